import { useMemo } from 'react';
import { queryVoices, type DialectSummary, type VoiceCard } from '../../../../shared/model/voices';
import { normalizeForSearch } from '../../../../shared/text';
import type { Language } from '../../i18n';
import { useStudioStore } from '../../store';

/** Folded names, computed once per card object (cards are replaced, never mutated). */
const folded = new WeakMap<VoiceCard, string>();
function foldedName(card: VoiceCard): string {
  let name = folded.get(card);
  if (name === undefined) {
    name = normalizeForSearch(card.name);
    folded.set(card, name);
  }
  return name;
}

/** The cards the filters let through, in the chosen order (the same rules as voices.list). */
export function useVisibleVoices(): VoiceCard[] {
  const voices = useStudioStore((s) => s.voices.voices);
  const filters = useStudioStore((s) => s.voices.filters);
  return useMemo(() => {
    const query = {
      ...(filters.dialectCode !== null ? { dialectCode: filters.dialectCode } : {}),
      ...(filters.language !== null ? { language: filters.language } : {}),
      tags: filters.tags,
      favouritesOnly: filters.favouritesOnly,
      sort: filters.sort,
    };
    return queryVoices(voices, query, foldedName, normalizeForSearch(filters.search));
  }, [voices, filters]);
}

/** A dialect's name in the interface language (English when the Arabic one is unknown). */
export function dialectName(dialect: DialectSummary | undefined, language: Language): string | null {
  if (!dialect) return null;
  return language === 'ar' ? (dialect.nameAr ?? dialect.name) : dialect.name;
}
