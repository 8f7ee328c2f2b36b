import { beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/core';
import { useCoreRig } from '../../helpers/core-rig';
import type { EventName } from '../../../shared/contract';
import type { VoiceCard } from '../../../shared/model/voices';
import type { CallContext } from '../../../electron/core/dispatch/dispatch';
import { rawRequest } from '../../helpers/raw-http';

const rig = useCoreRig({ web: {} });
const ctx: CallContext = { transport: 'web' };
const seen: Array<{ name: EventName; payload: unknown }> = [];

async function call<T>(result: Promise<{ ok: true; value: T } | { ok: false; error: { code: string; message: string } }>): Promise<T> {
  const r = await result;
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

function nextEvent(name: EventName): Promise<unknown> {
  return new Promise((resolve) => {
    const stop = rig.core.events.subscribe((n, payload) => {
      if (n !== name) return;
      stop();
      resolve(payload);
    });
  });
}

const list = (input: Parameters<Core['handlers']['voices.list']>[0] = {}) => call(rig.core.handlers['voices.list'](input, ctx));

beforeAll(async () => {
  rig.core.events.subscribe((name, payload) => seen.push({ name, payload }));
});

let voices: VoiceCard[] = [];
const byName = (name: string) => voices.find((v) => v.name === name)!;

describe('the voice catalogue cache', () => {
  it('answers at once from an empty cache, then fills it in the background and says so', async () => {
    const changed = nextEvent('voices.changed');
    const first = await list();
    expect(first).toMatchObject({ voices: [], total: 0, refreshedAt: null, stale: true });
    expect(await changed).toMatchObject({ reason: 'refresh' });
    const second = await list();
    expect(second.total).toBe(55);
    expect(second.stale).toBe(false);
    voices = second.voices;
  });

  it('lists dialects with Arabic and English names and voice counts', async () => {
    const dialects = await call(rig.core.handlers['dialects.list']({}, ctx));
    expect(dialects).toHaveLength(15);
    const egyptian = dialects.find((d) => d.code === 'egy')!;
    expect(egyptian).toMatchObject({ name: 'Egyptian', nameAr: 'مصرية', language: 'ar', defaultVoiceId: null });
    expect(egyptian.voiceCount).toBe(voices.filter((v) => v.dialectCode === 'egy').length);
    expect(dialects.reduce((sum, d) => sum + d.voiceCount, 0)).toBe(55);
  });

  it('filters by dialect, language, tags and favourites, and searches across Arabic spelling variants', async () => {
    const egy = await list({ dialectCode: 'egy' });
    expect(egy.voices.every((v) => v.dialectCode === 'egy')).toBe(true);
    const en = await list({ language: 'en' });
    expect(en.voices.length).toBeGreaterThan(0);
    expect(en.voices.every((v) => v.language === 'en')).toBe(true);
    const femaleNarrators = await list({ tags: ['female', 'narrator'] });
    expect(femaleNarrators.voices.every((v) => v.tags.includes('female') && v.tags.includes('narrator'))).toBe(true);
    const favourites = await list({ favouritesOnly: true });
    expect(favourites.voices.length).toBeGreaterThan(0);
    expect(favourites.voices.every((v) => v.isFavourite)).toBe(true);
    const hamza = voices.find((v) => /[أإآ]/u.test(v.name));
    if (hamza) {
      const plain = hamza.name.replace(/[أإآ]/gu, 'ا');
      expect((await list({ search: plain })).voices.map((v) => v.id)).toContain(hamza.id);
    }
  });

  it('marks the service default voice', async () => {
    const serviceDefault = await call(rig.core.handlers['voices.getServiceDefault']({}, ctx));
    expect(serviceDefault?.isServiceDefault).toBe(true);
    expect(voices.filter((v) => v.isServiceDefault)).toHaveLength(1);
  });

  it('sorts by name, newest and most used', async () => {
    const newest = (await list({ sort: 'newest' })).voices;
    expect(newest.map((v) => v.createdAt)).toEqual([...newest.map((v) => v.createdAt)].sort().reverse());
    const used = (await list({ sort: 'mostUsed' })).voices;
    // The sandbox sends counts by default; with flags only, "used" weighs as one.
    const agents = (v: (typeof voices)[number]) => v.usedInVoiceAgents?.count ?? (v.usedInVoiceAgents?.used ? 1 : 0);
    expect(agents(used[0]!)).toBe(Math.max(...voices.map(agents)));
  });
});

describe('favourites', () => {
  it('favourites a catalogue voice on the service and in the cache', async () => {
    const target = voices.find((v) => !v.isFavourite && v.name !== 'Partner Agency — Reem')!;
    const updated = await call(rig.core.handlers['voices.setFavourite']({ voiceId: target.id, isFavourite: true }, ctx));
    expect(updated.isFavourite).toBe(true);
    expect((await call(rig.core.handlers['voices.get']({ voiceId: target.id }, ctx))).isFavourite).toBe(true);
    await call(rig.core.handlers['voices.setFavourite']({ voiceId: target.id, isFavourite: false }, ctx));
    expect((await call(rig.core.handlers['voices.get']({ voiceId: target.id }, ctx))).isFavourite).toBe(false);
  });

  it('refuses a shared voice with FORBIDDEN and keeps the old flag in the cache', async () => {
    const shared = byName('Partner Agency — Reem');
    const result = await rig.core.handlers['voices.setFavourite']({ voiceId: shared.id, isFavourite: true }, ctx);
    expect(!result.ok && result.error.code).toBe('FORBIDDEN');
    expect((await call(rig.core.handlers['voices.get']({ voiceId: shared.id }, ctx))).isFavourite).toBe(false);
  });
});

describe('per-dialect default voice', () => {
  it('keeps the chosen voice per dialect locally, and clears it', async () => {
    const voice = voices.find((v) => v.dialectCode === 'syr')!;
    const set = await call(rig.core.handlers['voices.setDialectDefault']({ dialectCode: 'syr', voiceId: voice.id }, ctx));
    expect(set.defaultVoiceId).toBe(voice.id);
    const dialects = await call(rig.core.handlers['dialects.list']({}, ctx));
    expect(dialects.find((d) => d.code === 'syr')?.defaultVoiceId).toBe(voice.id);
    await call(rig.core.handlers['voices.setDialectDefault']({ dialectCode: 'syr', voiceId: null }, ctx));
    expect((await call(rig.core.handlers['dialects.list']({}, ctx))).find((d) => d.code === 'syr')?.defaultVoiceId).toBeNull();
  });

  it('refuses a voice of another dialect', async () => {
    const voice = voices.find((v) => v.dialectCode === 'egy')!;
    const result = await rig.core.handlers['voices.setDialectDefault']({ dialectCode: 'syr', voiceId: voice.id }, ctx);
    expect(!result.ok && result.error.code).toBe('VALIDATION');
  });
});

describe('deleting voices', () => {
  it('refuses a catalogue voice with a clear FORBIDDEN and keeps it', async () => {
    const catalogueVoice = voices.find((v) => v.name === 'Emma')!;
    const result = await rig.core.handlers['voices.delete']({ voiceId: catalogueVoice.id }, ctx);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/may not delete this voice/) });
    expect((await rig.core.handlers['voices.get']({ voiceId: catalogueVoice.id }, ctx)).ok).toBe(true);
  });

  it("deletes the project's own voice from the service and the cache, and clears its dialect default", async () => {
    const own = byName('Brand Voice — Cairo');
    await call(rig.core.handlers['voices.setDialectDefault']({ dialectCode: 'egy', voiceId: own.id }, ctx));
    const changed = nextEvent('voices.changed');
    await call(rig.core.handlers['voices.delete']({ voiceId: own.id }, ctx));
    expect(await changed).toMatchObject({ reason: 'delete' });
    expect((await rig.core.handlers['voices.get']({ voiceId: own.id }, ctx)).ok).toBe(false);
    expect((await call(rig.core.handlers['dialects.list']({}, ctx))).find((d) => d.code === 'egy')?.defaultVoiceId).toBeNull();
    const refreshed = await call(rig.core.handlers['voices.refresh']({}, ctx));
    expect(refreshed.voiceCount).toBe(54);
  });
});

