import { beforeAll, describe, expect, it } from 'vitest';
import type { HistoryListPage, SyncProgress, SyncSummary } from '../../../shared/model/history';
import type { ProfileSession } from '../../../electron/core/session';
import { unwrap, useCoreRig } from '../../helpers/core-rig';

const rig = useCoreRig({ history: { entries: 250 } });
const progress: SyncProgress[] = [];

beforeAll(() => {
  rig.core.events.subscribe((name, payload) => {
    if (name === 'history.syncProgress') progress.push(payload as SyncProgress);
  });
});

async function listAll(input: Record<string, unknown> = {}): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = unwrap(await rig.call<HistoryListPage>('history.list', { ...input, ...(cursor ? { cursor } : {}) }));
    ids.push(...page.items.map((i) => i.id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return ids;
}

function rowsPointingAtMissingFiles(session: ProfileSession): number {
  const rows = session.cache.db.prepare('SELECT audio_hash AS hash FROM history_entries WHERE audio_hash IS NOT NULL').all() as Array<{
    hash: string;
  }>;
  return rows.filter((r) => session.audioStore.pathOf(r.hash) === null).length;
}

describe('history sync into the cache', () => {
  it('fetches every page in order, downloads every clip and reports progress', async () => {
    const summary = unwrap(await rig.call<SyncSummary>('history.sync'));
    expect(summary).toMatchObject({ added: 250, removed: 0, downloaded: 250, downloadFailures: 0, fullListing: true });
    expect(rig.sandbox.requests.count('historyList')).toBe(3);
    expect(progress.some((p) => p.phase === 'downloading' && p.done === 250 && p.total === 250)).toBe(true);
    expect(progress.at(-1)?.phase).toBe('done');
    const session = await rig.session();
    expect(rowsPointingAtMissingFiles(session)).toBe(0);
  });

  it('pages the cache newest first with keyset cursors, every entry exactly once', async () => {
    const ids = await listAll();
    expect(ids).toEqual(rig.ids);
    const oldest = await listAll({ order: 'oldest' });
    expect(oldest).toEqual([...rig.ids].reverse());
  });

  it('stops paging at the first all-known page on a later run', async () => {
    const before = rig.sandbox.requests.count('historyList');
    const summary = unwrap(await rig.call<SyncSummary>('history.sync'));
    expect(summary).toMatchObject({ added: 0, downloaded: 0, fullListing: false });
    expect(rig.sandbox.requests.count('historyList') - before).toBe(1);
  });

  it('adds new entries and reconciles entries deleted on the service', async () => {
    const gone = [rig.ids[10]!, rig.ids[200]!];
    for (const id of gone) expect((await rig.sandbox.api(`/v2/tts/histories/${id}`, { method: 'DELETE' })).status).toBe(200);
    const voices = await rig.sandbox.api('/v2/tts/voices?page=1&perPage=1');
    const voiceId = voices.body.data.voices[0].id as string;
    const created = await rig.sandbox.api('/v2/tts/histories', {
      method: 'POST',
      body: { ttsVoiceId: voiceId, script: 'نص جديد بعد المزامنة', apiKey: rig.sandbox.apiKeyId },
    });
    expect(created.status).toBeLessThan(300);

    const summary = unwrap(await rig.call<SyncSummary>('history.sync'));
    expect(summary).toMatchObject({ added: 1, removed: 2, downloaded: 1, fullListing: true });
    const ids = await listAll();
    expect(ids).toHaveLength(249);
    for (const id of gone) expect(ids).not.toContain(id);
    // The deleted entries' files went with them.
    const session = await rig.session();
    expect(session.audioStore.collectOrphans(() => true)).toBe(0);
  });

  it('runs one sync at a time: requests made while one runs share one sync after it', async () => {
    const before = progress.length;
    const [, b, c] = await Promise.all([1, 2, 3].map(() => rig.call<SyncSummary>('history.sync')));
    expect(b).toEqual(c);
    expect(progress.slice(before).filter((p) => p.phase === 'listing' && p.done === 0)).toHaveLength(2);
  });

  it('stops when cancelled, leaving no row that points at a missing file', async () => {
    const session = await rig.session();
    session.cache.db.exec('UPDATE history_entries SET audio_hash = NULL, audio_bytes = NULL');
    rig.sandbox.faults.set({ latencyMs: 30 });
    const running = rig.call<SyncSummary>('history.sync');
    // Cancelled mid-download: at least one clip is in, and more are still to come.
    await expect.poll(() => progress.some((p) => p.phase === 'downloading' && p.done > 0)).toBe(true);
    unwrap(await rig.call('history.cancelSync'));
    const result = await running;
    rig.sandbox.faults.reset();
    expect(result.ok ? 'ok' : result.error.code).toBe('CANCELLED');
    expect(progress.at(-1)?.phase).toBe('cancelled');
    expect(rowsPointingAtMissingFiles(session)).toBe(0);
    // The next sync picks up where this one stopped.
    const resumed = unwrap(await rig.call<SyncSummary>('history.sync'));
    expect(resumed.downloaded).toBeGreaterThan(0);
    const left = session.cache.db.prepare('SELECT COUNT(*) AS n FROM history_entries WHERE audio_hash IS NULL').get() as { n: number };
    expect(left.n).toBe(0);
  });
});
