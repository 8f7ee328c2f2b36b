import { chunkFrames, linearToDb, LoudnessMeter, PeakEnvelope, peakLookahead, silentLufs } from '../audio-export';
import type { ChapterMeasures } from '../../../shared/model/deliverables';

/**
 * A chapter's levels, measured on the audio as it goes to the encoders, streaming: integrated
 * loudness (BS.1770, the audio-export meter), true peak (4× interpolated), sample peak, RMS over
 * the whole chapter (what ACX calls RMS: unweighted, silences included), and the noise floor — the
 * quietest 500 ms window's RMS, as ACX Check measures it. Memory: one window's sum.
 */

/** The noise floor's window. */
const floorWindowMs = 500;

export class LevelTap {
  private readonly meter: LoudnessMeter;
  private readonly envelope: PeakEnvelope;
  private readonly peaks = new Float32Array(chunkFrames);
  private readonly late: Float32Array[];
  private truePeak = 0;
  private samplePeak = 0;
  private sumSquares = 0;
  private samples = 0;
  private readonly windowFrames: number;
  private windowSum = 0;
  private windowFilled = 0;
  private quietest = Infinity;

  constructor(
    sampleRate: number,
    private readonly channels: number,
  ) {
    this.meter = new LoudnessMeter(sampleRate, channels);
    this.envelope = new PeakEnvelope(channels, null);
    this.late = Array.from({ length: channels }, () => new Float32Array(chunkFrames));
    this.windowFrames = Math.max(1, Math.round((sampleRate * floorWindowMs) / 1000));
  }

  /** Takes `frames` frames (at most `chunkFrames`). */
  add(channels: readonly Float32Array[], frames: number): void {
    this.meter.add(channels, frames);
    this.envelope.push(channels, frames, this.peaks, this.late);
    for (let i = 0; i < frames; i++) if (this.peaks[i]! > this.truePeak) this.truePeak = this.peaks[i]!;
    let peak = this.samplePeak;
    let sum = this.sumSquares;
    for (let i = 0; i < frames; i++) {
      let frameSquares = 0;
      for (let c = 0; c < this.channels; c++) {
        const x = channels[c]![i]!;
        const magnitude = x < 0 ? -x : x;
        if (magnitude > peak) peak = magnitude;
        frameSquares += x * x;
      }
      sum += frameSquares;
      this.windowSum += frameSquares;
      if (++this.windowFilled === this.windowFrames) {
        const mean = this.windowSum / (this.windowFrames * this.channels);
        if (mean < this.quietest) this.quietest = mean;
        this.windowSum = 0;
        this.windowFilled = 0;
      }
    }
    this.samplePeak = peak;
    this.sumSquares = sum;
    this.samples += frames * this.channels;
  }

  measures(): ChapterMeasures {
    // The envelope is peakLookahead frames late: its last values come out with a little silence.
    const tail = Array.from({ length: this.channels }, () => new Float32Array(peakLookahead));
    this.envelope.push(tail, peakLookahead, this.peaks, this.late);
    for (let i = 0; i < peakLookahead; i++) if (this.peaks[i]! > this.truePeak) this.truePeak = this.peaks[i]!;
    const finite = (db: number) => (Number.isFinite(db) ? round2(db) : null);
    const lufs = this.meter.integrated();
    // A chapter shorter than one window: its whole RMS is its floor.
    const floor = Number.isFinite(this.quietest) ? this.quietest : this.samples > 0 ? this.sumSquares / this.samples : 0;
    return {
      lufs: lufs <= silentLufs ? null : round2(lufs),
      truePeakDb: finite(linearToDb(this.truePeak)),
      rmsDb: this.samples > 0 ? finite(10 * Math.log10(this.sumSquares / this.samples)) : null,
      peakDb: finite(linearToDb(this.samplePeak)),
      noiseFloorDb: finite(10 * Math.log10(floor)),
    };
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;