describe('voice samples and images', () => {
  it('downloads a sample on first use and serves it with Range', async () => {
    const voice = voices.find((v) => v.name === 'Emma')!;
    expect(voice.sampleUrl).toBe(`/api/audio/voice-sample/${voice.id}`);
    const headers = { authorization: `Bearer ${rig.server.token}` };
    const whole = await rawRequest({ host: rig.server.host, port: rig.server.port, path: voice.sampleUrl!, headers });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toMatch(/^audio\//);
    const part = await rawRequest({
      host: rig.server.host,
      port: rig.server.port,
      path: voice.sampleUrl!,
      headers: { ...headers, range: 'bytes=0-11' },
    });
    expect(part.status).toBe(206);
    expect(part.body.startsWith('RIFF')).toBe(true);
    const image = await rawRequest({ host: rig.server.host, port: rig.server.port, path: voice.imageUrl!, headers });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
  });

  it('still lists, and serves cached samples, when the service is unreachable', async () => {
    const voice = voices.find((v) => v.name === 'Emma')!;
    const uncached = voices.find((v) => v.name === 'James')!;
    rig.sandbox.faults.set({ rules: [{ kind: 'drop' }] });
    try {
      const failed = nextEvent('voices.refreshFailed');
      const offline = await list({ refresh: true });
      expect(offline.total).toBe(54);
      expect(await failed).toMatchObject({ error: { code: expect.stringMatching(/NETWORK|TIMEOUT/) } });
      expect((await call(rig.core.handlers['dialects.list']({}, ctx))).length).toBe(15);
      const headers = { authorization: `Bearer ${rig.server.token}` };
      const cached = await rawRequest({
        host: rig.server.host,
        port: rig.server.port,
        path: voice.sampleUrl!,
        headers: { ...headers, range: 'bytes=0-3' },
      });
      expect(cached.status).toBe(206);
      const missing = await rawRequest({ host: rig.server.host, port: rig.server.port, path: uncached.sampleUrl!, headers });
      expect(missing.status).toBe(503);
    } finally {
      rig.sandbox.faults.reset();
    }
  }, 60_000);
});
