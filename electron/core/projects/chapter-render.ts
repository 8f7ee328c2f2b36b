import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fail, mediaPath, type Result, type StudioError } from '../../../shared/contract';
import type { ChapterRender } from '../../../shared/model/projects';
import { hasPauseMarkers, pausesOfPart } from '../../../shared/text';
import { wavDurationMs } from '../audio/wav-duration';
import type { AudioFile } from '../audio/audio-sources';
import { historyRowParams, resolveOwnedClip, upsertHistoryRows } from '../history';
import { writeJoinedWav, type ClipPauses } from '../audio/wav-join';
import type { ProfileSession } from '../session';
import { readProjectHead } from './project-settings';
import { checkRenderSilence } from './render-silence';
import { isGoneParent, type WorkDatabase } from './work-database';

/**
 * A chapter's render: the chosen take of every block in order, with the project's pause between
 * blocks and each block's own pause markers as exact silence, joined into one WAV (streaming, see
 * audio/wav-join.ts). Only current takes go in: the render never says words the text no longer
 * has; a block without one is left out and the render says it is not complete. The file is named
 * by a digest of its inputs, so a render is current exactly while its digest is the plan's.
 */

export interface RenderClip {
  blockId: string;
  historyId: string;
  pauses: ClipPauses;
}

export interface RenderPlan {
  chapterId: string;
  projectId: string;
  clips: RenderClip[];
  complete: boolean;
  digest: string;
}

const noPauses = { beforeMs: 0, afterMs: 0 };

interface PlanRow {
  id: string;
  /** Only when it holds a bracket (a pause marker may be there). */
  text: string | null;
  spokenChars: number;
  current: number;
  historyId: string | null;
}

export function renderPlanOf(work: WorkDatabase, chapterId: string): RenderPlan | null {
  const chapter = work.db.prepare('SELECT project_id AS projectId FROM chapters WHERE id = ?').get(chapterId) as
    { projectId: string } | undefined;
  if (!chapter) return null;
  const blockPauseMs = readProjectHead(work, chapter.projectId)?.settings.blockPauseMs ?? 0;
  const rows = work.db
    .prepare(
      `SELECT b.id, CASE WHEN instr(b.text, '[') > 0 THEN b.text END AS text, b.spoken_chars AS spokenChars, (t.content_hash = b.content_hash) AS current, ch.history_id AS historyId
       FROM blocks b LEFT JOIN block_choices ch ON ch.block_id = b.id
       LEFT JOIN block_takes t ON t.block_id = ch.block_id AND t.history_id = ch.history_id
       WHERE b.chapter_id = ? ORDER BY b.position`,
    )
    .all(chapterId) as unknown as PlanRow[];
  const clips: RenderClip[] = [];
  let complete = true;
  // Silence waiting for the next clip: the gap between blocks, and the markers of silent blocks.
  let gap = 0;
  let markers = 0;
  for (const row of rows) {
    // A marker needs a bracket: most blocks' texts are not even read (a long chapter's plan stays cheap).
    const own = row.text !== null && hasPauseMarkers(row.text) ? pausesOfPart(row.text) : noPauses;
    if (row.spokenChars === 0) {
      markers += own.beforeMs + own.afterMs;
      continue;
    }
    if (row.current !== 1 || row.historyId === null) {
      complete = false;
      continue;
    }
    clips.push({ blockId: row.id, historyId: row.historyId, pauses: { beforeMs: gap + markers + own.beforeMs, afterMs: own.afterMs } });
    gap = blockPauseMs;
    markers = 0;
  }
  const last = clips[clips.length - 1];
  if (last) last.pauses = { ...last.pauses, afterMs: last.pauses.afterMs + markers };
  const digest = createHash('sha256')
    .update(JSON.stringify(clips.map((clip) => [clip.historyId, clip.pauses.beforeMs, clip.pauses.afterMs])))
    .digest('hex')
    .slice(0, 16);
  return { chapterId, projectId: chapter.projectId, clips, complete, digest };
}

interface RenderRow {
  digest: string;
  fileName: string;
  durationMs: number;
  complete: number;
  createdAt: string;
}

export const rendersDirOf = (profileDirectory: string) => join(profileDirectory, 'renders');

function storedRender(work: WorkDatabase, chapterId: string): RenderRow | null {
  const row = work.db
    .prepare(
      'SELECT digest, file_name AS fileName, duration_ms AS durationMs, complete, created_at AS createdAt FROM chapter_renders WHERE chapter_id = ?',
    )
    .get(chapterId) as RenderRow | undefined;
  return row ?? null;
}

/** The chapter's render for chapters.get, when it is current (its file may be made again on request). */
export function currentRender(work: WorkDatabase, plan: RenderPlan): ChapterRender | null {
  const row = storedRender(work, plan.chapterId);
  if (!row || row.digest !== plan.digest || plan.clips.length === 0) return null;
  return {
    audioUrl: mediaPath('chapter', `${plan.chapterId}.${row.digest}`),
    durationMs: row.durationMs,
    complete: row.complete === 1,
    createdAt: row.createdAt,
  };
}

/** The current render's file, when it exists on disk (a real file inside the profile, never a link). */
export function currentRenderFile(work: WorkDatabase, directory: string, plan: RenderPlan): AudioFile | null {
  const row = storedRender(work, plan.chapterId);
  if (!row || row.digest !== plan.digest) return null;
  const path = join(rendersDirOf(directory), row.fileName);
  return isPlainFile(rendersDirOf(directory), path) ? { path, contentType: 'audio/wav' } : null;
}

