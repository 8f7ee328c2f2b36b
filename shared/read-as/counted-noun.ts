import type { Gender, GrammaticalCase } from './types';

/**
 * A noun that can be counted, in the forms Arabic counting needs: 1 and the hundreds/thousands
 * take the singular (genitive), 2 the dual, 3–10 the plural (genitive), 11–99 the accusative
 * singular (tamyiz). `adjective` follows the noun and agrees with it (ريالات سعودية).
 */
export interface CountedNoun {
  gender: Gender;
  singular: string;
  /** Nominative and accusative/genitive dual; null for nouns with no dual in use (يورو). */
  dual: readonly [nom: string, obl: string] | null;
  plural: string;
  accusative: string;
  adjective?: NounAdjective;
}

export interface NounAdjective {
  singular: string;
  dual: readonly [nom: string, obl: string];
  /** Non-human plurals take the feminine singular adjective (دنانير كويتية). */
  plural: string;
  accusative: string;
}

export type NounForm = 'singular' | 'dual' | 'plural' | 'accusative';

/**
 * The noun in one form. `construct`: the noun is followed by another noun it counts (ألفا كتاب,
 * أحد عشر ألف كتاب), so the dual loses its ن and the accusative its tanween.
 */
export function nounForm(noun: CountedNoun, form: NounForm, grammaticalCase: GrammaticalCase, construct = false): string {
  const base = formOf(noun, form, grammaticalCase, construct);
  const adjective = noun.adjective;
  if (!adjective || construct) return base;
  return `${base} ${formOf(adjective, form, grammaticalCase, false)}`;
}

function formOf(
  noun: Omit<CountedNoun, 'gender' | 'adjective'>,
  form: NounForm,
  grammaticalCase: GrammaticalCase,
  construct: boolean,
): string {
  switch (form) {
    case 'singular':
      return noun.singular;
    case 'plural':
      return noun.plural;
    case 'accusative':
      return construct ? noun.singular : noun.accusative;
    case 'dual': {
      if (!noun.dual) return noun.singular;
      const dual = grammaticalCase === 'nom' ? noun.dual[0] : noun.dual[1];
      return construct ? dual.replace(/ن$/u, '') : dual;
    }
  }
}

/** A noun whose regular forms follow from a masculine singular and its plural. */
export function masculineNoun(singular: string, plural: string, accusative = `${singular}ًا`): CountedNoun {
  return { gender: 'm', singular, dual: [`${singular}ان`, `${singular}ين`], plural, accusative };
}

/** A feminine noun in ة: its dual is تان/تين, its accusative is written like the singular. */
export function feminineNoun(singular: string, plural: string): CountedNoun {
  const stem = singular.replace(/ة$/u, 'ت');
  return { gender: 'f', singular, dual: [`${stem}ان`, `${stem}ين`], plural, accusative: singular };
}

/** The scale words, all masculine: ألف، مليون، مليار، تريليون (10^3, 10^6, 10^9, 10^12). */
export const scaleNouns: readonly CountedNoun[] = [
  masculineNoun('ألف', 'آلاف'),
  masculineNoun('مليون', 'ملايين'),
  masculineNoun('مليار', 'مليارات'),
  masculineNoun('تريليون', 'تريليونات'),
];
