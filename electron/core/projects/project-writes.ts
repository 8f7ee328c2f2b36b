import { randomUUID } from 'node:crypto';
import { defaultProjectSettings, type ProjectSettings, type SpeakerVoice } from '../../../shared/model/projects';
import { addSpeakers, insertBlocks, type NewBlock } from './block-layout';
import { refreshBlocks } from './block-sending';
import { copyLexiconSnapshot, deleteLexiconSnapshot, writeLexiconSnapshot, type LexiconSnapshot } from './lexicon-snapshot';
import { readProjectHead, rekeyBlockOverrides, settingsFromJson } from './project-settings';
import type { WorkDatabase } from './work-database';

/** Making, copying and removing whole projects, and the project-level state (last open, new-project defaults). */

export interface NewChapter {
  title: string;
  voiceId?: string | null;
  dialectCode?: string | null;
  blocks: NewBlock[];
}

export interface NewProject {
  /** A migrated draft keeps its id; a new project gets a fresh one. */
  id?: string;
  name: string;
  settings: ProjectSettings;
  chapters: NewChapter[];
  createdAt?: string;
  /** The lexicons in effect for it (lexiconsInEffectFor); none when left out. */
  lexicons?: LexiconSnapshot;
}

/**
 * Writes a whole project — its chapters, blocks, speakers and derived columns — in the caller's
 * transaction. A chapter without blocks gets one empty block (the editor always has a place to type).
 */
export function insertProject(work: WorkDatabase, project: NewProject, now = new Date()): { id: string; blockIds: string[][] } {
  const id = project.id ?? randomUUID();
  const at = now.toISOString();
  work.db
    .prepare('INSERT INTO projects (id, name, settings_json, speakers_json, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(id, project.name, JSON.stringify(project.settings), '[]', project.createdAt ?? at, at);
  const insertChapter = work.db.prepare(
    'INSERT INTO chapters (id, project_id, position, title, voice_id, dialect_code) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const blockIds = project.chapters.map((chapter, position) => {
    const chapterId = randomUUID();
    insertChapter.run(chapterId, id, position, chapter.title, chapter.voiceId ?? null, chapter.dialectCode ?? null);
    const blocks = chapter.blocks.length > 0 ? chapter.blocks : [{ text: '', speaker: null }];
    return insertBlocks(work, chapterId, 0, blocks);
  });
  addSpeakers(
    work,
    id,
    project.chapters.flatMap((chapter) => chapter.blocks.map((block) => block.speaker)),
  );
  if (project.lexicons) writeLexiconSnapshot(work, id, project.lexicons);
  refreshBlocks(work, id);
  return { id, blockIds };
}

const lastOpenKey = 'lastOpenProjectId';
const newProjectKey = 'newProjectVoice';

export function lastOpenProjectId(work: WorkDatabase): string | null {
  const row = work.db.prepare('SELECT value FROM state WHERE key = ?').get(lastOpenKey) as { value: string } | undefined;
  if (!row) return null;
  return work.db.prepare('SELECT 1 FROM projects WHERE id = ?').get(row.value) ? row.value : null;
}

export function rememberOpenProject(work: WorkDatabase, projectId: string): void {
  // A bookmark, not the user's work: on a read-only folder opening a project must not fail for it.
  if (work.readOnly) return;
  work.db
    .prepare(
      'INSERT INTO state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value WHERE value <> excluded.value',
    )
    .run(lastOpenKey, projectId);
}

/** The settings a new project starts with: the defaults, with the dialect and voice the user last chose. */
export function newProjectSettings(work: WorkDatabase): ProjectSettings {
  const settings = defaultProjectSettings();
  const row = work.db.prepare('SELECT value FROM state WHERE key = ?').get(newProjectKey) as { value: string } | undefined;
  if (!row) return settings;
  const remembered = settingsFromJson(row.value);
  return { ...settings, dialectCode: remembered.dialectCode, voiceId: remembered.voiceId };
}

export function rememberNewProjectVoice(work: WorkDatabase, settings: Pick<ProjectSettings, 'dialectCode' | 'voiceId'>): void {
  work.db
    .prepare('INSERT INTO state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value')
    .run(newProjectKey, JSON.stringify({ dialectCode: settings.dialectCode, voiceId: settings.voiceId }));
}

/**
 * A copy of a project: chapters, blocks, settings, speakers, the lexicons its blocks are read with
 * (its own lexicons' files are copied by ProjectLexicons.copy), and each block's chosen take (the
 * clip is History's, shared, not generated again), in the caller's transaction. Answers the copy's id.
 */
