import { registerAacEncoder } from '@mediabunny/aac-encoder';
import { registerMp3Encoder } from '@mediabunny/mp3-encoder';
import { AdtsOutputFormat, AudioSample, AudioSampleSource, Mp3OutputFormat, NullTarget, Output, Quality } from 'mediabunny';

/**
 * PCM in, a codec's frames out: mediabunny drives the WebAssembly encoders (libavcodec's AAC, LAME)
 * and hands over each encoded frame as it comes (its container — a bare ADTS or MP3 stream — goes
 * to a null target); the caller muxes the frames itself (M4B with chapters, MP3 with ID3v2
 * chapters and a LAME tag), so every byte of those containers is ours and exact.
 *
 * Pipelined: `enqueue` hands a chunk over and returns; the encoder works on its own thread while
 * the export prepares the next chunk, and `ready` waits only until at most two are in flight.
 */

let registered = false;
function registerEncoders(): void {
  if (registered) return;
  registered = true;
  registerAacEncoder();
  registerMp3Encoder();
}

export type StreamCodec = 'aac' | 'mp3';

export interface CodecStreamOptions {
  codec: StreamCodec;
  sampleRate: number;
  channels: number;
  bitrate: number;
  /** Linear gain applied on the way in: makes up for a codec that decodes quieter than its input. */
  gain?: number;
  /** Each encoded frame, in order; the first comes with the decoder's configuration (AAC's AudioSpecificConfig). */
  onFrame: (frame: Uint8Array, description: Uint8Array | null) => void;
}

export class CodecStream {
  private written = 0;
  private last: Promise<void> = Promise.resolve();
  private previous: Promise<void> = Promise.resolve();
  private failure: unknown = null;

  private constructor(
    private readonly output: Output,
    private readonly source: AudioSampleSource,
    private readonly options: CodecStreamOptions,
  ) {}

  static async open(options: CodecStreamOptions): Promise<CodecStream> {
    registerEncoders();
    const format = options.codec === 'aac' ? new AdtsOutputFormat() : new Mp3OutputFormat({ xingHeader: false });
    const output = new Output({ format, target: new NullTarget() });
    const source = new AudioSampleSource({
      codec: options.codec,
      quality: new Quality({ bitrate: options.bitrate, bitrateMode: 'constant' }),
      onEncodedPacket: (packet, meta) => {
        const description = meta?.decoderConfig?.description;
        options.onFrame(packet.data, description ? toBytes(description) : null);
      },
    });
    output.addAudioTrack(source);
    await output.start();
    return new CodecStream(output, source, options);
  }

  /** Appends `frames` frames (copied: the caller may reuse its buffers at once). */
  enqueue(channels: readonly Float32Array[], frames: number): void {
    if (frames <= 0) return;
    const planar = new Float32Array(frames * channels.length);
    channels.forEach((channel, c) => planar.set(channel.subarray(0, frames), c * frames));
    const gain = this.options.gain ?? 1;
    if (gain !== 1) for (let i = 0; i < planar.length; i++) planar[i] = planar[i]! * gain;
    const sample = new AudioSample({
      data: planar,
      format: 'f32-planar',
      numberOfChannels: channels.length,
      sampleRate: this.options.sampleRate,
      timestamp: this.written / this.options.sampleRate,
    });
    this.written += frames;
    this.previous = this.last;
    this.last = this.last.then(async () => {
      try {
        if (this.failure === null) await this.source.add(sample);
      } catch (error) {
        this.failure ??= error;
      } finally {
        sample.close();
      }
    });
  }

  /** Waits until at most the last chunk is still being encoded. */
  async ready(): Promise<void> {
    await this.previous;
    if (this.failure !== null) throw this.failure;
  }

  /** Encodes what is left (the encoder's delayed frames included) and ends the stream. */
  async finish(): Promise<void> {
    await this.last;
    if (this.failure !== null) throw this.failure;
    this.source.close();
    await this.output.finalize();
  }

  async cancel(): Promise<void> {
    await this.output.cancel().catch(() => undefined);
  }
}

/** WebCodecs' BufferSource (a view or a buffer) as bytes. */
function toBytes(source: ArrayBufferLike | ArrayBufferView): Uint8Array {
  if (source instanceof Uint8Array) return source;
  if (ArrayBuffer.isView(source)) return new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
  return new Uint8Array(source);
}
