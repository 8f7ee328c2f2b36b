import type { DialectSummary, VoiceCard } from '../../../shared/model/voices';
import type { Dialect, TtsVoice, Usage } from '../../../shared/model/service';
import { normalizeForSearch } from '../../../shared/text';
import { mediaPath } from '../../../shared/contract';
import { stringsFromJsonColumn, type CacheDatabase } from '../cache';
import { arabicDialectName } from './dialect-names';

/** A voice card with the folded name the search compares against. */
export interface CachedVoice extends VoiceCard {
  nameSearch: string;
  /** Where the service says the sample and avatar are (absolute URLs as last seen). */
  sampleSource: string | null;
  imageSource: string | null;
}

interface VoiceRow {
  id: string;
  name: string;
  name_search: string;
  language: string;
  dialect_id: string | null;
  dialect_code: string | null;
  tags: string;
  is_favourite: number;
  jobs_used: number | null;
  jobs_count: number | null;
  agents_used: number | null;
  agents_count: number | null;
  sample_url: string | null;
  image_url: string | null;
  created_at: string | null;
}

export type MediaKind = 'sample' | 'image';

export interface MediaRow {
  sourcePath: string;
  hash: string;
  contentType: string;
  bytes: number;
}

const meta = {
  refreshedAt: 'refreshed_at',
  serviceDefault: 'service_default_voice_id',
  fingerprint: 'fingerprint',
} as const;

export function readMeta(cache: CacheDatabase, key: keyof typeof meta): string | null {
  const row = cache.db.prepare('SELECT value FROM catalogue_meta WHERE key = ?').get(meta[key]) as { value: string | null } | undefined;
  return row?.value ?? null;
}

function writeMeta(cache: CacheDatabase, key: keyof typeof meta, value: string | null): void {
  cache.db
    .prepare('INSERT INTO catalogue_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value')
    .run(meta[key], value);
}

function toCard(row: VoiceRow, serviceDefault: string | null): CachedVoice {
  return {
    id: row.id,
    name: row.name,
    nameSearch: row.name_search,
    language: row.language,
    dialectId: row.dialect_id,
    dialectCode: row.dialect_code,
    tags: stringsFromJsonColumn(row.tags),
    isFavourite: row.is_favourite === 1,
    usedInJobs: usageOf(row.jobs_used, row.jobs_count),
    usedInVoiceAgents: usageOf(row.agents_used, row.agents_count),
    isServiceDefault: row.id === serviceDefault,
    imageUrl: row.image_url ? mediaPath('voice-image', row.id) : null,
    sampleUrl: row.sample_url ? mediaPath('voice-sample', row.id) : null,
    createdAt: row.created_at,
    sampleSource: row.sample_url,
    imageSource: row.image_url,
  };
}

/** A usage column pair back into what the service said (see migration 009). */
function usageOf(used: number | null, count: number | null): Usage | null {
  return used === null ? null : { used: used === 1, count };
}

/** Every cached voice, unordered. */
export function readVoices(cache: CacheDatabase): CachedVoice[] {
  const serviceDefault = readMeta(cache, 'serviceDefault');
  return (cache.db.prepare('SELECT * FROM catalogue_voices').all() as unknown as VoiceRow[]).map((row) => toCard(row, serviceDefault));
}

export function readVoice(cache: CacheDatabase, id: string): CachedVoice | null {
  const row = cache.db.prepare('SELECT * FROM catalogue_voices WHERE id = ?').get(id) as VoiceRow | undefined;
  return row ? toCard(row, readMeta(cache, 'serviceDefault')) : null;
}

export function readDialects(cache: CacheDatabase): DialectSummary[] {
  const rows = cache.db
    .prepare(
      `SELECT d.id, d.code, d.name, d.name_ar, d.language,
         (SELECT COUNT(*) FROM catalogue_voices v WHERE v.dialect_code = d.code) AS voice_count,
         (SELECT voice_id FROM dialect_defaults f WHERE f.dialect_code = d.code) AS default_voice_id
       FROM catalogue_dialects d ORDER BY d.position`,
    )
    .all() as Array<{
    id: string;
    code: string;
    name: string;
    name_ar: string | null;
    language: string;
    voice_count: number;
    default_voice_id: string | null;
  }>;
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    nameAr: row.name_ar,
    language: row.language,
    voiceCount: row.voice_count,
    defaultVoiceId: row.default_voice_id,
  }));
}

/** The service's voices and dialects as rows; the same shape is compared to tell a change. */
export interface CatalogueSnapshot {
  dialects: Dialect[];
  voices: TtsVoice[];
  serviceDefaultId: string | null;
}

/**
 * Replaces the catalogue with the service's in one transaction. Media rows and dialect defaults
 * of voices that disappeared go with them; the rest of the media stays.
 */
