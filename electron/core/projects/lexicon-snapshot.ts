import {
  compileLexicon,
  emptyLexiconDigest,
  type EffectiveEntry,
  type LexiconMatcher,
  type LexiconScope,
  type LexiconsInEffect,
} from '../../../shared/lexicon';
import type { WorkDatabase } from './work-database';

/**
 * The lexicons a project's blocks are read with (issue 32: the profile's and the project's, the
 * project's first), kept in the work database beside the blocks, as voice_dialects keeps voices'
 * dialects: a block's spoken text and hash are then a function of the work database alone, so
 * whatever reads a block in one transaction (an edit, the queue's job) agrees with the stored
 * hashes. This copy follows the lexicon files: ProjectLexicons (project-lexicons.ts) brings it up
 * to date on lexicons.changed and at first open, staling only the blocks whose spoken text moved.
 * A project without a copy is read without lexicons (as blocks were before lexicons existed).
 */

export type LexiconSnapshot = Pick<LexiconsInEffect, 'digest' | 'entries'>;

/** The compiled lexicons a block is read with; no matcher when no entry is in effect. */
export interface BlockLexicon {
  digest: string;
  matcher: LexiconMatcher | undefined;
}

export const noBlockLexicon: BlockLexicon = { digest: emptyLexiconDigest, matcher: undefined };

/**
 * What the matcher and the digest depend on: scope, written, spoken, dialects, case rule. Not the
 * entry's source (lexicon and entry ids, the lexicon's name): the preview names those from the
 * files; a reading here only decides what is sent.
 */
type StoredEntry = [LexiconScope, string, string, string[], boolean];

const digestKey = (projectId: string) => `lexicons.digest:${projectId}`;
const entriesKey = (projectId: string) => `lexicons.entries:${projectId}`;

/** Compiled lexicons by digest: one per project with lexicons of its own, and the profile's. */
const compiled = new Map<string, LexiconMatcher>();
const KEEP = 16;

/** The snapshot compiled (once per digest). */
export function blockLexiconOf(snapshot: LexiconSnapshot): BlockLexicon {
  if (snapshot.entries.length === 0) return { digest: snapshot.digest, matcher: undefined };
  let matcher = compiled.get(snapshot.digest);
  if (!matcher) {
    matcher = compileLexicon(snapshot.entries, { digest: false });
    compiled.set(snapshot.digest, matcher);
    if (compiled.size > KEEP) compiled.delete(compiled.keys().next().value!);
  }
  return { digest: snapshot.digest, matcher };
}

function readDigest(work: WorkDatabase, projectId: string): string {
  const row = work.db.prepare('SELECT value FROM state WHERE key = ?').get(digestKey(projectId)) as { value: string } | undefined;
  return row?.value ?? emptyLexiconDigest;
}

export function readLexiconSnapshot(work: WorkDatabase, projectId: string): LexiconSnapshot {
  const digest = readDigest(work, projectId);
  if (digest === emptyLexiconDigest) return { digest, entries: [] };
  const row = work.db.prepare('SELECT value FROM state WHERE key = ?').get(entriesKey(projectId)) as { value: string } | undefined;
  const stored = row ? (JSON.parse(row.value) as StoredEntry[]) : [];
  const entries = stored.map(([scope, written, spoken, dialects, caseSensitive]): EffectiveEntry => ({
    written,
    spoken,
    dialects,
    caseSensitive,
    source: { lexiconId: '', lexiconName: '', entryId: '', scope },
  }));
  return { digest, entries };
}

/** The lexicons the project's blocks are read with: its digest is read on every call, its entries once per digest. */
export function blockLexiconOfProject(work: WorkDatabase, projectId: string): BlockLexicon {
  const digest = readDigest(work, projectId);
  if (digest === emptyLexiconDigest) return noBlockLexicon;
  const matcher = compiled.get(digest);
  return matcher ? { digest, matcher } : blockLexiconOf(readLexiconSnapshot(work, projectId));
}

/** Keeps `snapshot` as the project's copy, in the caller's transaction (the blocks must be read with it in the same one). */
export function writeLexiconSnapshot(work: WorkDatabase, projectId: string, snapshot: LexiconSnapshot): void {
  const upsert = work.db.prepare('INSERT INTO state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  if (snapshot.entries.length === 0) {
    deleteLexiconSnapshot(work, projectId);
    return;
  }
  const entries: StoredEntry[] = snapshot.entries.map((e) => [e.source.scope, e.written, e.spoken, e.dialects, e.caseSensitive]);
  upsert.run(entriesKey(projectId), JSON.stringify(entries));
  upsert.run(digestKey(projectId), snapshot.digest);
}

export function deleteLexiconSnapshot(work: WorkDatabase, projectId: string): void {
  work.db.prepare('DELETE FROM state WHERE key IN (?, ?)').run(digestKey(projectId), entriesKey(projectId));
}

/** A duplicated project is read as its original was (its lexicons are copied with it). */
export function copyLexiconSnapshot(work: WorkDatabase, fromProjectId: string, toProjectId: string): void {
  work.db
    .prepare(
      `INSERT INTO state (key, value) SELECT CASE key WHEN ? THEN ? ELSE ? END, value FROM state WHERE key IN (?, ?)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    )
    .run(digestKey(fromProjectId), digestKey(toProjectId), entriesKey(toProjectId), digestKey(fromProjectId), entriesKey(fromProjectId));
}
