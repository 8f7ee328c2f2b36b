import { foldArabicMarked, foldOtherWord, hasArabicMarks } from './chars';
import { lexiconDigest } from './digest';
import { keyOf, tokenize } from './tokens';
import type { EffectiveEntry } from './types';

/**
 * Entries filed in a trie over folded tokens: one edge per token of the written form (with a
 * space before it when the phrase has one), so a script is matched by walking from each token at
 * most as deep as the longest entry. Entries sharing a written form sit on one node, best first:
 * the project's before the profile's, then the more specific (written with tashkeel, for some
 * dialects only, case-sensitive), then their order.
 */

export interface CompiledEntry {
  entry: EffectiveEntry;
  rank: number;
  /** Dialect codes, lower-case; null: every dialect. */
  dialects: ReadonlySet<string> | null;
  /** Per token: the written Latin word with its case, when the entry is case-sensitive. */
  cased: ReadonlyArray<string | null> | null;
  /** Per token: the Arabic word folded with its tashkeel, when the entry is written with tashkeel. */
  marked: ReadonlyArray<string | null> | null;
}

export interface TrieNode {
  next: Map<string, TrieNode>;
  entries: CompiledEntry[];
  /** The written form ending here is symbols only (€, an emoji): not a word, so word boundaries do not apply. */
  symbols: boolean;
}

export interface Trie {
  root: TrieNode;
  digest: string;
  size: number;
}

const node = (): TrieNode => ({ next: new Map(), entries: [], symbols: false });

const specificity = (compiled: Omit<CompiledEntry, 'rank'>) =>
  (compiled.marked ? 4 : 0) + (compiled.dialects ? 2 : 0) + (compiled.cased ? 1 : 0);

/** `digest: false` for a trie that is only searched once (an entry's own loop check), which needs no name. */
export function buildTrie(entries: readonly EffectiveEntry[], digest = true): Trie {
  const root = node();
  const filed: Array<{ at: TrieNode; compiled: Omit<CompiledEntry, 'rank'>; order: number }> = [];
  entries.forEach((entry, order) => {
    const written = entry.written.trim();
    const tokens = tokenize(written);
    // A phrase across a line break is not an entry the editor lets through; skip rather than throw.
    if (tokens.length === 0 || tokens.some((token, i) => i > 0 && token.gap === 'break')) return;
    let at = root;
    tokens.forEach((token, i) => {
      const key = keyOf(token, i === 0);
      let next = at.next.get(key);
      if (!next) at.next.set(key, (next = node()));
      at = next;
    });
    at.symbols = tokens.every((token) => token.kind === 'symbol');
    const marked = tokens.map((t) =>
      t.kind === 'arabic' && hasArabicMarks(written.slice(t.start, t.end)) ? foldArabicMarked(written.slice(t.start, t.end)) : null,
    );
    const cased = entry.caseSensitive
      ? tokens.map((t) => (t.kind === 'word' ? foldOtherWord(written.slice(t.start, t.end), true) : null))
      : null;
    const dialects = entry.dialects.length > 0 ? new Set(entry.dialects.map((d) => d.toLowerCase())) : null;
    filed.push({ at, compiled: { entry, dialects, cased, marked: marked.some((m) => m !== null) ? marked : null }, order });
  });
  const score = (item: (typeof filed)[number]) =>
    (item.compiled.entry.source.scope === 'project' ? 0 : 8) + (7 - specificity(item.compiled));
  filed.sort((a, b) => score(a) - score(b) || a.order - b.order);
  filed.forEach((item, rank) => item.at.entries.push({ ...item.compiled, rank }));
  return { root, digest: digest ? lexiconDigest(entries) : '', size: filed.length };
}