export type MadeRender = { ok: true; value: AudioFile } | { ok: false; goneHistoryId?: string; error: Result<never> };

/**
 * Joins the plan's clips into `<profile>/renders/<chapter>-<digest>.wav` and records it. A clip
 * evicted from the cache is fetched again, as a replay is; a clip the service no longer has is
 * named in `goneHistoryId` so the caller can forget that take and plan again.
 */
export async function makeRender(session: ProfileSession, work: WorkDatabase, directory: string, plan: RenderPlan): Promise<MadeRender> {
  // Over the one-hour cap the render is refused before a clip is fetched (from the service, maybe).
  const silenceMs = plan.clips.reduce((sum, clip) => sum + clip.pauses.beforeMs + clip.pauses.afterMs, 0);
  const silence = checkRenderSilence(work, plan.chapterId, silenceMs);
  if (!silence.ok) return { ok: false, error: silence };
  const paths: string[] = [];
  for (const [index, clip] of plan.clips.entries()) {
    const resolved = await takeClip(session, clip.historyId);
    if (!resolved.ok) {
      const failure = fail<never>(
        resolved.error.code,
        `The audio of block ${index + 1} of the chapter could not be had: ${resolved.error.message}`,
      );
      return resolved.gone ? { ok: false, goneHistoryId: clip.historyId, error: failure } : { ok: false, error: failure };
    }
    paths.push(resolved.value);
  }
  const dir = rendersDirOf(directory);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const fileName = `${plan.chapterId}-${plan.digest}.wav`;
  const path = join(dir, fileName);
  if (isLink(dir) || isLink(path))
    return { ok: false, error: fail('NOT_FOUND', 'The chapter render folder holds a link the studio did not make; it was not used.') };
  const written = await writeJoinedWav(
    path,
    paths,
    plan.clips.map((clip) => clip.pauses),
  );
  if (!written.ok) return { ok: false, error: written };
  const durationMs = (await headerDuration(path, written.value.bytes)) ?? 0;
  try {
    recordRender(work, plan, fileName, durationMs);
  } catch (error) {
    if (!isGoneParent(error)) throw error;
    // The chapter was deleted while its clips were being joined: the file belongs to nothing.
    removeOtherRenders(dir, plan.chapterId, null);
    return { ok: false, error: fail('NOT_FOUND', 'This chapter no longer exists.') };
  }
  removeOtherRenders(dir, plan.chapterId, fileName);
  return { ok: true, value: { path, contentType: 'audio/wav' } };
}

function recordRender(work: WorkDatabase, plan: RenderPlan, fileName: string, durationMs: number): void {
  work.db
    .prepare(
      `INSERT INTO chapter_renders (chapter_id, digest, file_name, duration_ms, complete, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (chapter_id) DO UPDATE SET digest = excluded.digest, file_name = excluded.file_name, duration_ms = excluded.duration_ms,
         complete = excluded.complete, created_at = excluded.created_at`,
    )
    .run(plan.chapterId, plan.digest, fileName, durationMs, plan.complete ? 1 : 0, new Date().toISOString());
}

type TakeClip = { ok: true; value: string } | { ok: false; gone: boolean; error: StudioError };

/**
 * A take's audio file. A clip the cache does not know (a rebuilt cache, a sync not yet done) is
 * asked of the service before it is called gone: only the service's own "not found" loses a take.
 */
async function takeClip(session: ProfileSession, historyId: string): Promise<TakeClip> {
  const cached = await resolveOwnedClip(session, historyId, true);
  if (cached.ok) return { ok: true, value: cached.value.path };
  if (cached.error.code !== 'NOT_FOUND') return { ok: false, gone: false, error: cached.error };
  const entry = await session.client.getHistoryEntry(historyId, { timeoutMs: 30_000 });
  if (!entry.ok) return { ok: false, gone: entry.error.code === 'NOT_FOUND', error: entry.error };
  upsertHistoryRows(session.cache, [historyRowParams(entry.value, null)]);
  const fetched = await resolveOwnedClip(session, historyId, true);
  return fetched.ok ? { ok: true, value: fetched.value.path } : { ok: false, gone: false, error: fetched.error };
}

/** A chapter with no clip to join has no render: its row and files go. */
export function dropRender(work: WorkDatabase, directory: string, chapterId: string): void {
  work.db.prepare('DELETE FROM chapter_renders WHERE chapter_id = ?').run(chapterId);
  removeOtherRenders(rendersDirOf(directory), chapterId, null);
}

async function headerDuration(path: string, fileBytes: number): Promise<number | null> {
  const file = await openFile(path, 'r').catch(() => null);
  if (!file) return null;
  try {
    const header = new Uint8Array(Math.min(fileBytes, 4096));
    await file.read(header, 0, header.byteLength, 0);
    return wavDurationMs(header, fileBytes);
  } catch {
    return null;
  } finally {
    await file.close().catch(() => undefined);
  }
}

function removeOtherRenders(dir: string, chapterId: string, keep: string | null): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(`${chapterId}-`) || name === keep) continue;
    try {
      unlinkSync(join(dir, name));
    } catch {
      // Best effort: a leftover render only costs disk space.
    }
  }
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function isPlainFile(dir: string, path: string): boolean {
  try {
    return !isLink(dir) && !isLink(path) && statSync(path).isFile();
  } catch {
    return false;
  }
}
