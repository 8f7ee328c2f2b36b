import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { fail, ok, type Result } from '../../../shared/contract/errors';
import { readWavFormat, sampleReader, type WavFormat } from '../audio/wav-samples';

/**
 * Reads a WAV clip from disk a stretch at a time into float channels, so a long clip is never
 * whole in memory. Synchronous on purpose: it runs on the export worker's own thread, where
 * waiting for the disk blocks nobody, and a read per 16k frames is cheap next to the work on them.
 */

/** Header bytes read to find the data chunk (a TTS clip's header is 44 bytes; tags may add some). */
const headerBytes = 64 * 1024;

export class WavFileReader {
  private bytes = new Uint8Array(0);

  private constructor(
    private readonly fd: number,
    readonly format: WavFormat,
  ) {}

  static open(path: string): Result<WavFileReader> {
    let fd: number;
    try {
      fd = openSync(path, 'r');
    } catch (error) {
      return fail('NOT_FOUND', `The clip could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    try {
      const size = fstatSync(fd).size;
      const header = new Uint8Array(Math.min(size, headerBytes));
      readSync(fd, header, 0, header.byteLength, 0);
      const format = readWavFormat(header, size);
      if (!format.ok) {
        closeSync(fd);
        return format;
      }
      return ok(new WavFileReader(fd, format.value));
    } catch (error) {
      closeSync(fd);
      return fail('DISK', `The clip could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * Reads frames [start, start + count) into out[channel][0 .. count) as floats in [-1, 1].
   * `out` holds one array per channel of the file.
   */
  read(start: number, count: number, out: readonly Float32Array[]): void {
    const { bytesPerSample, channelCount, dataOffset, float } = this.format;
    const frameBytes = bytesPerSample * channelCount;
    const length = count * frameBytes;
    if (this.bytes.byteLength < length) this.bytes = new Uint8Array(length);
    const got = readSync(this.fd, this.bytes, 0, length, dataOffset + start * frameBytes);
    // A file cut short reads as silence past its end rather than stale bytes.
    if (got < length) this.bytes.fill(0, got, length);
    // Typed views read the host's byte order: little-endian like WAV on every platform the studio ships on.
    if (bytesPerSample === 2 && !float) {
      const samples = new Int16Array(this.bytes.buffer, 0, count * channelCount);
      for (let c = 0; c < channelCount; c++) {
        const channel = out[c]!;
        for (let i = 0, at = c; i < count; i++, at += channelCount) channel[i] = samples[at]! / 32768;
      }
      return;
    }
    if (float) {
      const samples = new Float32Array(this.bytes.buffer, 0, count * channelCount);
      for (let c = 0; c < channelCount; c++) {
        const channel = out[c]!;
        for (let i = 0, at = c; i < count; i++, at += channelCount) channel[i] = samples[at]!;
      }
      return;
    }
    const read = sampleReader(false, bytesPerSample, new DataView(this.bytes.buffer, 0, length));
    for (let c = 0; c < channelCount; c++) {
      const channel = out[c]!;
      for (let i = 0, at = c * bytesPerSample; i < count; i++, at += frameBytes) channel[i] = read(at);
    }
  }

  close(): void {
    closeSync(this.fd);
  }
}
