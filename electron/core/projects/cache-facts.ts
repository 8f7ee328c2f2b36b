import type { CacheDatabase } from '../cache';
import type { ClipFacts, ClipFactsOf } from './project-reads';
import type { WorkScope } from './work-scope';
import type { WorkDatabase } from './work-database';

/**
 * What projects read from the profile's cache, always as a bonus: a take's length and voice name
 * (History's rows), a voice's dialect and language (the catalogue). Without the cache a project is
 * still read and edited; these facts are then simply absent.
 */

export function clipFactsFrom(cache: CacheDatabase): ClipFactsOf {
  return (historyIds) => {
    if (historyIds.length === 0) return new Map();
    const rows = cache.db
      .prepare(
        `SELECT h.id, h.duration_ms AS durationMs, h.voice_name AS voiceName FROM json_each(?) j JOIN history_entries h ON h.id = j.value`,
      )
      .all(JSON.stringify(historyIds)) as unknown as Array<ClipFacts & { id: string }>;
    return new Map(rows.map(({ id, ...facts }) => [id, { durationMs: facts.durationMs, voiceName: facts.voiceName || null }]));
  };
}

/** Runs a read with History's facts when the cache is there, and without them when it is not. */
export async function withClipFacts<T>(scope: WorkScope, read: (factsOf: ClipFactsOf) => T): Promise<T> {
  const withFacts = await scope.withCache((session) => read(clipFactsFrom(session.cache)));
  return withFacts.ok ? withFacts.value : read(() => new Map());
}

export interface CatalogueVoice {
  id: string;
  dialectCode: string | null;
  language: string | null;
}

export function catalogueVoices(cache: CacheDatabase, voiceIds: readonly string[]): Map<string, CatalogueVoice> {
  if (voiceIds.length === 0) return new Map();
  const rows = cache.db
    .prepare('SELECT v.id, v.dialect_code AS dialectCode, v.language FROM json_each(?) j JOIN catalogue_voices v ON v.id = j.value')
    .all(JSON.stringify(voiceIds)) as unknown as CatalogueVoice[];
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Notes the dialect of voices given to a project, as the catalogue says, the first time each is
 * seen (call before the change's transaction). Kept in the work database, so a block's hash never
 * changes with the cache. A voice the catalogue does not know yet reads in its chapter's or
 * project's dialect.
 */
export async function learnVoiceDialects(scope: WorkScope, voiceIds: Iterable<string | null | undefined>): Promise<void> {
  const wanted = [...new Set([...voiceIds].filter((id): id is string => typeof id === 'string'))];
  const unknown = unknownVoices(scope.work, wanted);
  if (unknown.length === 0) return;
  const found = await scope.withCache((session) => catalogueVoices(session.cache, unknown));
  if (!found.ok) return;
  const insert = scope.work.db.prepare('INSERT OR IGNORE INTO voice_dialects (voice_id, dialect_code) VALUES (?, ?)');
  for (const voice of found.value.values()) if (voice.dialectCode) insert.run(voice.id, voice.dialectCode);
}

function unknownVoices(work: WorkDatabase, voiceIds: readonly string[]): string[] {
  if (voiceIds.length === 0) return [];
  const known = work.db
    .prepare('SELECT voice_id AS voiceId FROM voice_dialects WHERE voice_id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(voiceIds)) as Array<{ voiceId: string }>;
  const have = new Set(known.map((row) => row.voiceId));
  return voiceIds.filter((id) => !have.has(id));
}
