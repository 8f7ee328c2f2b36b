import { beforeAll, describe, expect, it } from 'vitest';
import type { CacheStatus, DeleteOutcome, HistoryFacets, HistoryListPage } from '../../../shared/model/history';
import type { DialectSummary } from '../../../shared/model/voices';
import { unwrap, useCoreRig } from '../../helpers/core-rig';

const rig = useCoreRig({ history: { entries: 60 } });

beforeAll(async () => {
  unwrap(await rig.call('history.sync'));
});

const list = async (input: Record<string, unknown>) => unwrap(await rig.call<HistoryListPage>('history.list', input));

describe('searching and filtering the cache', () => {
  it.each([
    ['احمد', 'أحمد'],
    ['المدرسه', 'المدرسة'],
    ['مستشفي', 'مستشفى'],
    ['الكتاب', 'الكِتَابَ'],
    ['مرحبا', 'مـــرحبا'],
    ['الساعه 8', 'الساعة ٨'],
    ['QUICK brown', 'quick brown'],
  ])('finds "%s" in scripts spelled "%s"', async (query, spelled) => {
    const page = await list({ search: query });
    expect(page.total).toBe(10);
    expect(page.items.every((i) => i.script.includes(spelled))).toBe(true);
  });

  it('matches two-letter words and reads FTS operators as plain text', async () => {
    expect((await list({ search: 'في' })).total).toBeGreaterThan(0);
    expect((await list({ search: '"OR" NEAR(' })).total).toBe(0);
  });

  it('filters by voice, dialect and date range', async () => {
    const facets = unwrap(await rig.call<HistoryFacets>('history.facets'));
    const voice = facets.voices[0]!;
    expect((await list({ voiceName: voice.name })).total).toBe(voice.count);
    const dialect = facets.dialects[0]!;
    const byDialect = await list({ dialectCode: dialect.code });
    expect(byDialect.items.every((i) => i.dialectCode === dialect.code)).toBe(true);
    const all = await list({});
    const newest = Date.parse(all.items[0]!.createdAt);
    const range = await list({ from: newest - 9 * 60_000, to: newest });
    expect(range.total).toBe(10);
  });
});

describe('dialect names from the voice catalogue', () => {
  it('leaves rows and facets with their codes alone until the catalogue is read, then names them', async () => {
    // Nothing has read the catalogue yet: the history alone never fetches it.
    const before = await list({ limit: 20 });
    expect(before.items.some((i) => i.dialectCode !== null)).toBe(true);
    expect(before.items.every((i) => i.dialectName === null)).toBe(true);
    const facetsBefore = unwrap(await rig.call<HistoryFacets>('history.facets'));
    expect(facetsBefore.dialects.length).toBeGreaterThan(0);
    expect(facetsBefore.dialects.every((d) => d.name === null)).toBe(true);

    unwrap(await rig.call('voices.refresh'));
    const catalogue = new Map(unwrap(await rig.call<DialectSummary[]>('dialects.list')).map((d) => [d.code, d]));
    const namesOf = (code: string | null) => {
      const dialect = code === null ? undefined : catalogue.get(code);
      return dialect ? { en: dialect.name, ar: dialect.nameAr ?? dialect.name } : null;
    };
    const after = await list({ limit: 20 });
    expect(after.items.map((i) => i.id)).toEqual(before.items.map((i) => i.id));
    for (const entry of after.items) expect(entry.dialectName).toEqual(namesOf(entry.dialectCode));
    expect(after.items.some((i) => i.dialectName !== null && /[\u0600-\u06FF]/.test(i.dialectName.ar))).toBe(true);

    const facetsAfter = unwrap(await rig.call<HistoryFacets>('history.facets'));
    expect(facetsAfter.dialects).toEqual(facetsBefore.dialects.map((d) => ({ ...d, name: namesOf(d.code) })));
  });
});

describe('deleting', () => {
  it('deletes on the service, then in the cache, and reports per entry', async () => {
    const outcome = unwrap(await rig.call<DeleteOutcome>('history.delete', { ids: [rig.ids[1]!, rig.ids[2]!, '../x'] }));
    expect(outcome.deleted.sort()).toEqual([rig.ids[1]!, rig.ids[2]!].sort());
    expect(outcome.failed).toEqual([expect.objectContaining({ id: '../x', code: 'VALIDATION' })]);
    expect((await rig.sandbox.api(`/v2/tts/histories/${rig.ids[1]}`)).status).toBe(404);
    expect((await list({})).items.map((i) => i.id)).not.toContain(rig.ids[1]);
  });

  it('is refused while the service is unreachable, and nothing is removed', async () => {
    rig.sandbox.faults.set({ rules: [{ kind: 'drop' }] });
    const before = (await list({})).total;
    const result = await rig.call<DeleteOutcome>('history.delete', { ids: [rig.ids[3]!] });
    rig.sandbox.faults.reset();
    expect(result.ok ? 'ok' : result.error.code).toBe('OFFLINE');
    expect((await list({})).total).toBe(before);
    // Browsing and search still answer from the cache meanwhile.
    expect((await list({ search: 'احمد' })).total).toBeGreaterThan(0);
  });
});

describe('cache management', () => {
  it('reports sizes, evicts beyond a limit keeping the rows, and refetches a clip on play', async () => {
    const status = unwrap(await rig.call<CacheStatus>('history.cacheStatus'));
    expect(status.entries).toBeGreaterThan(50);
    expect(status.audioBytes).toBeGreaterThan(0);
    const limited = unwrap(await rig.call<CacheStatus>('history.setCacheLimit', { bytes: Math.floor(status.audioBytes / 2) }));
    expect(limited.audioBytes).toBeLessThanOrEqual(status.audioBytes / 2);
    expect(limited.entries).toBe(status.entries);
    const page = await list({ order: 'oldest', limit: 1 });
    expect(page.items[0]!.audioCached).toBe(false);
    const played = await rig.core.audio.resolve('history', page.items[0]!.id);
    expect(played.ok).toBe(true);
    unwrap(await rig.call('history.setCacheLimit', { bytes: null }));
  });

  it('clears rows and files', async () => {
    const cleared = unwrap(await rig.call<CacheStatus>('history.clearCache'));
    expect(cleared).toMatchObject({ entries: 0, audioBytes: 0 });
    expect((await list({})).total).toBe(0);
  });
});
