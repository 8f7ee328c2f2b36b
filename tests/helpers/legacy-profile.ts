import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultScriptConfig, type ScriptConfig } from '../../shared/model/script';
import type { ReadAsSettings } from '../../shared/read-as';
import { pausesOfPart } from '../../shared/text';
import { resolveOwnedClip } from '../../electron/core/history';
import type { ProfileSession } from '../../electron/core/session';
import { writeJoinedWav } from '../../electron/core/audio/wav-join';
import type { Result } from '../../shared/contract';

/**
 * A profile as the Script section of studio 0.1.0 left it (the version before drafts became
 * projects), laid down byte for byte as that code wrote it, without running it:
 * - drafts: `<profile>/drafts/<id>.json`, one pretty-printed JSON file per draft (mode 0600), the
 *   fields in the order DraftsJournal.write put them; `.state.json` names the draft last open;
 *   `.migrated-from-cache.json` says the drafts of the older cache table were copied already;
 * - long scripts: rows of the cache's script_pieces and script_piece_parts (migration 004/011);
 * - takes: script_takes, and the chosen take of each (draft, part) in script_take_choices;
 * - joined renders: `<profile>/pieces/<pieceId>-<digest>.wav`, the parts' clips joined with their
 *   pause markers' silence, the digest over the clips' ids and those pauses.
 * The cache rows go through the session's own connection, whose triggers mirror them into
 * choices.json, as they did then. Clips themselves are real generations (History, the cache's
 * history rows and audio), made by the caller on the generation road that remains.
 */

// Its own unwrap, not core-rig's: end-to-end specs (no vitest) seed with this file too.
function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

export interface LegacyDraft {
  id: string;
  name: string;
  text: string;
  voiceId: string | null;
  config: ScriptConfig;
  dictionaryIds: string[];
  readAs?: ReadAsSettings;
  createdAt: string;
  updatedAt: string;
}

export interface LegacyPart {
  text: string;
  /** The part's last generated entry (null: never generated). */
  historyId: string | null;
}

/** Increasing ISO times, so "oldest first" orders are the order things were written in. */
export function legacyClock(start = Date.parse('2026-10-01T09:00:00.000Z')): () => string {
  let at = start;
  return () => new Date((at += 1_000)).toISOString();
}

const draftsFolder = (profileDir: string) => join(profileDir, 'drafts');

function writePrivate(path: string, body: string): void {
  writeFileSync(path, body, { mode: 0o600 });
}

/** One draft file, and the folder's markers as 0.1.0 left them once it had run. */
export function writeLegacyDraft(profileDir: string, draft: LegacyDraft, at: string): LegacyDraft {
  const folder = draftsFolder(profileDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const { id, name, text, voiceId, config, dictionaryIds, readAs, createdAt, updatedAt } = draft;
  const body = { id, name, text, voiceId, config, dictionaryIds, readAs, createdAt, updatedAt };
  writePrivate(join(folder, `${id}.json`), `${JSON.stringify(body, null, 2)}\n`);
  writePrivate(join(folder, '.migrated-from-cache.json'), `${JSON.stringify({ copiedFromCache: 0, at })}\n`);
  return draft;
}

export function writeLegacyLastOpen(profileDir: string, lastOpenId: string | null): void {
  writePrivate(join(draftsFolder(profileDir), '.state.json'), `${JSON.stringify({ lastOpenId })}\n`);
}

/** A new draft as 0.1.0 made one (drafts.create, then saved with a voice). */
export function legacyDraft(name: string, text: string, voiceId: string | null, at: string): LegacyDraft {
  return { id: randomUUID(), name, text, voiceId, config: defaultScriptConfig(), dictionaryIds: [], createdAt: at, updatedAt: at };
}

/** A long script's piece of a draft, with its parts; answers the piece id. */
export function writeLegacyPiece(
  session: ProfileSession,
  piece: { name: string; draftId: string | null; voiceId: string; parts: readonly LegacyPart[]; createdAt: string },
): string {
  const id = randomUUID();
  const { db } = session.cache;
  db.prepare(
    `INSERT INTO script_pieces (id, name, draft_id, voice_id, voice_name, config, dictionary_ids, created_at)
     VALUES (?, ?, ?, ?, NULL, NULL, '[]', ?)`,
  ).run(id, piece.name, piece.draftId, piece.voiceId, piece.createdAt);
  const part = db.prepare('INSERT INTO script_piece_parts (piece_id, position, text, history_id) VALUES (?, ?, ?, ?)');
  piece.parts.forEach((p, position) => part.run(id, position, p.text, p.historyId));
  return id;
}

/**
 * A clip kept as a take of a draft's part, made the chosen one (0.1.0 chose every new take: the
 * newest is what was just asked for).
 */
export function writeLegacyTake(
  session: ProfileSession,
  take: { draftId: string; partIndex: number; historyId: string; text: string; voiceId: string; at: string },
): void {
  session.cache.db
    .prepare('INSERT OR REPLACE INTO script_takes (history_id, draft_id, part_index, text, voice_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(take.historyId, take.draftId, take.partIndex, take.text, take.voiceId, take.at);
  chooseLegacyTake(session, take.draftId, take.partIndex, take.historyId, take.at);
}

/** The take the user chose for a part (by hand, or by generating it). */
export function chooseLegacyTake(session: ProfileSession, draftId: string, partIndex: number, historyId: string, at: string): void {
  session.cache.db
    .prepare(
      `INSERT INTO script_take_choices (draft_id, part_index, history_id, chosen_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (draft_id, part_index) DO UPDATE SET history_id = excluded.history_id, chosen_at = excluded.chosen_at`,
    )
    .run(draftId, partIndex, historyId, at);
}

/** The joined render of a piece whose parts' clips (the chosen ones, in order) are in the cache; answers its path. */
export async function writeLegacyJoin(session: ProfileSession, pieceId: string, parts: readonly Required<LegacyPart>[]): Promise<string> {
  const ids = parts.map((part) => part.historyId!);
  const pauses = parts.map((part) => pausesOfPart(part.text));
  const digest = createHash('sha256').update(ids.join('\n')).update(JSON.stringify(pauses)).digest('hex').slice(0, 16);
  const dir = join(session.directory, 'pieces');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const clips: string[] = [];
  for (const id of ids) clips.push(unwrap(await resolveOwnedClip(session, id)).path);
  const path = join(dir, `${pieceId}-${digest}.wav`);
  unwrap(await writeJoinedWav(path, clips, pauses));
  return path;
}
