import { closeSync, openSync, writeSync } from 'node:fs';

/**
 * A file written front to back through a 1 MB buffer, with the odd write back into what is already
 * there (an MP4's mdat size, an MP3's Info frame) once the end is known. Synchronous on purpose:
 * it runs on the export's own thread, where waiting for the disk blocks nobody.
 */
const bufferBytes = 1024 * 1024;

export class BufferedFile {
  private readonly buffer = new Uint8Array(bufferBytes);
  private filled = 0;
  private written = 0;
  private closed = false;

  private constructor(private readonly fd: number) {}

  /** Creates `path`, which must not exist (a fresh temp name). */
  static create(path: string): BufferedFile {
    return new BufferedFile(openSync(path, 'wx'));
  }

  /** Bytes written so far: where the next write lands. */
  get position(): number {
    return this.written + this.filled;
  }

  write(bytes: Uint8Array): void {
    if (bytes.byteLength >= bufferBytes) {
      this.flush();
      this.writeAll(bytes, this.written);
      this.written += bytes.byteLength;
      return;
    }
    if (this.filled + bytes.byteLength > bufferBytes) this.flush();
    this.buffer.set(bytes, this.filled);
    this.filled += bytes.byteLength;
  }

  /** Overwrites bytes at `at`, which must already be written (flushed first). */
  writeAt(at: number, bytes: Uint8Array): void {
    this.flush();
    if (at + bytes.byteLength > this.written) throw new Error('writeAt past what was written');
    this.writeAll(bytes, at);
  }

  flush(): void {
    if (this.filled === 0) return;
    this.writeAll(this.buffer.subarray(0, this.filled), this.written);
    this.written += this.filled;
    this.filled = 0;
  }

  close(): void {
    if (this.closed) return;
    try {
      this.flush();
    } finally {
      this.closed = true;
      closeSync(this.fd);
    }
  }

  /** Closes without writing what is buffered (a failed or cancelled export). */
  abandon(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }

  private writeAll(bytes: Uint8Array, at: number): void {
    let done = 0;
    while (done < bytes.byteLength) done += writeSync(this.fd, bytes, done, bytes.byteLength - done, at + done);
  }
}
