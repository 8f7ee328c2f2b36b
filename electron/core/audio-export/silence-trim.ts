/**
 * Finds the leading and trailing silence of a clip: the first and last 10 ms window whose peak
 * rises above −45 dBFS (breaths and room tone of a TTS clip sit far below speech, digital silence
 * at −∞). A little of the silence is kept on each side so a word's onset and decay are not cut.
 * Streaming: the clip is fed in chunks of any size, at its own rate, before it is converted.
 */
const windowMs = 10;
const thresholdLinear = 10 ** (-45 / 20);
const keepMs = 60;

export interface SilenceEdges {
  /** Frames to drop at the start and at the end. */
  start: number;
  end: number;
}

export class SilenceEdgeFinder {
  private readonly window: number;
  private seen = 0;
  /** Start of the first and end of the last loud window, in frames. */
  private first = -1;
  private last = -1;

  constructor(
    private readonly sampleRate: number,
    private readonly frames: number,
  ) {
    this.window = Math.max(1, Math.round((sampleRate * windowMs) / 1000));
  }

  add(channels: readonly Float32Array[], count: number): void {
    for (const channel of channels) {
      for (let i = 0; i < count; i++) {
        const x = channel[i]!;
        if (x <= thresholdLinear && x >= -thresholdLinear) continue;
        const windowStart = Math.floor((this.seen + i) / this.window) * this.window;
        if (this.first < 0 || windowStart < this.first) this.first = windowStart;
        const windowEnd = Math.min(this.frames, windowStart + this.window);
        if (windowEnd > this.last) this.last = windowEnd;
      }
    }
    this.seen += count;
  }

  edges(): SilenceEdges {
    // All silent: keep the clip as it is rather than exporting nothing.
    if (this.first < 0) return { start: 0, end: 0 };
    const keep = Math.round((this.sampleRate * keepMs) / 1000);
    return { start: Math.max(0, this.first - keep), end: Math.max(0, this.frames - Math.min(this.frames, this.last + keep)) };
  }
}
