/** One figure a benchmark measured; the runner prints these as a table and writes reports/bench.json. */
export interface BenchRow {
  /** Which benchmark group the figure belongs to, e.g. "contract (web mode)". */
  group: string;
  /** What was measured, e.g. "round trip, empty payload, p50". */
  name: string;
  value: number;
  unit: 'ms' | 'KB' | 'MB' | 'nodes' | 'x' | 'count' | 'LU' | 'dBTP' | 'dB';
  /** The quality-bar goal, e.g. "<= 1 ms", when there is one. */
  goal?: string;
  /** Whether the figure meets the goal, when there is one. */
  meets?: boolean;
  note?: string;
}

export interface Bench {
  group: string;
  run(): Promise<BenchRow[]>;
}

/** Percentile of an already-collected sample (nearest rank). */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}
