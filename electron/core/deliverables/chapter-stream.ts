import { ClipResampler, chunkFrames, WavFileReader, type ChunkSink, type Converted, type PcmStream } from '../audio-export';
import type { ChapterLayout, SegmentLayout } from './layout';

/**
 * One chapter's audio as a stream, exactly as laid out: its head, each clip's kept frames (read a
 * chunk at a time from the cached file, mixed to the output's channels, resampled where the rate
 * differs) and each pause, then its tail. Every segment gives exactly its laid-out frame count —
 * a converter that comes up short is made up with silence, one that gives more is cut — so the
 * frames written are the frames the chapter marks were computed from. Memory: one chunk.
 */
export class ChapterStream implements PcmStream {
  readonly totalFrames: number;
  /** Told after each segment of every pass: frames done so far in this pass. */
  onFrames: (done: number) => void = () => undefined;
  private readonly mixed: Float32Array[];
  private readonly zeros: Float32Array[];

  constructor(
    private readonly layout: ChapterLayout,
    readonly sampleRate: number,
    readonly channelCount: number,
  ) {
    this.totalFrames = layout.frames;
    this.mixed = Array.from({ length: channelCount }, () => new Float32Array(chunkFrames));
    this.zeros = Array.from({ length: channelCount }, () => new Float32Array(chunkFrames));
  }

  async stream(sink: ChunkSink): Promise<void> {
    await this.silence(this.layout.headFrames, sink);
    let done = this.layout.headFrames;
    for (const segment of this.layout.segments) {
      if (segment.clip) await this.clip(segment, sink);
      else await this.silence(segment.frames, sink);
      done += segment.frames;
      this.onFrames(done);
    }
    await this.silence(this.layout.tailFrames, sink);
  }

  private async silence(frames: number, sink: ChunkSink): Promise<void> {
    for (let at = 0; at < frames; at += chunkFrames) await sink(this.zeros, Math.min(chunkFrames, frames - at));
  }

  private async clip(segment: SegmentLayout, sink: ChunkSink): Promise<void> {
    const clip = segment.clip!;
    const opened = WavFileReader.open(clip.path);
    if (!opened.ok) throw new Error(opened.error.message);
    const reader = opened.value;
    const resampler =
      clip.sourceRate === this.sampleRate
        ? null
        : await ClipResampler.open(this.channelCount, clip.sourceRate, this.sampleRate, clip.frames);
    let given = 0;
    const give = async (converted: Converted | null) => {
      if (!converted) return;
      const count = Math.min(converted.frames, segment.frames - given);
      for (let at = 0; at < count; at += chunkFrames) {
        const n = Math.min(chunkFrames, count - at);
        await sink(at === 0 ? converted.channels : converted.channels.map((c) => c.subarray(at)), n);
      }
      given += Math.max(0, count);
    };
    try {
      const buffers = Array.from({ length: clip.sourceChannels }, () => new Float32Array(chunkFrames));
      for (let at = 0; at < clip.frames; at += chunkFrames) {
        const count = Math.min(chunkFrames, clip.frames - at);
        reader.read(clip.start + at, count, buffers);
        mixTo(buffers, count, this.mixed);
        await give(resampler ? resampler.push(this.mixed, count) : { channels: this.mixed, frames: count });
      }
      if (resampler) await give(resampler.finish());
    } finally {
      reader.close();
      resampler?.close();
    }
    await this.silence(segment.frames - given, sink);
  }
}

/** The clip's channels as the output's: averaged to mono, or the first two kept (mono doubled). */
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
