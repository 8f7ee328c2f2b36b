import { useMemo } from 'react';
import { queryVoices, type DialectSummary, type VoiceCard } from '../../../../shared/model/voices';
import { nameSearch, type NameSearch } from '../../../../shared/text';
import type { Language } from '../../i18n';
import { useStudioStore } from '../../store';

/** Searchable names, computed once per card object (cards are replaced, never mutated). */
const searchable = new WeakMap<VoiceCard, NameSearch>();
function searchableName(card: VoiceCard): NameSearch {
  let name = searchable.get(card);
  if (name === undefined) {
    name = nameSearch(card.name);
    searchable.set(card, name);
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
    return queryVoices(voices, query, searchableName, nameSearch(filters.search));
  }, [voices, filters]);
}

/** A dialect's name in the interface language (English when the Arabic one is unknown). */
export function dialectName(dialect: DialectSummary | undefined, language: Language): string | null {
  if (!dialect) return null;
  return language === 'ar' ? (dialect.nameAr ?? dialect.name) : dialect.name;
}