export function duplicateProject(work: WorkDatabase, projectId: string, name: string, now = new Date(), id = randomUUID()): string | null {
  const head = readProjectHead(work, projectId);
  if (!head) return null;
  const at = now.toISOString();
  work.db
    .prepare('INSERT INTO projects (id, name, settings_json, speakers_json, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(id, name, JSON.stringify(head.settings), JSON.stringify(head.speakers), at, at);
  const chapters = work.db
    .prepare('SELECT id, position, title, voice_id, dialect_code FROM chapters WHERE project_id = ? ORDER BY position')
    .all(projectId) as Array<{
    id: string;
    position: number;
    title: string;
    voice_id: string | null;
    dialect_code: string | null;
  }>;
  const insertChapter = work.db.prepare(
    'INSERT INTO chapters (id, project_id, position, title, voice_id, dialect_code) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const copyBlock = work.db.prepare(
    `INSERT INTO blocks (id, chapter_id, position, text, written_chars, speaker, voice_id, effective_voice_id, dialect_code, spoken_of, spoken_hash, spoken_chars, content_hash)
     SELECT ?, ?, position, text, written_chars, speaker, voice_id, effective_voice_id, dialect_code, spoken_of, spoken_hash, spoken_chars, content_hash FROM blocks WHERE id = ?`,
  );
  const copyChosenTake = work.db.prepare(
    `INSERT INTO block_takes (block_id, history_id, content_hash, voice_id, created_at)
     SELECT ?, t.history_id, t.content_hash, t.voice_id, t.created_at FROM block_choices ch
     JOIN block_takes t ON t.block_id = ch.block_id AND t.history_id = ch.history_id WHERE ch.block_id = ?`,
  );
  const copyChoice = work.db.prepare(
    'INSERT INTO block_choices (block_id, history_id, chosen_at) SELECT ?, history_id, chosen_at FROM block_choices WHERE block_id = ?',
  );
  const copies = new Map<string, string>();
  for (const chapter of chapters) {
    const chapterId = randomUUID();
    insertChapter.run(chapterId, id, chapter.position, chapter.title, chapter.voice_id, chapter.dialect_code);
    const blocks = work.db.prepare('SELECT id FROM blocks WHERE chapter_id = ? ORDER BY position').all(chapter.id) as Array<{ id: string }>;
    for (const block of blocks) {
      const blockId = randomUUID();
      copyBlock.run(blockId, chapterId, block.id);
      copyChosenTake.run(blockId, block.id);
      copyChoice.run(blockId, block.id);
      copies.set(block.id, blockId);
    }
  }
  // The copied read-as choices name the original's blocks: they follow to the copy's.
  rekeyBlockOverrides(work, id, (blockId) => copies.get(blockId) ?? null);
  copyLexiconSnapshot(work, projectId, id);
  return id;
}

export function deleteProject(work: WorkDatabase, projectId: string): boolean {
  deleteLexiconSnapshot(work, projectId);
  return Number(work.db.prepare('DELETE FROM projects WHERE id = ?').run(projectId).changes) > 0;
}

export interface SettingsChange {
  settings?: Partial<ProjectSettings>;
  speakers?: SpeakerVoice[];
  lastChapterId?: string;
}

/**
 * Changes settings and speakers in the caller's transaction and refreshes every block's hash: only
 * blocks whose spoken text, voice or settings changed lose their current take. Answers the chapters
 * where a hash moved (their renders are made again).
 */
export function updateProjectSettings(work: WorkDatabase, projectId: string, change: SettingsChange, now = new Date()): Set<string> | null {
  const head = readProjectHead(work, projectId);
  if (!head) return null;
  const settings = { ...head.settings, ...(change.settings ?? {}) };
  const speakers = change.speakers ?? head.speakers;
  const sending = change.settings !== undefined || change.speakers !== undefined;
  work.db
    .prepare('UPDATE projects SET settings_json = ?, speakers_json = ?, last_chapter_id = ?, updated_at = ? WHERE id = ?')
    .run(
      JSON.stringify(settings),
      JSON.stringify(speakers),
      change.lastChapterId ?? head.lastChapterId,
      sending ? now.toISOString() : head.updatedAt,
      projectId,
    );
  if (change.settings?.voiceId !== undefined || change.settings?.dialectCode !== undefined) rememberNewProjectVoice(work, settings);
  return sending ? refreshBlocks(work, projectId) : new Set();
}
