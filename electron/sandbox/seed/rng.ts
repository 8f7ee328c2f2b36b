/**
 * A seeded pseudo-random source (mulberry32), so the seed data — ids, counts, dates — is the same
 * on every machine and tests can rely on it. Never Math.random in seed code.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(minInclusive: number, maxInclusive: number): number {
    return minInclusive + Math.floor(this.next() * (maxInclusive - minInclusive + 1));
  }

  /** A version-4-shaped uuid. */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.int(0, 15).toString(16));
    hex[12] = '4';
    hex[16] = ((this.int(0, 15) & 0x3) | 0x8).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
}

/** Seed timestamps count from here so they read as plausible history, not "now". */
const SEED_EPOCH = Date.UTC(2024, 0, 15, 9, 0, 0);

export function seedDate(dayOffset: number, minuteOffset = 0): string {
  return new Date(SEED_EPOCH + dayOffset * 86_400_000 + minuteOffset * 60_000).toISOString();
}
