import { dbToLinear } from '../../audio-export';
import { CodecStream } from '../encoders/codec-stream';
import type { Lane } from '../lanes';
import type { BookLayout } from '../layout';
import { LaneFrames } from '../m4b/lane-frames';
import { M4bFile } from '../m4b/m4b-file';
import { aacLevelChangeDb, encoderName, type BookFileFacts } from './book-sinks';
import type { AudioSink } from './sink';

/**
 * The book as an M4B: AAC in MP4 with chapter marks at the layout's chapter starts (a QuickTime
 * chapter track and Nero chpl), tags and cover. One encoder per lane (lanes.ts): lane 0's frames go
 * straight into the file, a later lane's to a temp file of its own; each lane keeps only its part of
 * the joined stream, and at the end the parts are put together in order.
 */
export class M4bSink {
  private config: Uint8Array | null = null;
  private readonly codecs: CodecStream[] = [];
  private readonly parts: LaneFrames[] = [];

  private constructor(private readonly file: M4bFile) {}

  /** `lanePaths[k − 1]` is where lane k (k ≥ 1) keeps its frames until the end. */
  static async open(
    path: string,
    layout: BookLayout,
    kbps: number,
    lanes: readonly Lane[],
    lanePaths: readonly string[],
  ): Promise<M4bSink> {
    const sink = new M4bSink(M4bFile.create(path));
    try {
      for (const [k, lane] of lanes.entries()) {
        const part = k === 0 ? null : LaneFrames.create(lanePaths[k - 1]!);
        if (part) sink.parts.push(part);
        let seen = 0;
        let kept = 0;
        const codec = await CodecStream.open({
          codec: 'aac',
          sampleRate: layout.sampleRate,
          channels: layout.channels,
          bitrate: kbps * 1000,
          gain: dbToLinear(-aacLevelChangeDb),
          onFrame: (frame, description) => {
            if (description && !sink.config) sink.config = description.slice();
            if (seen++ < lane.dropFrames) return;
            if (lane.keepFrames !== null && kept >= lane.keepFrames) return;
            kept++;
            if (part) part.add(frame);
            else sink.file.addFrame(frame);
          },
        });
        sink.codecs.push(codec);
      }
    } catch (error) {
      await sink.abandon();
      throw error;
    }
    return sink;
  }

  /** Where lane `k` writes its audio. */
  lane(k: number): AudioSink {
    const codec = this.codecs[k]!;
    return { write: (channels, frames) => codec.enqueue(channels, frames), ready: () => codec.ready() };
  }

  async finish(facts: BookFileFacts): Promise<void> {
    for (const codec of this.codecs) await codec.finish();
    if (!this.config) throw new Error('The AAC encoder gave no decoder configuration.');
    for (const part of this.parts) part.drainInto((frame) => this.file.addFrame(frame));
    const { layout } = facts;
    this.file.finish({
      sampleRate: layout.sampleRate,
      channels: layout.channels,
      audioSpecificConfig: this.config,
      presentationSamples: layout.totalFrames,
      chapters: facts.titles.map((title, i) => ({ title, start: layout.starts[i]! })),
      tags: { metadata: facts.metadata, cover: facts.cover, encoder: encoderName },
    });
  }

  async abandon(): Promise<void> {
    for (const codec of this.codecs) await codec.cancel();
    for (const part of this.parts) part.abandon();
    this.file.abandon();
  }
}
