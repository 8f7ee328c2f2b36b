import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useCoreRig, type RigCore } from '../../helpers/core-rig';

/**
 * The first sync after start is what a user waits for: start-up's orphan collection (a walk of
 * every clip file, in one turn) must not stand in its way after a clean end;
 * after a crash the leftovers still go first, before anything is listed.
 */
const rig = useCoreRig({ history: { entries: 6 } });

/** Plants a file no row references, as a deleted row leaves behind, written a minute ago. */
function plantOrphan(audioRoot: string): string {
  const orphan = join(audioRoot, 'ee', `${'e'.repeat(64)}.wav`);
  mkdirSync(join(orphan, '..'), { recursive: true });
  writeFileSync(orphan, 'RIFF not referenced');
  const minuteAgo = new Date(Date.now() - 60_000);
  utimesSync(orphan, minuteAgo, minuteAgo);
  return orphan;
}

/** Whether `file` was still there when the first sync reached each phase. */
function watchPhases(core: RigCore, file: string): Map<string, boolean> {
  const seen = new Map<string, boolean>();
  core.core.context.events.subscribe((name, payload) => {
    const { phase } = payload as { phase?: string };
    if (name === 'history.syncProgress' && phase && !seen.has(phase)) seen.set(phase, existsSync(file));
  });
  return seen;
}

/** A core that synced once and closed, then a new core on its data directory after `between`. */
async function restart(between: (cachePath: string) => void): Promise<{ core: RigCore; orphan: string }> {
  const first = await rig.startCore();
  const session = await first.session();
  await expect.poll(() => first.events.some((e) => (e.payload as { phase?: string }).phase === 'done')).toBe(true);
  await first.close();
  between(session.cache.path);
  const orphan = plantOrphan(session.audioStore.root);
  return { core: await rig.startCore({ dataDir: first.dataDir }), orphan };
}

describe('the first sync after start', () => {
  it('after a clean end, runs before the orphan collection, which follows it', async () => {
    const { core, orphan } = await restart(() => {});
    const phases = watchPhases(core, orphan);
    await core.session();
    await expect.poll(() => phases.has('done')).toBe(true);
    expect(phases.get('listing')).toBe(true);
    expect(phases.get('done')).toBe(true);
    await expect.poll(() => existsSync(orphan)).toBe(false);
  });

  it('after a crash (the cache was left open), clears the leftovers before it lists anything', async () => {
    // The marker a session keeps beside its open cache (cache/database.ts) outlives a kill -9.
    const { core, orphan } = await restart((cachePath) => writeFileSync(`${cachePath}.open`, ''));
    const phases = watchPhases(core, orphan);
    await core.session();
    await expect.poll(() => phases.has('done')).toBe(true);
    expect(phases.get('listing')).toBe(false);
  });
});
