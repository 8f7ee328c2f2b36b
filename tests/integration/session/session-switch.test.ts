import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ProfileSummary } from '../../../shared/model/account';
import { dispatch } from '../../../electron/core/dispatch/dispatch';
import type { GenerationStage } from '../../../shared/model/script';
import type { ProfileSession } from '../../../electron/core/session';
import { unwrap, useCoreRig } from '../../helpers/core-rig';
import { speak } from '../../helpers/speech-road';

// Switching profile while work runs (issue 14 item 7), and start-of-session work in the session's
// open hook (issue 19 item 4): a real core, a real SQLite cache, real HTTP to the sandbox.
const rig = useCoreRig();

describe('switching profile during work', () => {
  it('lets a running generation finish on the session it started in, with no "database is not open"', async () => {
    const sessions = rig.core.context.sessions;
    const session = unwrap(await sessions.use(async (s) => ({ ok: true as const, value: s })));
    const voices = unwrap(await session.client.listVoices());
    const voiceId = voices.voices[0]!.id;
    rig.sandbox.faults.set({ latencyMs: 700 });
    try {
      // On the generation road every generation takes (a project's queue, a preview).
      const stages: GenerationStage[] = [];
      const generating = speak(rig, { script: 'مرحبا بكم في استوديو صوت', voiceId }, { stages });
      await expect.poll(() => stages.length).toBeGreaterThan(0);
      const other = unwrap(
        await rig.call<ProfileSummary>('profiles.create', { name: `Other ${randomUUID().slice(0, 6)}`, account: { kind: 'sandbox' } }),
      );
      unwrap(await rig.call('profiles.switch', { id: other.id }));
      const result = await generating;
      expect(JSON.stringify(result)).not.toMatch(/not open|INTERNAL/);
      expect(result.ok).toBe(true);
      // The old session's database closed once its last user was done.
      expect(session.cache.db.isOpen).toBe(false);
    } finally {
      rig.sandbox.faults.reset();
    }
  });
});

describe("the session's open hook", () => {
  it('runs once per opened session, in the background, and is told when the session is replaced', async () => {
    const sessions = rig.core.context.sessions;
    const seen: Array<{ session: ProfileSession; retired: AbortSignal }> = [];
    sessions.onOpen((session, retired) => {
      seen.push({ session, retired });
    });
    await sessions.reset();
    unwrap(await rig.call('voices.list', {}));
    unwrap(await rig.call('dialects.list', {}));
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]!.retired.aborted).toBe(false);
    await sessions.reset();
    expect(seen[0]!.retired.aborted).toBe(true);
    unwrap(await rig.call('dialects.list', {}));
    await expect.poll(() => seen.length).toBe(2);
    expect(seen[1]!.session).not.toBe(seen[0]!.session);
  });
});

describe('paths stay inside', () => {
  it('refuses an export folder named by the page over IPC: the folder comes from the system dialog', async () => {
    const chosen: string[] = [];
    const desktop = {
      startDrag: () => undefined,
      chooseDirectory: async () => {
        chosen.push('dialog');
        return null;
      },
      chooseSaveFile: async () => null,
    };
    const named = await dispatch(
      rig.core.handlers,
      'audioExport.exportToFolder',
      { ids: ['x'], directory: '/tmp/anywhere', template: '{date}-{voice}' },
      { transport: 'ipc', desktop },
    );
    expect(named).toMatchObject({ ok: false, error: { code: 'VALIDATION', field: 'directory' } });
    expect(chosen).toEqual([]);
    const viaDialog = await dispatch(
      rig.core.handlers,
      'audioExport.exportToFolder',
      { ids: ['x'], template: '{date}-{voice}' },
      { transport: 'ipc', desktop },
    );
    expect(viaDialog).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    expect(chosen).toEqual(['dialog']);
  });
});
