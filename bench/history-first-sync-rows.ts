import type { BenchRow } from './types';
import { sizeLabel } from './growth';
import type { FirstSyncFigures, SyncSample } from './history-first-sync';

const beyond = (s: SyncSample) => s.wallMs - s.serviceMs;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * The first sync after start as a user waits for it (a fresh process: cold, wall time), beside the
 * same sync in a warm core and the bare floor, each as wall − the service's own time (measured at
 * the service's door, bench/service-clock.ts), at each size and with its growth from the smallest.
 * Goals (the studio's performance bars): the cold first sync ≤ 50 ms beyond the service at 50,000 entries; a sync
 * of 10 new entries on top of 50,000 ≤ 50 ms of core time.
 */
export function firstSyncRows(group: string, figures: FirstSyncFigures[]): BenchRow[] {
  const rows: BenchRow[] = [];
  const first = new Map<number, FirstSyncFigures>();
  for (const f of figures) {
    const at = sizeLabel(f.size);
    const what = f.fresh === 0 ? 'nothing new' : `${f.fresh} new entries`;
    const withGoal = (value: number) => (f.size === 50_000 ? { goal: '<= 50 ms', meets: value <= 50 } : {});
    const cold = beyond(f.cold);
    const warm = beyond(f.warm);
    const floor = beyond(f.floor);
    rows.push(
      {
        group,
        name: `${at}: first sync after start, ${what}: cold process, beyond the service`,
        value: cold,
        unit: 'ms',
        ...withGoal(cold),
        note:
          `fresh bundled core, its first call (history.sync over loopback: session open + sync); wall ${ms(f.cold.wallMs)} − service ${ms(f.cold.serviceMs)}; ` +
          `process start → answer ${ms(f.cold.fromStartMs ?? Number.NaN)}; floor: bare cold process ${ms(floor)}`,
      },
      {
        group,
        name: `${at}: first sync after start, ${what}: cold process, CPU`,
        value: f.cold.cpuMs ?? Number.NaN,
        unit: 'ms',
        note: `CPU time (user + system, all threads) of the core's process during the call: steadier than wall time on a loaded machine; floor: bare cold process ${ms(f.floor.cpuMs ?? Number.NaN)}`,
      },
      {
        group,
        name: `${at}: sync of ${what}, warm core, beyond the service`,
        value: warm,
        unit: 'ms',
        ...(f.fresh > 0 ? withGoal(warm) : {}),
        note: `a core that has synced before; wall ${ms(f.warm.wallMs)} − service ${ms(f.warm.serviceMs)}`,
      },
      {
        group,
        name: `${at}: first sync floor, ${what}: bare cold process, beyond the service`,
        value: floor,
        unit: 'ms',
        note: `fresh node: open the cache, list pages (node:http + JSON.parse) until one is all known, one SELECT per id, fetch new clips; no validation, no writes; wall ${ms(f.floor.wallMs)} − service ${ms(f.floor.serviceMs)}`,
      },
    );
    const base = first.get(f.fresh);
    if (base) {
      rows.push({
        group,
        name: `growth first sync, ${what}, cold: ${at} / ${sizeLabel(base.size)}`,
        value: cold / beyond(base.cold),
        unit: 'x',
      });
    } else first.set(f.fresh, f);
  }
  return rows;
}
