import type { LexiconEntry } from '../../../../shared/lexicon';
import { normalizeForSearch } from '../../../../shared/text';
import type { EntrySort } from './lexicons-slice';

/**
 * The entries as the list shows them: those whose written form, spoken form or note contains the
 * search (folded as History's search folds, so أحمد finds احمد), in the chosen order.
 */
export function visibleEntries(entries: readonly LexiconEntry[], search: string, sort: EntrySort, language: string): LexiconEntry[] {
  const needle = normalizeForSearch(search);
  const matching =
    needle === '' ? [...entries] : entries.filter((e) => normalizeForSearch(`${e.written} ${e.spoken} ${e.note}`).includes(needle));
  const collator = new Intl.Collator(language === 'ar' ? 'ar' : 'en', { sensitivity: 'base', numeric: true });
  const byTime = (a: LexiconEntry, b: LexiconEntry) => a.createdAt.localeCompare(b.createdAt);
  switch (sort) {
    case 'written':
      return matching.sort((a, b) => collator.compare(a.written, b.written));
    case 'spoken':
      return matching.sort((a, b) => collator.compare(a.spoken, b.spoken));
    case 'newest':
      return matching.sort((a, b) => byTime(b, a));
    case 'oldest':
      return matching.sort(byTime);
  }
}
