import { fail, ok, type Result } from '../../../shared/contract';
import type { HistoryEntry } from '../../../shared/model/service';
import { normalizeForSearch } from '../../../shared/text';
import { wavDurationMs } from '../audio/wav-duration';
import type { AudioStore, CacheDatabase } from '../cache';
import { diskFaultOf } from '../fs';

/** A history row as the cache holds it. */
export interface CachedHistoryRow {
  id: string;
  script: string;
  voiceId: string | null;
  voiceName: string;
  dialectCode: string | null;
  language: string | null;
  createdAt: string;
  audioHash: string | null;
  audioBytes: number | null;
  durationMs: number | null;
}

/**
 * A new entry's sort key (the rowid, see migration 010): its millisecond times 1024, plus one more
 * than the last key of that millisecond, so entries of the same millisecond keep their arrival
 * order. An entry whose time changes moves to a new key; otherwise it keeps its own.
 */
const newSortKey = `(SELECT COALESCE(MAX(sort_key) + 1, :createdMs * 1024) FROM history_entries
    WHERE sort_key BETWEEN :createdMs * 1024 AND :createdMs * 1024 + 1023)`;

/**
 * The search text: the spoken script folded (the parameter), and for a clip made here whose written
 * text differs, a line break and that text folded (migration 013): one seek of a small table.
 */
const searchText = `:scriptSearch || COALESCE((SELECT char(10) || sawt_fold_for_search(w.text)
    FROM history_written w WHERE w.history_id = :id), '')`;

const upsertSql = `
  INSERT INTO history_entries (sort_key, id, script, script_search, voice_id, voice_name, dialect_code, language,
    created_at, created_ms, audio_hash, audio_bytes, duration_ms, synced_at)
  VALUES (${newSortKey}, :id, :script, ${searchText}, :voiceId, :voiceName, :dialectCode, :language,
    :createdAt, :createdMs, :audioHash, :audioBytes, :durationMs, :syncedAt)
  ON CONFLICT (id) DO UPDATE SET
    sort_key = CASE WHEN history_entries.created_ms = excluded.created_ms THEN history_entries.sort_key ELSE excluded.sort_key END,
    script = excluded.script, script_search = excluded.script_search,
    voice_id = COALESCE(excluded.voice_id, history_entries.voice_id),
    voice_name = excluded.voice_name, dialect_code = excluded.dialect_code, language = excluded.language,
    created_at = excluded.created_at, created_ms = excluded.created_ms,
    audio_hash = COALESCE(excluded.audio_hash, history_entries.audio_hash),
    audio_bytes = COALESCE(excluded.audio_bytes, history_entries.audio_bytes),
    duration_ms = COALESCE(excluded.duration_ms, history_entries.duration_ms),
    synced_at = excluded.synced_at`;

/** The row's parameters for an entry from the service (and its audio, when downloaded). */
export function historyRowParams(
  entry: HistoryEntry,
  audio: { hash: string; size: number; durationMs: number | null } | null,
  now = new Date(),
): Record<string, string | number | null> {
  const createdMs = Date.parse(entry.createdAt);
  return {
    id: entry.id,
    script: entry.script,
    scriptSearch: normalizeForSearch(entry.script),
    voiceId: entry.ttsVoice?.id ?? entry.ttsVoiceId ?? null,
    voiceName: entry.ttsVoice?.name ?? '',
    dialectCode: entry.ttsVoice?.dialect?.languageCode ?? null,
    language: entry.ttsVoice?.dialect?.language ?? null,
    createdAt: entry.createdAt,
    createdMs: Number.isFinite(createdMs) ? createdMs : now.getTime(),
    audioHash: audio?.hash ?? null,
    audioBytes: audio?.size ?? null,
    durationMs: audio?.durationMs ?? null,
    syncedAt: now.toISOString(),
  };
}

/** Inserts or refreshes rows in one transaction; audio columns are only ever filled, never cleared. */
export function upsertHistoryRows(cache: CacheDatabase, rows: Array<Record<string, string | number | null>>): void {
  cache.transaction(() => writeHistoryRows(cache, rows));
}

