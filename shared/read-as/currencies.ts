import { feminineNoun, masculineNoun, type CountedNoun, type NounAdjective } from './counted-noun';

/**
 * Currencies read aloud: the name with its country's adjective when the script names the currency
 * by code or symbol (ريال سعودي), the subunit and how many of it make one (هللة, 100).
 */
export interface Currency {
  code: string;
  /** The name as counted, with its adjective. */
  named: CountedNoun;
  subunit: CountedNoun;
  /** Digits of the subunit: 2 for 100 (هللة), 3 for 1000 (فلس in Kuwait). */
  decimals: 2 | 3;
}

function adjective(masculine: string): NounAdjective {
  return { singular: masculine, dual: [`${masculine}ان`, `${masculine}ين`], plural: `${masculine}ة`, accusative: `${masculine}ًا` };
}
function feminineAdjective(feminine: string): NounAdjective {
  const stem = feminine.replace(/ة$/u, 'ت');
  return { singular: feminine, dual: [`${stem}ان`, `${stem}ين`], plural: feminine, accusative: feminine };
}
const withAdjective = (noun: CountedNoun, adj: NounAdjective | undefined): CountedNoun => (adj ? { ...noun, adjective: adj } : noun);

const riyal = masculineNoun('ريال', 'ريالات');
const pound = masculineNoun('جنيه', 'جنيهات');
const dirham = masculineNoun('درهم', 'دراهم');
const dinar = masculineNoun('دينار', 'دنانير');
const lira = feminineNoun('ليرة', 'ليرات');
const dollar = masculineNoun('دولار', 'دولارات');
const shekel = masculineNoun('شيكل', 'شواكل');
// Indeclinable loanword: no dual in use (اثنان يورو), one form throughout.
const euro: CountedNoun = { gender: 'm', singular: 'يورو', dual: null, plural: 'يورو', accusative: 'يورو' };

const halala = feminineNoun('هللة', 'هللات');
const piastre = masculineNoun('قرش', 'قروش');
const fils = masculineNoun('فلس', 'فلوس');
const baisa = feminineNoun('بيسة', 'بيسات');
const agora = feminineNoun('أغورة', 'أغورات');
const cent = masculineNoun('سنت', 'سنتات');
const penny = masculineNoun('بنس', 'بنسات');

const table: Currency[] = [
  { code: 'SAR', named: withAdjective(riyal, adjective('سعودي')), subunit: halala, decimals: 2 },
  { code: 'QAR', named: withAdjective(riyal, adjective('قطري')), subunit: dirham, decimals: 2 },
  { code: 'OMR', named: withAdjective(riyal, adjective('عماني')), subunit: baisa, decimals: 3 },
  { code: 'EGP', named: withAdjective(pound, adjective('مصري')), subunit: piastre, decimals: 2 },
  { code: 'AED', named: withAdjective(dirham, adjective('إماراتي')), subunit: fils, decimals: 2 },
  { code: 'KWD', named: withAdjective(dinar, adjective('كويتي')), subunit: fils, decimals: 3 },
  { code: 'BHD', named: withAdjective(dinar, adjective('بحريني')), subunit: fils, decimals: 3 },
  { code: 'JOD', named: withAdjective(dinar, adjective('أردني')), subunit: fils, decimals: 3 },
  { code: 'IQD', named: withAdjective(dinar, adjective('عراقي')), subunit: fils, decimals: 3 },
  { code: 'LBP', named: withAdjective(lira, feminineAdjective('لبنانية')), subunit: piastre, decimals: 2 },
  { code: 'SYP', named: withAdjective(lira, feminineAdjective('سورية')), subunit: piastre, decimals: 2 },
  { code: 'ILS', named: shekel, subunit: agora, decimals: 2 },
  { code: 'USD', named: withAdjective(dollar, adjective('أمريكي')), subunit: cent, decimals: 2 },
  { code: 'EUR', named: euro, subunit: cent, decimals: 2 },
  { code: 'GBP', named: withAdjective(pound, adjective('إسترليني')), subunit: penny, decimals: 2 },
];

const byCode = new Map(table.map((currency) => [currency.code, currency]));

export function currencyByCode(code: string): Currency | null {
  return byCode.get(code) ?? null;
}

/** Signs and abbreviations; ﷼ is the riyal of the dialect's country (see dialects.ts). */
export const currencySigns: Readonly<Record<string, string>> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '₪': 'ILS',
  'ر.س': 'SAR',
  'ر.ق': 'QAR',
  'ر.ع': 'OMR',
  'ج.م': 'EGP',
  'د.إ': 'AED',
  'د.ك': 'KWD',
  'د.ب': 'BHD',
  'د.أ': 'JOD',
  'د.ع': 'IQD',
  'ل.ل': 'LBP',
  'ل.س': 'SYP',
};

/**
 * Currency words written in the script, by any counted form. A bare word names no country, so
 * it is read without an adjective and takes the dialect country's subunit (ريال → هللة in Saudi,
 * درهم in Qatar).
 */
export type CurrencyWord = 'riyal' | 'pound' | 'dirham' | 'dinar' | 'lira' | 'dollar' | 'shekel' | 'euro';
export const currencyWordNouns: Readonly<Record<CurrencyWord, CountedNoun>> = { riyal, pound, dirham, dinar, lira, dollar, shekel, euro };

const wordForms = new Map<string, CurrencyWord>();
for (const [word, noun] of Object.entries(currencyWordNouns) as Array<[CurrencyWord, CountedNoun]>) {
  for (const form of [noun.singular, noun.plural, noun.accusative, noun.accusative.replace(/ً/u, ''), ...(noun.dual ?? [])])
    wordForms.set(form, word);
}

export function currencyWordOf(written: string): CurrencyWord | null {
  return wordForms.get(written) ?? null;
}

/** Every written form of the currency words, longest first, for the money pattern. */
export const currencyWordPattern = [...wordForms.keys()].sort((a, b) => b.length - a.length).join('|');

/** Adjectives of origin the script may write after a currency word (ريال سعودي، دنانير كويتية). */
const adjectiveCodes = new Map<string, string>();
for (const currency of table) {
  const adj = currency.named.adjective;
  if (!adj) continue;
  for (const form of [adj.singular, adj.plural, adj.accusative, adj.accusative.replace(/ً/u, ''), ...adj.dual])
    adjectiveCodes.set(form, currency.code);
}
export const currencyAdjectivePattern = [...adjectiveCodes.keys()].sort((a, b) => b.length - a.length).join('|');

export function currencyOfAdjective(word: CurrencyWord, written: string): Currency | null {
  const code = adjectiveCodes.get(written);
  const currency = code ? currencyByCode(code) : null;
  // "جنيه إسترليني" is sterling, "جنيه مصري" Egyptian: the adjective must belong to the word's currency.
  return currency && currency.named.singular === currencyWordNouns[word].singular ? currency : null;
}
