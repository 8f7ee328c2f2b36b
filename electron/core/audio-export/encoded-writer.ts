import { registerFlacEncoder } from '@mediabunny/flac-encoder';
import { registerMp3Encoder } from '@mediabunny/mp3-encoder';
import {
  AudioSample,
  AudioSampleSource,
  FilePathTarget,
  FlacOutputFormat,
  Mp3OutputFormat,
  OggOutputFormat,
  Output,
  Quality,
  registerEncoder,
  WavOutputFormat,
  type AudioCodec,
  type MetadataTags,
  type OutputFormat,
} from 'mediabunny';
import type { ExportFormat, Mp3Bitrate } from '../../../shared/model/audio-export';
import { OpusScriptEncoder } from './opus-encoder';

/**
 * Writes finished audio to a file in one of the export formats, through mediabunny (containers,
 * tags) and WebAssembly encoders: LAME for MP3 and libFLAC (mediabunny's own extensions),
 * libopus through opusscript. Audio arrives in parts and is encoded as it comes, so a long
 * render never has to be whole in memory.
 */

/**
 * How much encoded output mediabunny gathers before writing it to the file. Its default is 16 MiB,
 * held twice over while one fills and the last is written (and the first kept for the MP3 header
 * rewritten at the end): tens of megabytes of a long export's peak for no gain, as the file is on
 * a local disk (`npm run bench -- audio-export`, "30-min export: peak RSS").
 */
const outputChunkBytes = 1024 * 1024;

let registered = false;
function registerEncoders(): void {
  if (registered) return;
  registered = true;
  registerMp3Encoder();
  registerFlacEncoder();
  registerEncoder(OpusScriptEncoder);
}

const mp3Rates = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000];
const flacRates = [8000, 16000, 22050, 24000, 32000, 44100, 48000, 88200, 96000, 176400, 192000];

/** The sample rate a format is written at for a source at `sourceRate`. */
export function outputRateFor(format: ExportFormat, sourceRate: number): number {
  switch (format) {
    case 'phone':
      return 8000;
    case 'opus':
      // Opus always runs at 48 kHz (RFC 7845 §5.1: decoders play 48 kHz whatever the input was).
      return 48_000;
    case 'mp3':
      return mp3Rates.includes(sourceRate) ? sourceRate : 44_100;
    case 'flac':
      return flacRates.includes(sourceRate) ? sourceRate : 48_000;
    default:
      return sourceRate;
  }
}

/** Telephone audio is mono; everything else keeps the source's channels. */
export const outputChannelsFor = (format: ExportFormat, sourceChannels: number): number =>
  format === 'phone' ? 1 : Math.min(2, sourceChannels);

export interface WriterOptions {
  path: string;
  format: ExportFormat;
  mp3Kbps: Mp3Bitrate;
  sampleRate: number;
  channels: number;
  title: string;
  artist: string;
  /** Tags beyond the title and artist (album, track, cover: a book's chapter file). */
  tags?: MetadataTags;
}

function containerOf(format: ExportFormat): { container: OutputFormat; codec: AudioCodec } {
  switch (format) {
    case 'mp3':
      return { container: new Mp3OutputFormat(), codec: 'mp3' };
    case 'opus':
      return { container: new OggOutputFormat(), codec: 'opus' };
    case 'flac':
      return { container: new FlacOutputFormat(), codec: 'flac' };
    // WAV tags go in an ID3 chunk: the RIFF INFO chunk holds Latin-1 only, and titles are Arabic.
    case 'phone':
      return { container: new WavOutputFormat({ metadataFormat: 'id3' }), codec: 'ulaw' };
    default:
      return { container: new WavOutputFormat({ metadataFormat: 'id3' }), codec: 'pcm-s16' };
  }
}

function bitrateOf(options: WriterOptions): number | undefined {
  if (options.format === 'mp3') return options.mp3Kbps * 1000;
  // 48 kbit/s per channel: Opus speech at this rate is transparent for listening.
  if (options.format === 'opus') return 48_000 * options.channels;
  return undefined;
}

export class EncodedWriter {
  private written = 0;
  /** The samples handed over so far, in order: mediabunny takes one at a time (its backpressure). */
  private pending: Promise<void> = Promise.resolve();

  private constructor(
    private readonly output: Output,
    private readonly source: AudioSampleSource,
    private readonly options: WriterOptions,
  ) {}

  static async open(options: WriterOptions): Promise<EncodedWriter> {
    registerEncoders();
    const { container, codec } = containerOf(options.format);
    const output = new Output({ format: container, target: new FilePathTarget(options.path, { chunkSize: outputChunkBytes }) });
    const bitrate = bitrateOf(options);
    const source = new AudioSampleSource({ codec, ...(bitrate ? { quality: new Quality({ bitrate, bitrateMode: 'constant' }) } : {}) });
    output.addAudioTrack(source);
    output.setMetadataTags({ ...options.tags, title: options.title, artist: options.artist });
    await output.start();
    return new EncodedWriter(output, source, options);
  }

  /**
   * Appends `frames` frames at the writer's rate and channel count (copied, so the caller may
   * reuse its buffers at once); `drain` waits until the encoder has taken them.
   */
  enqueue(channels: readonly Float32Array[], frames: number): void {
    if (frames <= 0) return;
    if (channels.length !== this.options.channels)
      throw new Error(`${channels.length} channels sent to a ${this.options.channels}-channel writer.`);
    const planar = new Float32Array(frames * channels.length);
    channels.forEach((channel, c) => planar.set(channel.subarray(0, frames), c * frames));
    const sample = new AudioSample({
      data: planar,
      format: 'f32-planar',
      numberOfChannels: channels.length,
      sampleRate: this.options.sampleRate,
      timestamp: this.written / this.options.sampleRate,
    });
    this.written += frames;
    this.pending = this.pending.then(async () => {
      try {
        await this.source.add(sample);
      } finally {
        sample.close();
      }
    });
  }

  drain(): Promise<void> {
    return this.pending;
  }

  async finish(): Promise<void> {
    await this.pending;
    this.source.close();
    await this.output.finalize();
  }

  async cancel(): Promise<void> {
    await this.output.cancel();
  }
}
