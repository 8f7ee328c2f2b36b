import { closeSync, openSync, readSync, unlinkSync } from 'node:fs';
import { BufferedFile } from '../buffered-file';
import { U32List } from './boxes';

/**
 * The AAC frames a second lane encodes while the first lane is still writing the M4B: kept in a
 * temp file of their own (four bytes of memory a frame for their sizes) and copied after the first
 * lane's frames once both are done — a copy of megabytes, against minutes of encoding saved.
 */
export class LaneFrames {
  private readonly sizes = new U32List();

  private constructor(
    private readonly path: string,
    private readonly file: BufferedFile,
  ) {}

  static create(path: string): LaneFrames {
    return new LaneFrames(path, BufferedFile.create(path));
  }

  add(frame: Uint8Array): void {
    this.file.write(frame);
    this.sizes.push(frame.byteLength);
  }

  /** Gives every frame, in order, to `add` (the M4B), then removes the temp file. */
  drainInto(add: (frame: Uint8Array) => void): void {
    this.file.close();
    const fd = openSync(this.path, 'r');
    try {
      const chunk = new Uint8Array(1024 * 1024);
      let filled = 0;
      let used = 0;
      let position = 0;
      for (let i = 0; i < this.sizes.length; i++) {
        const size = this.sizes.at(i);
        if (filled - used < size) {
          chunk.copyWithin(0, used, filled);
          filled -= used;
          used = 0;
          const got = readSync(fd, chunk, filled, chunk.byteLength - filled, position);
          position += got;
          filled += got;
          if (filled < size) throw new Error('A lane of the M4B is shorter than its frames.');
        }
        add(chunk.subarray(used, used + size));
        used += size;
      }
    } finally {
      closeSync(fd);
      unlinkSync(this.path);
    }
  }

  abandon(): void {
    this.file.abandon();
  }
}
