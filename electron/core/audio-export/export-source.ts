import { ClipResampler, type Converted } from './resample';
import { SilenceEdgeFinder, type SilenceEdges } from './silence-trim';
import { WavFileReader } from './wav-stream';

/**
 * The audio of one export as a stream: the parts' WAV clips in order, each trimmed when asked,
 * converted to the output's rate and channels, with silence of the gap between parts. Every pass
 * of an export (measure, gain search, render) reads it again from the cached files, a chunk at a
 * time, so memory stays the same for a 30-second clip and a 30-minute render.
 */

/** Frames read at a time: about a third of a second at 44.1 kHz. */
export const chunkFrames = 16_384;

/** Takes a chunk (views valid until it returns or its promise settles) of at most `chunkFrames`. */
export type ChunkSink = (channels: Float32Array[], frames: number) => void | Promise<void>;

/** What finishing needs of a source: its format, its length and a pass over it (a book's chapter is one too). */
export type PcmStream = Pick<ExportSource, 'sampleRate' | 'channelCount' | 'totalFrames' | 'stream'>;

interface PartPlan {
  path: string;
  sourceRate: number;
  sourceChannels: number;
  /** Source frames kept after trimming, from `start`. */
  start: number;
  frames: number;
  edges: SilenceEdges;
  /** Frames this part gives at the output rate. */
  outputFrames: number;
}

export interface SourceOptions {
  /** The output rate and channel count for a source at a rate and channel count. */
  rateFor: (sourceRate: number) => number;
  channelsFor: (sourceChannels: number) => number;
  trimSilence: boolean;
  gapMs: number;
}

function openOrThrow(path: string, index: number): WavFileReader {
  const reader = WavFileReader.open(path);
  if (!reader.ok) throw new Error(`Part ${index + 1}: ${reader.error.message}`);
  return reader.value;
}

/** Reads source frames [start, start + frames) of a clip in chunks (as the file's own channels). */
async function readClip(reader: WavFileReader, start: number, frames: number, sink: ChunkSink): Promise<void> {
  const buffers = Array.from({ length: reader.format.channelCount }, () => new Float32Array(chunkFrames));
  for (let at = 0; at < frames; at += chunkFrames) {
    const count = Math.min(chunkFrames, frames - at);
    reader.read(start + at, count, buffers);
    await sink(buffers, count);
  }
}

/** Gives a converted stretch (which may be longer than a chunk) to the sink a chunk at a time. */
async function giveInChunks(channels: Float32Array[], frames: number, sink: ChunkSink): Promise<void> {
  if (frames <= chunkFrames) return sink(channels, frames);
  for (let at = 0; at < frames; at += chunkFrames) {
    const count = Math.min(chunkFrames, frames - at);
    await sink(
      channels.map((c) => c.subarray(at, at + count)),
      count,
    );
  }
}

export class ExportSource {
  /** Told after each part of every pass (measure, search, render), with the pass's number from 0. */
  onPartDone: (pass: number, index: number) => void = () => undefined;
  private passes = 0;

  private constructor(
    readonly sampleRate: number,
    readonly channelCount: number,
    private readonly parts: PartPlan[],
    private readonly gapFrames: number,
  ) {}

  /** Reads the parts' headers (and, to trim, their samples once) to plan the stream. */
  static async open(paths: readonly string[], options: SourceOptions): Promise<ExportSource> {
    if (paths.length === 0) throw new Error('There is nothing to export.');
    let rate = 0;
    let channels = 0;
    const parts: PartPlan[] = [];
    for (const [index, path] of paths.entries()) {
      const reader = openOrThrow(path, index);
      try {
        const { sampleRate, channelCount, frames } = reader.format;
        if (rate === 0) {
          rate = options.rateFor(sampleRate);
          channels = options.channelsFor(channelCount);
        }
        let edges: SilenceEdges = { start: 0, end: 0 };
        if (options.trimSilence) {
          const finder = new SilenceEdgeFinder(sampleRate, frames);
          await readClip(reader, 0, frames, (chunk, count) => finder.add(chunk, count));
          edges = finder.edges();
        }
        const kept = frames - edges.start - edges.end;
        const outputFrames = sampleRate === rate ? kept : Math.round((kept * rate) / sampleRate);
        parts.push({ path, sourceRate: sampleRate, sourceChannels: channelCount, start: edges.start, frames: kept, edges, outputFrames });
      } finally {
        reader.close();
      }
    }
    return new ExportSource(rate, channels, parts, Math.round((options.gapMs / 1000) * rate));
  }

  get partCount(): number {
    return this.parts.length;
  }

  /** Each part's length in the output (ms), and its trimmed edges (ms at the part's own rate). */
  partDurationsMs(): number[] {
    return this.parts.map((part) => (part.outputFrames / this.sampleRate) * 1000);
  }

  trimmedMs(): { start: number; end: number } {
    const first = this.parts[0]!;
    const last = this.parts[this.parts.length - 1]!;
    return { start: (first.edges.start / first.sourceRate) * 1000, end: (last.edges.end / last.sourceRate) * 1000 };
  }

  get totalFrames(): number {
    return this.parts.reduce((sum, part) => sum + part.outputFrames, 0) + this.gapFrames * (this.parts.length - 1);
  }

  /** Sends the whole export to `sink` in chunks (views valid until it returns or its promise settles). */
  async stream(sink: ChunkSink): Promise<void> {
    const pass = this.passes++;
    const mixed = Array.from({ length: this.channelCount }, () => new Float32Array(chunkFrames));
    for (let index = 0; index < this.parts.length; index++) {
      const part = this.parts[index]!;
      let given = 0;
      const give = (converted: Converted | null) => {
        if (!converted) return;
        given += converted.frames;
        return giveInChunks(converted.channels, converted.frames, sink);
      };
      const resampler =
        part.sourceRate === this.sampleRate
          ? null
          : await ClipResampler.open(this.channelCount, part.sourceRate, this.sampleRate, part.frames);
      const reader = openOrThrow(part.path, index);
      try {
        await readClip(reader, part.start, part.frames, (channels, frames) => {
          mixTo(channels, frames, mixed);
          return give(resampler ? resampler.push(mixed, frames) : { channels: mixed, frames });
        });
        if (resampler) await give(resampler.finish());
      } finally {
        reader.close();
        resampler?.close();
      }
      // Whatever the converter left short at the very end is silence, so lengths stay exact.
      await this.silence(part.outputFrames - given, sink);
      if (index < this.parts.length - 1) await this.silence(this.gapFrames, sink);
      this.onPartDone(pass, index);
    }
  }

  private async silence(frames: number, sink: ChunkSink): Promise<void> {
    const zeros = Array.from({ length: this.channelCount }, () => new Float32Array(Math.min(chunkFrames, Math.max(0, frames))));
    for (let at = 0; at < frames; at += chunkFrames) await sink(zeros, Math.min(chunkFrames, frames - at));
  }
}

/** The file's channels as the output's: averaged to mono, or the first two kept. */
function mixTo(channels: readonly Float32Array[], frames: number, out: Float32Array[]): void {
  if (out.length === 1 && channels.length > 1) {
    const mono = out[0]!;
    const share = 1 / channels.length;
    mono.fill(0, 0, frames);
    for (const channel of channels) for (let i = 0; i < frames; i++) mono[i] = mono[i]! + channel[i]! * share;
    return;
  }
  for (let c = 0; c < out.length; c++) out[c]!.set(channels[Math.min(c, channels.length - 1)]!.subarray(0, frames));
}
