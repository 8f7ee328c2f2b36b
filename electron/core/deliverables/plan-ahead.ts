import type { LoudnessPreset } from '../../../shared/model/deliverables';
import type { PcmStream } from '../audio-export';
import { planChapter, type ChapterPlan } from './chapter-plan';
import { ChapterStream } from './chapter-stream';
import type { BookLayout } from './layout';

/**
 * The chapters' loudness plans, made during the render pass instead of before it: a lane asks for
 * its chapter's plan (measured then, once) and for the next one's ahead, which is measured while
 * the chapter is written. Measuring runs on the export's thread beside the writing, so it hands
 * the thread back after every chunk: the encoders' messages (one an AAC frame) are answered
 * meanwhile and no encoder waits for a whole chapter's measure. Memory: a chunk a measure.
 */
export class PlanAhead {
  private readonly plans = new Map<number, Promise<ChapterPlan | null>>();

  constructor(
    private readonly layout: BookLayout,
    private readonly preset: LoudnessPreset,
    private readonly lossy: boolean,
    private readonly onPlanned: (index: number) => void,
  ) {}

  /** Chapter `index`'s plan, measured at the first ask; null when the preset leaves levels as generated. */
  plan(index: number): Promise<ChapterPlan | null> {
    if (this.preset === 'none' || index >= this.layout.chapters.length) return Promise.resolve(null);
    let plan = this.plans.get(index);
    if (!plan) {
      const stream = new ChapterStream(this.layout.chapters[index]!, this.layout.sampleRate, this.layout.channels);
      plan = planChapter(yielding(stream), this.preset, this.lossy).then((made) => {
        this.onPlanned(index);
        return made;
      });
      // A plan asked ahead may fail before it is awaited: its lane's await reports the failure.
      plan.catch(() => undefined);
      this.plans.set(index, plan);
    }
    return plan;
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The stream, giving the event loop a turn after every chunk. */
function yielding(stream: PcmStream): PcmStream {
  return {
    sampleRate: stream.sampleRate,
    channelCount: stream.channelCount,
    totalFrames: stream.totalFrames,
    stream: (sink) =>
      stream.stream(async (channels, frames) => {
        await sink(channels, frames);
        await nextTurn();
      }),
  };
}
