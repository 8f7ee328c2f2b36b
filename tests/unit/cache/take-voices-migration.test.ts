import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openCacheDatabase } from '../../../electron/core/cache';
import { migrations } from '../../../electron/core/cache/migrations';
import type { HistoryEntry } from '../../../shared/model/service';
import { historyRowParams } from '../../../electron/core/history';
import { insertLegacyHistoryRows } from '../../helpers/history-legacy';

// Migration 012 on a real SQLite file made by 1–11: a take kept before it learns its voice from its
// history entry, and a take whose entry the cache lacks keeps an unknown voice (null).
const dir = mkdtempSync(join(tmpdir(), 'sawt-take-voices-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 012 (the voice of a take)', () => {
  it('fills the voice of earlier takes from the history the cache has', () => {
    const path = join(dir, 'cache.db');
    const older = openCacheDatabase(
      path,
      migrations.filter((m) => m.version < 12),
    );
    if (!older.ok) throw new Error(older.error.message);
    const cache = older.value.database;
    const entry: HistoryEntry = {
      id: 'entry-1',
      audio: '',
      script: 'Hello.',
      createdAt: new Date(0).toISOString(),
      ttsVoiceId: 'voice-a',
      ttsVoice: { name: 'A' },
    };
    // The upsert of today's schema names tables a cache of version 11 does not have yet.
    insertLegacyHistoryRows(cache, [historyRowParams(entry, null)]);
    const insert = cache.db.prepare(
      "INSERT INTO script_takes (history_id, draft_id, part_index, text, created_at) VALUES (?, 'draft-1', 0, 'Hello.', '')",
    );
    insert.run('entry-1');
    insert.run('entry-gone');
    cache.close();

    const migrated = openCacheDatabase(path);
    if (!migrated.ok) throw new Error(migrated.error.message);
    const rows = migrated.value.database.db
      .prepare('SELECT history_id AS id, voice_id AS voiceId FROM script_takes ORDER BY history_id')
      .all();
    expect(rows).toEqual([
      { id: 'entry-1', voiceId: 'voice-a' },
      { id: 'entry-gone', voiceId: null },
    ]);
    migrated.value.database.close();
  });
});
