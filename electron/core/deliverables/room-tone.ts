import { chunkFrames } from '../audio-export';

/**
 * Room tone for ACX: a steady, very quiet noise under the whole chapter, so its head, its tail and
 * every pause sound like a quiet room instead of digital silence (which ACX's reviewers flag),
 * while the noise floor stays far under ACX's −60 dBFS. Deterministic (a fixed xorshift seed):
 * the same book exports to the same bytes. Gently low-passed, as a room's air is darker than hiss.
 */

/** The room tone's RMS level (dBFS). */
export const roomToneDb = -72;

export class RoomTone {
  private state = 0x9e3779b9;
  private last = 0;
  private readonly scale: number;
  private readonly out: Float32Array[];

  constructor(channels: number) {
    // A one-pole low-pass at a = 0.5 keeps 1/3 of white noise's power: scaled back to the level.
    const rms = 10 ** (roomToneDb / 20);
    this.scale = rms * Math.sqrt(3) * Math.sqrt(3);
    this.out = Array.from({ length: channels }, () => new Float32Array(chunkFrames));
  }

  /** The chunk with room tone added (a copy: the input may be a buffer its owner reuses). */
  add(channels: readonly Float32Array[], frames: number): Float32Array[] {
    for (let i = 0; i < frames; i++) {
      // xorshift32, uniform in [-1, 1): variance 1/3.
      let x = this.state;
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      this.state = x >>> 0;
      const white = (this.state / 2 ** 31 - 1) * this.scale;
      this.last = 0.5 * this.last + 0.5 * white;
      for (let c = 0; c < this.out.length; c++) this.out[c]![i] = channels[c]![i]! + this.last;
    }
    return this.out;
  }
}
