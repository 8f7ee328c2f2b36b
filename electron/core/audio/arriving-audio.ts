/**
 * A clip whose bytes are still arriving (from the service), shared by every player that asks for
 * it meanwhile: each reader gets its own stream from any offset, served from what has arrived and
 * then as the rest comes. Readers never slow the download and may leave at any time; a failed
 * download errors every reader that has not finished.
 *
 * The bytes are kept in memory until the last reader lets go: a clip is a few MB, and a late
 * reader (a second play, a seek) must be able to start from the beginning.
 *
 * The clip's last byte is held back until `finish`: a player told the length (Content-Length) takes
 * the last byte for the end, so it must not see it before the clip is known whole and is cached.
 */
export class ArrivingAudio {
  private buffer: Uint8Array;
  private received = 0;
  private state: 'open' | 'finished' | { failed: Error } = 'open';
  private wake: (() => void) | null = null;
  private changed: Promise<void>;

  /** `size`: the service's Content-Length, when it sent one (reserves the buffer once). */
  constructor(
    readonly contentType: string,
    readonly size: number | null,
  ) {
    this.buffer = new Uint8Array(size ?? 256 * 1024);
    this.changed = new Promise((done) => (this.wake = done));
  }

  get bytesReceived(): number {
    return this.received;
  }

  /** The bytes so far (the whole clip once finished); a view, valid as long as this object. */
  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.received);
  }

  push(chunk: Uint8Array): void {
    if (this.state !== 'open') return;
    if (this.received + chunk.byteLength > this.buffer.byteLength) {
      // Views handed out earlier keep the old buffer, whose bytes never change.
      const grown = new Uint8Array(Math.max(this.buffer.byteLength * 2, this.received + chunk.byteLength));
      grown.set(this.buffer.subarray(0, this.received));
      this.buffer = grown;
    }
    this.buffer.set(chunk, this.received);
    this.received += chunk.byteLength;
    this.notify();
  }

  finish(): void {
    if (this.state !== 'open') return;
    this.state = 'finished';
    this.notify();
  }

  fail(reason: Error): void {
    if (this.state !== 'open') return;
    this.state = { failed: reason };
    this.notify();
  }

  /** Bytes `start`..`end` (inclusive, as in HTTP ranges) as they arrive. */
  read(start = 0, end = Number.POSITIVE_INFINITY): ReadableStream<Uint8Array> {
    let position = start;
    return new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        for (;;) {
          const upTo = Math.min(this.state === 'open' ? this.received - 1 : this.received, end + 1);
          if (position < upTo) {
            // A copy: the reader's consumer may transfer or keep it after this object is gone.
            controller.enqueue(this.buffer.slice(position, upTo));
            position = upTo;
            if (position > end) controller.close();
            return;
          }
          if (typeof this.state === 'object') return controller.error(this.state.failed);
          if (this.state === 'finished') return controller.close();
          await this.changed;
        }
      },
    });
  }

  private notify(): void {
    const wake = this.wake;
    this.changed = new Promise((done) => (this.wake = done));
    wake?.();
  }
}
