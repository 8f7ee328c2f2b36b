import { defaultProjectSettings, type ProjectSettings } from '../../../shared/model/projects';
import type { Draft, ScriptPiece } from '../../../shared/model/script';
import type { Take } from '../../../shared/model/takes';
import { draftsStoreOf, listTakes, pieceOfDraft } from './legacy';
import { newBlocksOf, type NewBlock } from './block-layout';
import { sendingColumnsOf, sendingContextOf, voiceDialectOf } from './block-sending';
import { learnVoiceDialects } from './cache-facts';
import { blockLexiconOf, type LexiconSnapshot } from './lexicon-snapshot';
import { lexiconsInEffectFor } from './project-lexicons';
import { insertProject, lastOpenProjectId, rememberOpenProject } from './project-writes';
import type { WorkScope } from './work-scope';
import type { WorkDatabase } from './work-database';

/**
 * Drafts become projects, once, without loss (issue 30). Every draft (script/drafts-store.ts) becomes
 * a project with its id, name and settings, of one chapter:
 * - when its newest piece still makes up its text, one block per part (the part's exact text), with
 *   the part's takes and chosen take;
 * - else, when it has takes of part 0 (a short script), one block of the whole text with them (the
 *   user may split it);
 * - else blocks from its paragraphs, a take of an older piece going to the block of its text.
 * Every take is kept on some block (stale where its text or voice no longer matches). A marker row
 * per draft, written in the project's transaction, makes it once and idempotent: a project deleted
 * later does not come back. The drafts folder stays as it is (a backup). The pieces and takes are
 * in the cache; if it cannot be read, nothing is migrated and the next call tries again.
 */

interface DraftSources {
  piece: ScriptPiece | null;
  takes: Take[];
}

/** `migrated` hears of the projects made, so their renders are made in the background and open lists reload. */
export async function migrateDrafts(
  scope: WorkScope,
  migrated: (made: Array<{ projectId: string; chapterIds: string[] }>) => void = () => {},
): Promise<boolean> {
  const { work } = scope;
  const drafts = draftsStoreOf({ directory: scope.directory, readCache: (read) => scope.withCache((session) => read(session.cache)) });
  const list = await drafts.list();
  if (!list.ok) return false;
  const done = new Set((work.db.prepare('SELECT draft_id AS id FROM migrated_drafts').all() as Array<{ id: string }>).map((row) => row.id));
  const todo = list.value.drafts.filter((draft) => !done.has(draft.id));
  if (todo.length === 0) return true;
  const sources = await scope.withCache((session) => {
    const byDraft = new Map<string, DraftSources>();
    for (const { id } of todo) byDraft.set(id, { piece: pieceOfDraft(session.cache, id), takes: listTakes(session.cache, id).takes });
    return byDraft;
  });
  if (!sources.ok) return false;
  const made: string[] = [];
  for (const summary of todo) {
    const draft = await drafts.peek(summary.id);
    const found = sources.value.get(summary.id);
    if (!draft.ok || !found) continue;
    await learnVoiceDialects(scope, [draft.value.voiceId, found.piece?.voiceId, ...found.takes.map((take) => take.voiceId)]);
    // Read with the lexicons in effect for it (the profile's, as its takes were made with), so a take stays current.
    const lexicons = await lexiconsInEffectFor(scope, draft.value.id);
    if (!lexicons.ok) return false;
    if (migrateDraft(work, draft.value, found, voiceDialectOf(work, draft.value.voiceId), lexicons.value)) made.push(draft.value.id);
  }
  if (list.value.lastOpenId && lastOpenProjectId(work) === null && made.includes(list.value.lastOpenId))
    rememberOpenProject(work, list.value.lastOpenId);
  if (made.length === 0) return true;
  console.warn(`[studio] ${made.length} draft(s) became projects; the drafts folder is kept as it was`);
  const chapterIds = work.db.prepare('SELECT id FROM chapters WHERE project_id = ?');
  migrated(made.map((projectId) => ({ projectId, chapterIds: (chapterIds.all(projectId) as Array<{ id: string }>).map((row) => row.id) })));
  return true;
}

