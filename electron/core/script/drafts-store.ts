import { randomUUID } from 'node:crypto';
import { fail, ok, type Result } from '../../../shared/contract';
import { defaultScriptConfig, type Draft, type DraftList, type DraftSummary, type ScriptConfig } from '../../../shared/model/script';
import { countScriptChars } from '../../../shared/text';
import type { CacheDatabase } from '../cache';

/**
 * Drafts in the profile's SQLite cache. Every save is its own committed transaction (WAL,
 * synchronous=NORMAL), so once drafts.save answers, the text survives the app crashing or being
 * killed. The draft that was open is remembered in `script_state`.
 */

interface DraftRow {
  id: string;
  name: string;
  text: string;
  voiceId: string | null;
  speed: number;
  expressiveness: number;
  dictionaryIds: string;
  createdAt: string;
  updatedAt: string;
}

export interface DraftWrite {
  id: string;
  name: string;
  text: string;
  voiceId?: string | null | undefined;
  config?: ScriptConfig | undefined;
  dictionaryIds?: string[] | undefined;
}

const LAST_OPEN = 'lastOpenDraftId';
const PREVIEW_CHARS = 80;

const selectDraft = `SELECT id, name, text, voice_id AS voiceId, speed, expressiveness, dictionary_ids AS dictionaryIds,
  created_at AS createdAt, updated_at AS updatedAt FROM drafts WHERE id = ?`;

function toDraft(row: DraftRow): Draft {
  return {
    id: row.id,
    name: row.name,
    text: row.text,
    voiceId: row.voiceId,
    config: { speed: row.speed, expressiveness: row.expressiveness },
    dictionaryIds: parseIds(row.dictionaryIds),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function parseIds(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function previewOf(text: string): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS)}…` : flat;
}

function toSummary(draft: Pick<Draft, 'id' | 'name' | 'text' | 'updatedAt'>): DraftSummary {
  return { id: draft.id, name: draft.name, preview: previewOf(draft.text), chars: countScriptChars(draft.text), updatedAt: draft.updatedAt };
}

export class DraftsStore {
  constructor(private readonly cache: CacheDatabase) {}

  list(): DraftList {
    const rows = this.cache.db
      .prepare('SELECT id, name, text, updated_at AS updatedAt FROM drafts ORDER BY updated_ms DESC, id')
      .all() as Array<Pick<Draft, 'id' | 'name' | 'text' | 'updatedAt'>>;
    const lastOpen = this.lastOpenId();
    return { drafts: rows.map(toSummary), lastOpenId: rows.some((r) => r.id === lastOpen) ? lastOpen : null };
  }

  get(id: string): Result<Draft> {
    const row = this.cache.db.prepare(selectDraft).get(id) as DraftRow | undefined;
    if (!row) return fail('NOT_FOUND', 'This draft no longer exists.', { field: 'id' });
    this.setLastOpen(id);
    return ok(toDraft(row));
  }

  create(name: string, text = ''): Draft {
    const id = randomUUID();
    this.save({ id, name, text });
    return toDraft(this.cache.db.prepare(selectDraft).get(id) as unknown as DraftRow);
  }

  /** Upserts: unknown ids become new drafts, so a draft started offline or mid-crash is kept. */
  save(write: DraftWrite, now = new Date()): DraftSummary {
    const existing = this.cache.db.prepare(selectDraft).get(write.id) as DraftRow | undefined;
    const config = write.config ?? (existing ? { speed: existing.speed, expressiveness: existing.expressiveness } : defaultScriptConfig());
    const voiceId = write.voiceId !== undefined ? write.voiceId : (existing?.voiceId ?? null);
    const dictionaryIds = write.dictionaryIds ?? (existing ? parseIds(existing.dictionaryIds) : []);
    const updatedAt = now.toISOString();
    this.cache.transaction(() => {
      this.cache.db
        .prepare(
          `INSERT INTO drafts (id, name, text, voice_id, speed, expressiveness, dictionary_ids, created_at, updated_at, updated_ms)
           VALUES (:id, :name, :text, :voiceId, :speed, :expressiveness, :dictionaryIds, :now, :now, :nowMs)
           ON CONFLICT (id) DO UPDATE SET name = excluded.name, text = excluded.text, voice_id = excluded.voice_id,
             speed = excluded.speed, expressiveness = excluded.expressiveness, dictionary_ids = excluded.dictionary_ids,
             updated_at = excluded.updated_at, updated_ms = excluded.updated_ms`,
        )
        .run({
          id: write.id,
          name: write.name,
          text: write.text,
          voiceId,
          speed: config.speed,
          expressiveness: config.expressiveness,
          dictionaryIds: JSON.stringify(dictionaryIds),
          now: updatedAt,
          nowMs: now.getTime(),
        });
      this.setLastOpen(write.id);
    });
    return toSummary({ id: write.id, name: write.name, text: write.text, updatedAt });
  }

  rename(id: string, name: string): Result<DraftSummary> {
    const row = this.cache.db.prepare(selectDraft).get(id) as DraftRow | undefined;
    if (!row) return fail('NOT_FOUND', 'This draft no longer exists.', { field: 'id' });
    const now = new Date();
    this.cache.db.prepare('UPDATE drafts SET name = ?, updated_at = ?, updated_ms = ? WHERE id = ?').run(name, now.toISOString(), now.getTime(), id);
    return ok(toSummary({ ...row, name, updatedAt: now.toISOString() }));
  }

  delete(id: string): DraftList {
    this.cache.transaction(() => {
      this.cache.db.prepare('DELETE FROM drafts WHERE id = ?').run(id);
      if (this.lastOpenId() === id) this.cache.db.prepare('DELETE FROM script_state WHERE key = ?').run(LAST_OPEN);
    });
    return this.list();
  }

  private lastOpenId(): string | null {
    const row = this.cache.db.prepare('SELECT value FROM script_state WHERE key = ?').get(LAST_OPEN) as { value: string } | undefined;
    return row?.value ?? null;
  }

  private setLastOpen(id: string): void {
    this.cache.db
      .prepare('INSERT INTO script_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value')
      .run(LAST_OPEN, id);
  }
}
