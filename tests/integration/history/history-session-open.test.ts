import { mkdirSync, writeFileSync, existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { unwrap, useCoreRig } from '../../helpers/core-rig';

/** Start-of-session work runs when the session opens; reads stay reads; syncs do not list every file. */
const rig = useCoreRig({ history: { entries: 6 } });
const phases: string[] = [];

beforeAll(() => {
  rig.core.context.events.subscribe((name, payload) => {
    if (name === 'history.syncProgress') phases.push((payload as { phase: string }).phase);
  });
});

const until = (check: () => boolean) => expect.poll(check).toBe(true);

describe('the history when a session opens', () => {
  it('syncs once when the session opens, and listing never starts a sync', async () => {
    await rig.session();
    await until(() => phases.includes('done'));
    expect(unwrap(await rig.call<{ items: unknown[] }>('history.list', {})).items).toHaveLength(6);
    const before = phases.length;
    for (let i = 0; i < 3; i++) unwrap(await rig.call('history.list', { search: 'رقم' }));
    // A sync announces its 'listing' phase the moment it starts, so one a read had started shows here.
    expect(phases.slice(before)).toEqual([]);
  });

  it('collects orphan files when a session opens, not on every sync', async () => {
    const session = await rig.session();
    const orphan = join(session.audioStore.root, 'ff', `${'f'.repeat(64)}.wav`);
    mkdirSync(join(orphan, '..'), { recursive: true });
    writeFileSync(orphan, 'RIFF not referenced');
    // Left by an earlier session (routine collection takes only files older than the session).
    utimesSync(orphan, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    unwrap(await rig.call('history.sync', {}));
    expect(existsSync(orphan)).toBe(true);
    const syncs = phases.filter((p) => p === 'done').length;
    await rig.core.context.sessions.reset();
    await rig.session();
    await until(() => !existsSync(orphan));
    // The new session's first sync finishes before the rig closes.
    await until(() => phases.filter((p) => p === 'done').length > syncs);
  });
});