function settingsOf(draft: Draft, dialectCode: string | null): ProjectSettings {
  return {
    ...defaultProjectSettings(),
    dialectCode,
    voiceId: draft.voiceId,
    config: draft.config,
    dictionaryIds: draft.dictionaryIds,
    ...(draft.readAs ? { readAs: draft.readAs } : {}),
  };
}

interface Layout {
  blocks: NewBlock[];
  /** The block each take goes on. */
  blockOf: (take: Take) => number;
  fromPiece?: true;
}

function layoutOf(work: WorkDatabase, draft: Draft, sources: DraftSources, settings: ProjectSettings, lexicons: LexiconSnapshot): Layout {
  const { piece, takes } = sources;
  if (piece && piece.parts.length > 0 && piece.parts.map((part) => part.text).join('') === draft.text) {
    const last = piece.parts.length - 1;
    return {
      blocks: piece.parts.map((part) => ({ text: part.text, speaker: null })),
      blockOf: (take) => Math.min(take.partIndex, last),
      fromPiece: true,
    };
  }
  if (takes.some((take) => take.partIndex === 0)) return { blocks: [{ text: draft.text, speaker: null }], blockOf: () => 0 };
  const dialect = voiceDialectOf(work, settings.voiceId) ?? settings.dialectCode;
  const blocks = newBlocksOf(draft.text, 'as-written', settings, dialect, blockLexiconOf(lexicons).matcher);
  return {
    blocks,
    blockOf: (take) =>
      Math.max(
        0,
        blocks.findIndex((block) => block.text === take.text.trim()),
      ),
  };
}

/** One draft in one transaction; false when it was there already (its marker is then written). */
function migrateDraft(
  work: WorkDatabase,
  draft: Draft,
  sources: DraftSources,
  dialectCode: string | null,
  lexicons: LexiconSnapshot,
): boolean {
  return work.transaction(() => {
    const mark = () =>
      work.db
        .prepare('INSERT OR IGNORE INTO migrated_drafts (draft_id, project_id, migrated_at) VALUES (?, ?, ?)')
        .run(draft.id, draft.id, new Date().toISOString());
    if (work.db.prepare('SELECT 1 FROM projects WHERE id = ?').get(draft.id)) {
      mark();
      return false;
    }
    const layout = layoutOf(work, draft, sources, settingsOf(draft, dialectCode), lexicons);
    // Parts were cut mid-paragraph and joined with no gap: the render stays the joined render it was.
    const settings = { ...settingsOf(draft, dialectCode), ...(layout.fromPiece ? { blockPauseMs: 0 } : {}) };
    const { blockIds } = insertProject(work, {
      id: draft.id,
      name: draft.name,
      settings,
      chapters: [{ title: draft.name, blocks: layout.blocks }],
      createdAt: draft.createdAt,
      lexicons,
    });
    const ids = blockIds[0]!;
    const chapterId = (work.db.prepare('SELECT id FROM chapters WHERE project_id = ?').get(draft.id) as { id: string }).id;
    const context = sendingContextOf(work, draft.id)!;
    const addTake = work.db.prepare(
      'INSERT OR IGNORE INTO block_takes (block_id, history_id, content_hash, voice_id, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    const choose = work.db.prepare('INSERT OR REPLACE INTO block_choices (block_id, history_id, chosen_at) VALUES (?, ?, ?)');
    for (const take of sources.takes) {
      const index = layout.blockOf(take);
      const blockId = ids[index]!;
      // A take's hash is what a block of its text in its voice would send; a take of unknown voice is never current.
      const hash =
        take.voiceId === null
          ? `unknown-voice:${take.historyId}`
          : sendingColumnsOf(context, { chapterId, text: take.text, speaker: null, voiceId: take.voiceId }).contentHash;
      addTake.run(blockId, take.historyId, hash, take.voiceId, take.createdAt);
      const ownPart = layout.blocks.length === 1 ? take.partIndex === 0 : index === take.partIndex;
      if (take.chosen && ownPart) choose.run(blockId, take.historyId, take.createdAt);
    }
    // The project keeps the draft's own last change as its time, so the list keeps its order.
    work.db.prepare('UPDATE projects SET updated_at = ? WHERE id = ?').run(draft.updatedAt, draft.id);
    mark();
    return true;
  });
}
