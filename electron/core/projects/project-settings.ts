import { defaultProjectSettings, type ProjectSettings, type SpeakerVoice } from '../../../shared/model/projects';
import type { WorkDatabase } from './work-database';

/**
 * A project's settings and speaker table as stored (JSON columns of `projects`), read with the
 * defaults filling what an older row lacks, so a field added later never breaks an older project.
 */

export interface ProjectHead {
  id: string;
  name: string;
  settings: ProjectSettings;
  speakers: SpeakerVoice[];
  lastChapterId: string | null;
  createdAt: string;
  updatedAt: string;
}

interface HeadRow {
  id: string;
  name: string;
  settings_json: string;
  speakers_json: string;
  last_chapter_id: string | null;
  created_at: string;
  updated_at: string;
}

function parseObject(json: string): Record<string, unknown> {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function settingsFromJson(json: string): ProjectSettings {
  const stored = parseObject(json) as Partial<ProjectSettings>;
  const defaults = defaultProjectSettings();
  return {
    ...defaults,
    ...stored,
    config: { ...defaults.config, ...(stored.config ?? {}) },
    readAs: { ...defaults.readAs, ...(stored.readAs ?? {}) },
    dictionaryIds: Array.isArray(stored.dictionaryIds) ? stored.dictionaryIds : [],
  };
}

export function speakersFromJson(json: string): SpeakerVoice[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as SpeakerVoice[]).filter((s) => typeof s?.speaker === 'string') : [];
  } catch {
    return [];
  }
}

export function readProjectHead(work: WorkDatabase, projectId: string): ProjectHead | null {
  const row = work.db.prepare('SELECT * FROM projects WHERE id = ?').get(projectId) as HeadRow | undefined;
  return row ? headOf(row) : null;
}

export function headOf(row: HeadRow): ProjectHead {
  return {
    id: row.id,
    name: row.name,
    settings: settingsFromJson(row.settings_json),
    speakers: speakersFromJson(row.speakers_json),
    lastChapterId: row.last_chapter_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Marks the project changed (the list shows newest change first). */
export function touchProject(work: WorkDatabase, projectId: string, now = new Date()): void {
  work.db.prepare('UPDATE projects SET updated_at = ? WHERE id = ?').run(now.toISOString(), projectId);
}

/**
 * The project-wide settings read-as depends on, as a key that does not depend on the order fields
 * were written in. A block's own read-as choices join it in that block's key (block-sending.ts).
 */
export function sendingKey(settings: ProjectSettings): string {
  return stableJson([settings.readAs.enabled, settings.readAs.rules]);
}

export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Forgets the read-as choices of blocks that are gone (deleted, merged into the one before, in a
 * deleted chapter), in the caller's transaction: a project holds at most 2,000 choices in all
 * (read-as-schema.ts), and a gone block's would hold their places for ever.
 */
export function dropBlockOverrides(work: WorkDatabase, projectId: string, blockIds: readonly string[]): void {
  const gone = new Set(blockIds);
  if (gone.size > 0) rekeyBlockOverrides(work, projectId, (blockId) => (gone.has(blockId) ? null : blockId));
}

/** Each read-as choice moved to the block `rename` names (a copy's), or dropped where it answers null. */
export function rekeyBlockOverrides(work: WorkDatabase, projectId: string, rename: (blockId: string) => string | null): void {
  const head = readProjectHead(work, projectId);
  if (!head) return;
  const all = Object.entries(head.settings.readAs.overrides);
  const kept = all.flatMap(([key, choice]) => {
    // Each key is the block's id, a space, then the span's key (blockOverrideKey).
    const space = key.indexOf(' ');
    if (space <= 0) return [[key, choice] as const];
    const blockId = rename(key.slice(0, space));
    return blockId === null ? [] : [[`${blockId}${key.slice(space)}`, choice] as const];
  });
  if (kept.length === all.length && kept.every(([key], i) => key === all[i]![0])) return;
  const settings = { ...head.settings, readAs: { ...head.settings.readAs, overrides: Object.fromEntries(kept) } };
  work.db.prepare('UPDATE projects SET settings_json = ? WHERE id = ?').run(JSON.stringify(settings), projectId);
}
