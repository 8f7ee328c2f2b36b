import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Bench, BenchRow } from './types';

/**
 * `npm run bench [-- filter]`: runs every bench/*.bench.ts (or those whose file name contains the
 * filter), prints one table, and writes reports/bench.json. Figures, not assertions: the machines
 * are shared and noisy, so ratios measured side by side in one run are what we quote.
 */
async function main(): Promise<void> {
  const filter = process.argv[2];
  const dir = __dirname;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts') && (!filter || f.includes(filter)))
    .sort();
  const rows: BenchRow[] = [];
  for (const file of files) {
    const mod = (await import(join(dir, file))) as { bench?: Bench };
    if (!mod.bench) continue;
    process.stderr.write(`bench: ${mod.bench.group}…\n`);
    try {
      rows.push(...(await mod.bench.run()));
    } catch (error) {
      rows.push({ group: mod.bench.group, name: 'FAILED', value: Number.NaN, unit: 'count', note: String(error) });
    }
  }
  printTable(rows);
  const out = resolve(dir, '..', 'reports');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'bench.json'), JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
  console.log(`\nWrote reports/bench.json (${rows.length} figures).`);
}

function format(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(3);
}

function printTable(rows: BenchRow[]): void {
  const lines = rows.map((r) => [
    r.group,
    r.name,
    `${format(r.value)} ${r.unit}`,
    r.goal ?? '',
    r.meets === undefined ? '' : r.meets ? 'yes' : 'NO',
    r.note ?? '',
  ]);
  const header = ['group', 'figure', 'value', 'goal', 'meets', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(fmt(line));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
