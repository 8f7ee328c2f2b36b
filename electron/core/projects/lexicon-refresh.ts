import { compileLexicon, type EffectiveEntry } from '../../../shared/lexicon';
import { refreshBlocks, type LexiconChange } from './block-sending';
import { readLexiconSnapshot, writeLexiconSnapshot, type LexiconSnapshot } from './lexicon-snapshot';
import type { WorkDatabase } from './work-database';

/**
 * A project's blocks read with its lexicons as they are now (issue 32 with issue 30's statuses):
 * the blocks whose spoken text changes get a new hash (stale; or generated again without a request
 * when they have a take of it, an entry switched back), the others keep theirs.
 *
 * Cheap by construction: an entry can change how a block reads only where it matches. The entries
 * that differ between the old copy and the new (added, removed or edited, as the matcher sees them)
 * are compiled alone, and only the blocks where one of them matches are read again; the rest keep
 * their spoken text. Sound because whether an entry matches at a place depends on that entry alone:
 * where none of the changed ones matches, the search sees the same candidates and picks the same.
 * When the entries differ only in their order (a tie between two entries may then go the other
 * way), every block is read again.
 */

const keyOf = (e: EffectiveEntry) => JSON.stringify([e.source.scope, e.written, e.spoken, [...e.dialects].sort(), e.caseSensitive]);

/** The entries in one list and not the other (counted, so a duplicate removed counts); null when only the order differs. */
export function changedEntries(before: readonly EffectiveEntry[], after: readonly EffectiveEntry[]): EffectiveEntry[] | null {
  const counts = new Map<string, { entry: EffectiveEntry; count: number }>();
  for (const entry of before) {
    const key = keyOf(entry);
    const seen = counts.get(key);
    if (seen) seen.count++;
    else counts.set(key, { entry, count: 1 });
  }
  const changed: EffectiveEntry[] = [];
  for (const entry of after) {
    const seen = counts.get(keyOf(entry));
    if (seen && seen.count > 0) seen.count--;
    else changed.push(entry);
  }
  for (const { entry, count } of counts.values()) if (count > 0) changed.push(entry);
  return changed.length === 0 ? null : changed;
}

/** What a change from `before` to `after` may touch, as refreshBlocks takes it. */
export function lexiconChangeOf(before: LexiconSnapshot, after: LexiconSnapshot): LexiconChange {
  const changed = changedEntries(before.entries, after.entries);
  if (!changed) return { from: before.digest, affects: () => true };
  const matcher = compileLexicon(changed, { digest: false });
  return { from: before.digest, affects: (words, dialect) => matcher.find(words, dialect).length > 0 };
}

/**
 * Makes `inEffect` the project's lexicons and reads its blocks with them, in the caller's
 * transaction. Answers the chapters where a block's hash moved (empty when the lexicons are the
 * ones the blocks were read with).
 */
export function applyProjectLexicons(work: WorkDatabase, projectId: string, inEffect: LexiconSnapshot): Set<string> {
  // Deleted meanwhile: no copy is kept for a project that is not there.
  if (!work.db.prepare('SELECT 1 FROM projects WHERE id = ?').get(projectId)) return new Set();
  const before = readLexiconSnapshot(work, projectId);
  if (before.digest === inEffect.digest) return new Set();
  writeLexiconSnapshot(work, projectId, inEffect);
  return refreshBlocks(work, projectId, {}, lexiconChangeOf(before, inEffect));
}
