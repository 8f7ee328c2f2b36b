import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openCacheDatabase, type CacheDatabase } from '../../../electron/core/cache';
import { historyRowParams, upsertHistoryRows } from '../../../electron/core/history';
import { SyncLedger } from '../../../electron/core/history/sync/sync-ledger';
import { listServiceHistory, reconcileDeletions } from '../../../electron/core/history/sync/sync-listing';
import { ServiceClient } from '../../../electron/core/service/client';
import { readVoices } from '../../../electron/core/voices/catalogue-store';
import { refreshCatalogue } from '../../../electron/core/voices/catalogue-refresh';
import { v2Success } from '../../fixtures/spec/envelopes';
import { dialect, historyEntry, ttsVoice } from '../../fixtures/spec/resources';
import { startFixtureServer, type FixtureServer } from '../../helpers/fixture-server';

/**
 * What the studio does with list items the client could not read: the catalogue and the history
 * keep the rest and say how many were left out, and an unreadable history entry already in the
 * cache is never taken for one deleted on the service.
 */

let server: FixtureServer;
let client: ServiceClient;
let cache: CacheDatabase;
let dir: string;

beforeAll(async () => {
  server = await startFixtureServer();
  client = new ServiceClient({ baseUrl: server.url, getApiKey: () => 'k', getProjectId: () => 'p-1', retry: { maxAttempts: 1 } });
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
  cache.close();
  rmSync(dir, { recursive: true, force: true });
});

function freshCache(): CacheDatabase {
  dir = mkdtempSync(join(tmpdir(), 'sawt-unreadable-'));
  const opened = openCacheDatabase(join(dir, 'cache.db'));
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value.database;
}

describe('unreadable list items in the studio', () => {
  it('the voice catalogue keeps the readable voices and counts the others', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    cache = freshCache();
    server.serve({
      'GET /v2/tts/dialects': { body: v2Success([dialect]) },
      'GET /v2/tts/voices': {
        body: v2Success({ voices: [ttsVoice, { id: 'no-name' }, { ...ttsVoice, id: 'v-2', usedInJobs: 4 }], totalCount: 3 }),
      },
      'GET /v2/tts/voices/default/current': { body: v2Success(ttsVoice) },
    });
    const refreshed = await refreshCatalogue(client, cache);
    expect(refreshed).toMatchObject({ ok: true, value: { voiceCount: 2, dropped: 1 } });
    expect(
      readVoices(cache)
        .map((v) => v.id)
        .sort(),
    ).toEqual([ttsVoice.id, 'v-2'].sort());
  });

  it('the history sync counts unreadable entries and does not delete them from the cache', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    cache = freshCache();
    const cachedEarlier = { ...historyEntry, id: 'h-cached' };
    upsertHistoryRows(cache, [historyRowParams(cachedEarlier, null)]);
    server.serve({
      // The service still lists h-cached, but in a form the client cannot read (no audio).
      'GET /v2/tts/histories': {
        body: v2Success({ ttsHistories: [historyEntry, { ...cachedEarlier, audio: undefined }], totalPages: 1, page: 1, totalCount: 2 }),
      },
      'GET /v2/tts/histories/h-cached': { body: v2Success({ ...cachedEarlier, audio: undefined }) },
    });
    const signal = new AbortController().signal;
    const ledger = SyncLedger.open(cache);
    const listing = await listServiceHistory(client, cache, ledger, { signal, onPage: () => undefined, onRowsWritten: () => undefined });
    if (!listing.ok) throw new Error(listing.error.message);
    expect(listing.value).toMatchObject({ added: 1, dropped: 1, fullListing: true });
    const removed = await reconcileDeletions(client, cache, ledger, listing.value, signal);
    expect(removed).toEqual({ ok: true, value: 0 });
    const ids = (cache.db.prepare('SELECT id FROM history_entries ORDER BY id').all() as Array<{ id: string }>).map((r) => r.id);
    expect(ids).toEqual([historyEntry.id, 'h-cached'].sort());
  });
});
