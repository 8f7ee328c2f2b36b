import { BufferedFile } from '../buffered-file';
import { U32List } from '../m4b/boxes';
import { readFrameHeader, type FrameHeader } from './frame-header';
import { crc16, infoFrame, infoFrameShape, lameEncoderDelay } from './lame-tag';

/**
 * An MP3 written as it is encoded: the ID3v2 tag (known before the audio: chapter times come from
 * the layout), room for the Info frame, then LAME's frames as they come; at the end the Info frame
 * is filled in with the frame count, the seek table and the gapless delay and padding.
 */
export class Mp3File {
  private readonly sizes = new U32List();
  private model: FrameHeader | null = null;
  private modelBytes = new Uint8Array(4);
  private infoAt = 0;
  private audioBytes = 0;
  private crc = 0;
  private samples = 0;

  private constructor(private readonly file: BufferedFile) {}

  static create(path: string, id3: Uint8Array): Mp3File {
    const file = BufferedFile.create(path);
    file.write(id3);
    return new Mp3File(file);
  }

  addFrame(frame: Uint8Array): void {
    const header = readFrameHeader(frame);
    if (!header) throw new Error('The MP3 encoder gave a frame without a valid header.');
    if (!this.model) {
      this.model = header;
      this.modelBytes = frame.slice(0, 4);
      this.infoAt = this.file.position;
      this.file.write(new Uint8Array(infoFrameShape(header).bytes));
    }
    this.file.write(frame);
    this.sizes.push(frame.byteLength);
    this.audioBytes += frame.byteLength;
    this.samples += header.samples;
    this.crc = crc16(frame, this.crc);
  }

  /** Completes the Info frame for `realSamples` samples of audio and closes the file. */
  finish(realSamples: number): void {
    if (!this.model) throw new Error('The MP3 encoder gave no audio.');
    const padding = this.samples - lameEncoderDelay - realSamples;
    if (padding < 0 || padding > 4095)
      throw new Error(`The MP3 encoder gave ${this.samples} samples for ${realSamples}: its delay is not LAME's.`);
    const sizes = this.sizes;
    const info = infoFrame({
      model: this.model,
      modelBytes: this.modelBytes,
      frameCount: sizes.length,
      audioBytes: this.audioBytes,
      padding,
      musicCrc: this.crc,
      sizeAt: (index) => sizes.at(index),
    });
    this.file.writeAt(this.infoAt, info);
    this.file.close();
  }

  abandon(): void {
    this.file.abandon();
  }
}