export function replaceCatalogue(cache: CacheDatabase, snapshot: CatalogueSnapshot, fingerprint: string, at: Date): void {
  const codeOf = new Map(snapshot.dialects.map((d) => [d.id, d.languageCode]));
  cache.transaction(() => {
    const { db } = cache;
    db.exec('DELETE FROM catalogue_dialects; DELETE FROM catalogue_voices;');
    const dialect = db.prepare(
      'INSERT OR REPLACE INTO catalogue_dialects (id, code, name, name_ar, language, position) VALUES (?, ?, ?, ?, ?, ?)',
    );
    snapshot.dialects.forEach((d, index) => {
      dialect.run(
        d.id,
        d.languageCode,
        d.name,
        arabicDialectName(d.languageCode),
        d.language ?? (d.languageCode === 'en' ? 'en' : 'ar'),
        index,
      );
    });
    const voice = db.prepare(
      `INSERT OR REPLACE INTO catalogue_voices (id, name, name_search, language, dialect_id, dialect_code, tags, is_favourite,
         jobs_used, jobs_count, agents_used, agents_count, sample_url, image_url, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const v of snapshot.voices) {
      const code = v.dialect?.languageCode ?? (v.dialectId ? codeOf.get(v.dialectId) : undefined) ?? null;
      voice.run(
        v.id,
        v.name,
        normalizeForSearch(v.name),
        v.language ?? (code === 'en' ? 'en' : 'ar'),
        v.dialectId ?? null,
        code,
        JSON.stringify(v.tags.map((t) => t.toLowerCase())),
        v.isFavourite ? 1 : 0,
        ...usageColumns(v.usedInJobs),
        ...usageColumns(v.usedInVoiceAgents),
        v.voiceRecord ?? null,
        v.image ?? null,
        v.createdAt ?? null,
      );
    }
    db.exec(`
      DELETE FROM catalogue_media WHERE voice_id NOT IN (SELECT id FROM catalogue_voices);
      DELETE FROM dialect_defaults WHERE voice_id NOT IN (SELECT id FROM catalogue_voices);`);
    writeMeta(cache, 'serviceDefault', snapshot.serviceDefaultId);
    writeMeta(cache, 'refreshedAt', at.toISOString());
    writeMeta(cache, 'fingerprint', fingerprint);
  });
}

function usageColumns(usage: Usage | null | undefined): [used: number | null, count: number | null] {
  return usage ? [usage.used ? 1 : 0, usage.count] : [null, null];
}

export function setCachedFavourite(cache: CacheDatabase, voiceId: string, isFavourite: boolean): void {
  cache.db.prepare('UPDATE catalogue_voices SET is_favourite = ? WHERE id = ?').run(isFavourite ? 1 : 0, voiceId);
  // The service's data now differs from the last fingerprint; the next refresh must not call it unchanged.
  writeMeta(cache, 'fingerprint', null);
}

export function removeCachedVoice(cache: CacheDatabase, voiceId: string): void {
  cache.transaction(() => {
    cache.db.prepare('DELETE FROM catalogue_voices WHERE id = ?').run(voiceId);
    cache.db.prepare('DELETE FROM catalogue_media WHERE voice_id = ?').run(voiceId);
    cache.db.prepare('DELETE FROM dialect_defaults WHERE voice_id = ?').run(voiceId);
    writeMeta(cache, 'fingerprint', null);
  });
}

export function setDialectDefault(cache: CacheDatabase, dialectCode: string, voiceId: string | null, at = new Date()): void {
  if (voiceId === null) {
    cache.db.prepare('DELETE FROM dialect_defaults WHERE dialect_code = ?').run(dialectCode);
    return;
  }
  cache.db
    .prepare(
      `INSERT INTO dialect_defaults (dialect_code, voice_id, chosen_at) VALUES (?, ?, ?)
       ON CONFLICT (dialect_code) DO UPDATE SET voice_id = excluded.voice_id, chosen_at = excluded.chosen_at`,
    )
    .run(dialectCode, voiceId, at.toISOString());
}

export function readMedia(cache: CacheDatabase, voiceId: string, kind: MediaKind): MediaRow | null {
  const row = cache.db
    .prepare('SELECT source_path, hash, content_type, bytes FROM catalogue_media WHERE voice_id = ? AND kind = ?')
    .get(voiceId, kind) as { source_path: string; hash: string; content_type: string; bytes: number } | undefined;
  return row ? { sourcePath: row.source_path, hash: row.hash, contentType: row.content_type, bytes: row.bytes } : null;
}

export function writeMedia(cache: CacheDatabase, voiceId: string, kind: MediaKind, media: MediaRow): void {
  cache.db
    .prepare(
      `INSERT INTO catalogue_media (voice_id, kind, source_path, hash, content_type, bytes) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (voice_id, kind) DO UPDATE SET source_path = excluded.source_path, hash = excluded.hash,
         content_type = excluded.content_type, bytes = excluded.bytes`,
    )
    .run(voiceId, kind, media.sourcePath, media.hash, media.contentType, media.bytes);
}
