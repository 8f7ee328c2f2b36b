import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../electron/core/core';
import { getHistoryRow, recordHistoryEntry } from '../../electron/core/history';
import { startTestSandbox, type TestSandbox } from '../../electron/sandbox/test-support';
import { InMemorySecretStore } from '../../electron/core/secrets';
import { existingSandbox } from '../../electron/core/session';
import { startWebServer, type WebServer } from '../../electron/web/server';
import { rawRequest } from '../helpers/raw-http';
import { mediaPath } from '../../shared/contract';

let dir: string;
let sandbox: TestSandbox;
let core: Core;
let server: WebServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sawt-session-'));
  sandbox = await startTestSandbox();
  core = await createCore({ dataDir: dir, version: 'test', secrets: new InMemorySecretStore(), sandbox: existingSandbox(sandbox) });
  server = await startWebServer({ handlers: core.handlers, events: core.events, audio: core.audio, rendererDir: dir });
});

afterAll(async () => {
  await server.close();
  await core.close();
  await sandbox.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('the active profile session', () => {
  it('starts on the sandbox on first run and reaches it with the demo key', async () => {
    const session = await core.context.sessions.current();
    if (!session.ok) throw new Error(session.error.message);
    expect(session.value.accountKind).toBe('sandbox');
    const dialects = await session.value.client.listDialects();
    expect(dialects.ok && dialects.value.length).toBe(15);
    expect(await session.value.projectId()).toEqual({ ok: true, value: sandbox.projectId });
  });

  it('shares one session between concurrent callers', async () => {
    const [a, b] = await Promise.all([core.context.sessions.current(), core.context.sessions.current()]);
    expect(a.ok && b.ok && a.value === b.value).toBe(true);
  });

  it('generates, caches the audio file before the row, and serves it by id with Range', async () => {
    const session = await core.context.sessions.current();
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
      host: server.host,
      port: server.port,
      path: mediaPath('history', generated.value.entry.id),
      headers: { authorization: `Bearer ${server.token}`, range: 'bytes=0-11' },
    });
    expect(part.status).toBe(206);
    expect(part.body.startsWith('RIFF')).toBe(true);
  });

  it('opens a fresh session after reset, on the same cache file', async () => {
    const before = await core.context.sessions.current();
    await core.context.sessions.reset();
    const after = await core.context.sessions.current();
    expect(before.ok && after.ok && before.value !== after.value).toBe(true);
    if (after.ok) expect(after.value.cache.appliedVersions()).toContain(2);
  });
});
