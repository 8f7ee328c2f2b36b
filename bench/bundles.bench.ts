import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Bench, BenchRow } from './types';

const group = 'bundles (built output)';
const out = resolve(__dirname, '..', 'out');

const kb = (file: string): { raw: number; gzip: number } => {
  const bytes = readFileSync(file);
  return { raw: bytes.length / 1024, gzip: gzipSync(bytes).length / 1024 };
};

/**
 * What each environment ships: the preload (it carries operation and event names only, so it
 * stays tiny however large the contract grows) and each screen's own chunk, loaded on first visit.
 * Reads the last build (`npm test` and `npm start` build first).
 */
export const bench: Bench = {
  group,
  async run(): Promise<BenchRow[]> {
    const preload = join(out, 'preload', 'index.js');
    if (!existsSync(preload)) return [{ group, name: 'no build found (run a build first)', value: Number.NaN, unit: 'KB' }];
    const p = kb(preload);
    const rows: BenchRow[] = [
      { group, name: 'preload (raw)', value: p.raw, unit: 'KB', goal: '<= 10 KB', meets: p.raw <= 10 },
      { group, name: 'preload (gzip)', value: p.gzip, unit: 'KB' },
    ];
    const assets = join(out, 'renderer', 'assets');
    for (const file of readdirSync(assets)
      .filter((f) => /Screen-[\w-]+\.js$/.test(f))
      .sort()) {
      rows.push({
        group,
        name: `${file.replace(/-[\w-]+\.js$/, '')} chunk (gzip)`,
        value: kb(join(assets, file)).gzip,
        unit: 'KB',
        note: 'loaded on first visit',
      });
    }
    return rows;
  },
};
