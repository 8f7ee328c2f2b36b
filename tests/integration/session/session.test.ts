import { describe, expect, it } from 'vitest';
import { useCoreRig } from '../../helpers/core-rig';
import { getHistoryRow, recordHistoryEntry } from '../../../electron/core/history';
import { rawRequest } from '../../helpers/raw-http';
import { mediaPath } from '../../../shared/contract';

const rig = useCoreRig({ web: {} });

describe('the active profile session', () => {
  it('starts on the sandbox on first run and reaches it with the demo key', async () => {
    const session = await rig.core.context.sessions.current();
    if (!session.ok) throw new Error(session.error.message);
    expect(session.value.accountKind).toBe('sandbox');
    const dialects = await session.value.client.listDialects();
    expect(dialects.ok && dialects.value.length).toBe(15);
    expect(await session.value.projectId()).toEqual({ ok: true, value: rig.sandbox.projectId });
  });

  it('shares one session between concurrent callers', async () => {
    const [a, b] = await Promise.all([rig.core.context.sessions.current(), rig.core.context.sessions.current()]);
    expect(a.ok && b.ok && a.value === b.value).toBe(true);
  });

  it('generates, caches the audio file before the row, and serves it by id with Range', async () => {
    const session = await rig.core.context.sessions.current();
    if (!session.ok) throw new Error(session.error.message);
    const { client, cache, audioStore } = session.value;
    const voices = await client.listVoices({ page: 1, perPage: 5 });
    if (!voices.ok) throw new Error(voices.error.message);
    const voice = voices.value.voices[0]!;
    const generated = await client.generate({ voiceId: voice.id, script: 'مرحبا بكم في استوديو صوت', voiceName: voice.name });
    if (!generated.ok) throw new Error(generated.error.message);
    const audio = await client.downloadAudio(generated.value.entry);
    if (!audio.ok) throw new Error(audio.error.message);
    const recorded = await recordHistoryEntry(cache, audioStore, generated.value.entry, audio.value.bytes);
    if (!recorded.ok) throw new Error(recorded.error.message);
    expect(recorded.value.durationMs).toBeGreaterThan(200);
    expect(audioStore.pathOf(recorded.value.audioHash!)).not.toBeNull();
    expect(getHistoryRow(cache, generated.value.entry.id)?.voiceName).toBe(voice.name);

    const part = await rawRequest({
      host: rig.server.host,
      port: rig.server.port,
      path: mediaPath('history', generated.value.entry.id),
      headers: { authorization: `Bearer ${rig.server.token}`, range: 'bytes=0-11' },
    });
    expect(part.status).toBe(206);
    expect(part.body.startsWith('RIFF')).toBe(true);
  });

  it('opens a fresh session after reset, on the same cache file', async () => {
    const before = await rig.core.context.sessions.current();
    await rig.core.context.sessions.reset();
    const after = await rig.core.context.sessions.current();
    expect(before.ok && after.ok && before.value !== after.value).toBe(true);
    if (after.ok) expect(after.value.cache.appliedVersions()).toContain(2);
  });
});
