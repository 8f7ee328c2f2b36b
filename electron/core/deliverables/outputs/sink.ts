/**
 * Where rendered audio goes: an encoder that takes chunks (copying them, so the render may reuse
 * its buffers at once) and says when it is ready for more.
 */
export interface AudioSink {
  write(channels: readonly Float32Array[], frames: number): void;
  /** Resolves when the sink has room for the next chunk; rejects if its encoder failed. */
  ready(): Promise<void>;
}
