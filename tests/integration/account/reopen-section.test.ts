import { describe, expect, it } from 'vitest';
import type { AccountSettings } from '../../../shared/model/account';
import { unwrap, useCoreRig } from '../../helpers/core-rig';

// Where the studio reopens (issue 30 item 2) is kept by the core, in the profile's settings: web
// mode's address — and with it the page's own storage — is new at each start. A page of this run
// is told where the studio was when it last closed; the moves of this run are where the next one reopens.
const rig = useCoreRig();

describe('the section the studio reopens on', () => {
  it('is the one saved by the run before; a move of this run is for the next', async () => {
    const first = await rig.startCore();
    const reopen = async (core: typeof first) => unwrap(await core.call<AccountSettings>('settings.get')).preferences.reopenSection;
    expect(await reopen(first)).toBeNull();
    unwrap(await first.call('settings.update', { preferences: { lastSection: 'projects' } }));
    // Another page of the same run starts where pages of this run start.
    expect(await reopen(first)).toBeNull();
    await first.close();

    const second = await rig.startCore({ dataDir: first.dataDir });
    expect(await reopen(second)).toBe('projects');
    unwrap(await second.call('settings.update', { preferences: { lastSection: 'history' } }));
    expect(await reopen(second)).toBe('projects');
    await second.close();
    expect(await reopen(await rig.startCore({ dataDir: first.dataDir }))).toBe('history');
  });

  it('refuses what cannot be a section name', async () => {
    const core = await rig.startCore();
    const refused = await core.call('settings.update', { preferences: { lastSection: '../Settings' } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
  });
});
