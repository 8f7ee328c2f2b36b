import { fail, ok, type Result } from '../../../shared/contract';
import { pauseCapsMs } from '../../../shared/model/pause-caps';
import { hasPauseMarkers, pausesOfPart } from '../../../shared/text';
import { readProjectHead } from './project-settings';
import type { WorkDatabase } from './work-database';

/**
 * The cap on silence in one recording (shared/model/pause-caps.ts, one hour) over a chapter's
 * render. Each block's own markers are capped when it is sent, but a chapter of many blocks, each
 * under its cap, could still join hours of silence. Counted as chapter-render.ts joins it: the
 * project's pause between spoken blocks, and every pause marker (silent blocks' too).
 */

interface SilenceRow {
  /** Only when it holds a bracket (a pause marker may be there). */
  text: string | null;
  spokenChars: number;
}

/** The silence the chapter's render holds once every block has its take. */
export function chapterSilenceMs(work: WorkDatabase, chapterId: string, blockPauseMs: number): number {
  const rows = work.db
    .prepare(
      `SELECT CASE WHEN instr(text, '[') > 0 THEN text END AS text, spoken_chars AS spokenChars FROM blocks WHERE chapter_id = ? ORDER BY position`,
    )
    .all(chapterId) as unknown as SilenceRow[];
  let markersMs = 0;
  let spoken = 0;
  for (const row of rows) {
    if (row.text !== null && hasPauseMarkers(row.text)) {
      const { beforeMs, afterMs } = pausesOfPart(row.text);
      markersMs += beforeMs + afterMs;
    }
    if (row.spokenChars > 0) spoken++;
  }
  return markersMs + Math.max(0, spoken - 1) * blockPauseMs;
}

/** A render of this much silence refused, naming the chapter and what to change. */
export function checkRenderSilence(work: WorkDatabase, chapterId: string, silenceMs: number): Result<null> {
  if (silenceMs <= pauseCapsMs.render) return ok(null);
  const row = work.db.prepare('SELECT title FROM chapters WHERE id = ?').get(chapterId) as { title: string } | undefined;
  const minutes = (ms: number) => `${Math.round(ms / 6_000) / 10} min`;
  return fail(
    'VALIDATION',
    `Chapter “${row?.title ?? ''}”: its pauses add up to ${minutes(silenceMs)} of silence; one chapter's recording may carry at most ${minutes(pauseCapsMs.render)}. Remove some pause markers, shorten the pause between blocks, or split the chapter.`,
    { field: 'chapterId', messageKey: 'PausesTooLongInChapter' },
  );
}

/**
 * Before anything of these blocks is queued: the first of their chapters whose whole render would
 * hold more silence than the cap is refused, so no request is spent on a chapter that cannot be joined.
 */
export function checkChaptersSilence(work: WorkDatabase, projectId: string, blocks: ReadonlyArray<{ blockId: string }>): Result<null> {
  if (blocks.length === 0) return ok(null);
  const blockPauseMs = readProjectHead(work, projectId)?.settings.blockPauseMs ?? 0;
  const chapters = work.db
    .prepare(
      `SELECT DISTINCT b.chapter_id AS id, c.position FROM blocks b JOIN chapters c ON c.id = b.chapter_id
       WHERE b.id IN (SELECT value FROM json_each(?)) ORDER BY c.position`,
    )
    .all(JSON.stringify(blocks.map((block) => block.blockId))) as Array<{ id: string }>;
  for (const { id } of chapters) {
    const checked = checkRenderSilence(work, id, chapterSilenceMs(work, id, blockPauseMs));
    if (!checked.ok) return checked;
  }
  return ok(null);
}
