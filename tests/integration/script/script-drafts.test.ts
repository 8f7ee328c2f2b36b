import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Draft, DraftList, DraftSummary } from '../../../shared/model/script';
import { dispatch } from '../../../electron/core/dispatch/dispatch';
import { InMemorySecretStore } from '../../helpers/in-memory-secret-store';
import { callCore } from '../../helpers/core-call';
import { openOnOneDataDir, useCoreRig } from '../../helpers/core-rig';

const rig = useCoreRig();
const secrets = new InMemorySecretStore();
// Every core of this file opens the same data directory, as the studio does across restarts.
const open = openOnOneDataDir(rig, secrets);
const call = callCore;

describe('drafts', () => {
  it('survive a restart of the core on the same data directory, and the last open one reopens', async () => {
    const first = await open();
    const a = await call<Draft>(first, 'drafts.create', { name: 'Welcome', text: 'مرحبا' });
    const b = await call<Draft>(first, 'drafts.create', { name: 'Ad read' });
    await call<DraftSummary>(first, 'drafts.save', {
      id: a.id,
      name: 'Welcome',
      text: 'مرحبا بكم\nWelcome to the studio',
      voiceId: 'voice-1',
      config: { speed: 1.5, expressiveness: 0.2 },
      dictionaryIds: ['d1', 'd2'],
    });
    await call<DraftSummary>(first, 'drafts.save', { id: b.id, name: 'Ad read', text: 'Buy now.' });
    await call<Draft>(first, 'drafts.get', { id: a.id });
    // No orderly shutdown of the session: every save was already committed.
    await first.close();

    const second = await open();
    try {
      const list = await call<DraftList>(second, 'drafts.list', {});
      expect(list.drafts.map((d) => d.name).sort()).toEqual(['Ad read', 'Welcome']);
      expect(list.lastOpenId).toBe(a.id);
      const reopened = await call<Draft>(second, 'drafts.get', { id: a.id });
      expect(reopened).toMatchObject({
        text: 'مرحبا بكم\nWelcome to the studio',
        voiceId: 'voice-1',
        config: { speed: 1.5, expressiveness: 0.2 },
        dictionaryIds: ['d1', 'd2'],
      });
    } finally {
      await second.close();
    }
  });

  it('saves an unknown id as a new draft, renames, lists newest first, deletes', async () => {
    const core = await open();
    try {
      const id = randomUUID();
      const saved = await call<DraftSummary>(core, 'drafts.save', { id, name: 'Fresh', text: 'Hello   world\n\nagain' });
      expect(saved).toMatchObject({ id, preview: 'Hello world again', chars: 20 });
      const renamed = await call<DraftSummary>(core, 'drafts.rename', { id, name: 'Renamed' });
      expect(renamed.name).toBe('Renamed');
      expect((await call<DraftList>(core, 'drafts.list', {})).drafts[0]!.id).toBe(id);
      const after = await call<DraftList>(core, 'drafts.delete', { id });
      expect(after.drafts.some((d) => d.id === id)).toBe(false);
      expect(after.lastOpenId).not.toBe(id);
      const missing = await dispatch(core.handlers, 'drafts.get', { id }, { transport: 'ipc' });
      expect(!missing.ok && missing.error.code).toBe('NOT_FOUND');
    } finally {
      await core.close();
    }
  });

  it('refuses an empty name and a draft past its size limit with VALIDATION naming the field', async () => {
    const core = await open();
    try {
      const empty = await dispatch(core.handlers, 'drafts.save', { id: 'x', name: '  ', text: '' }, { transport: 'ipc' });
      expect(!empty.ok && empty.error).toMatchObject({ code: 'VALIDATION', field: 'name' });
      const huge = await dispatch(core.handlers, 'drafts.save', { id: 'x', name: 'Big', text: 'a'.repeat(200_001) }, { transport: 'ipc' });
      expect(!huge.ok && huge.error).toMatchObject({ code: 'VALIDATION', field: 'text' });
    } finally {
      await core.close();
    }
  });
});