/** upsertHistoryRows inside a transaction the caller holds (a sync page writes its ledger notes in it too). */
export function writeHistoryRows(cache: CacheDatabase, rows: Array<Record<string, string | number | null>>): void {
  if (rows.length === 0) return;
  const statement = cache.db.prepare(upsertSql);
  for (const row of rows) statement.run(row);
}

/**
 * Keeps what was written for a clip made here (before read-as, with its pause markers), when it
 * reads differently from the `spoken` script the service was sent, and makes it searchable at
 * once if the clip's row is already cached (a sync can list the entry before its generation
 * records it); a row written later gets it from the upsert. Called as soon as the service has
 * made the entry, so a clip whose download then fails still has it when a sync brings the clip.
 * The text is secondary to the clip: a failure to keep it is logged, never the generation's.
 */
export function keepWrittenText(cache: CacheDatabase, historyId: string, written: string, spoken: string, now = new Date()): void {
  if (normalizeForSearch(written) === normalizeForSearch(spoken)) return;
  try {
    cache.transaction(() => {
      cache.db
        .prepare('INSERT OR REPLACE INTO history_written (history_id, text, created_at) VALUES (?, ?, ?)')
        .run(historyId, written, now.toISOString());
      cache.db
        .prepare(
          'UPDATE history_entries SET script_search = sawt_fold_for_search(script) || char(10) || sawt_fold_for_search(?) WHERE id = ?',
        )
        .run(written, historyId);
    });
  } catch (error) {
    console.warn('[studio] the written text of a new clip could not be kept:', (error as Error).message);
  }
}

/**
 * Records one entry with its audio: the file is written (atomically) first and the row second,
 * so a crash in between leaves an orphan file for start-up clean-up, never a row without audio.
 */
export async function recordHistoryEntry(
  cache: CacheDatabase,
  audioStore: AudioStore,
  entry: HistoryEntry,
  audioBytes: Uint8Array,
): Promise<Result<CachedHistoryRow>> {
  const stored = await audioStore.put(audioBytes);
  if (!stored.ok) return stored;
  try {
    upsertHistoryRows(cache, [historyRowParams(entry, { ...stored.value, durationMs: wavDurationMs(audioBytes) })]);
  } catch (error) {
    // A full disk says so by its key (`disk.SQLITE_FULL`), as every other cache write does.
    const disk = diskFaultOf(error, 'recording the clip in the history cache');
    return fail('DISK', `The generated audio was saved but the history cache could not be updated: ${disk?.message ?? String(error)}`, {
      ...(disk?.messageKey ? { messageKey: disk.messageKey } : {}),
    });
  }
  const row = getHistoryRow(cache, entry.id);
  return row ? ok(row) : fail('INTERNAL', 'The history entry vanished right after it was recorded');
}

export function getHistoryRow(cache: CacheDatabase, id: string): CachedHistoryRow | null {
  const row = cache.db
    .prepare(
      `SELECT id, script, voice_id AS voiceId, voice_name AS voiceName, dialect_code AS dialectCode, language,
        created_at AS createdAt, audio_hash AS audioHash, audio_bytes AS audioBytes, duration_ms AS durationMs
       FROM history_entries WHERE id = ?`,
    )
    .get(id) as CachedHistoryRow | undefined;
  return row ?? null;
}

/**
 * The newest entry made from exactly this script with this voice (one with audio first), or null:
 * what lets a repeated request (a lexicon's "Try it") be played from History instead of made again.
 */
export function findHistoryRowByScript(cache: CacheDatabase, script: string, voiceId: string): CachedHistoryRow | null {
  const row = cache.db
    .prepare(
      `SELECT id, script, voice_id AS voiceId, voice_name AS voiceName, dialect_code AS dialectCode, language,
        created_at AS createdAt, audio_hash AS audioHash, audio_bytes AS audioBytes, duration_ms AS durationMs
       FROM history_entries WHERE voice_id = ? AND script = ?
       ORDER BY audio_hash IS NULL, created_ms DESC LIMIT 1`,
    )
    .get(voiceId, script) as CachedHistoryRow | undefined;
  return row ?? null;
}
