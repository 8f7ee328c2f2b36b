import type { CurrencyWord } from './currencies';
import type { Calendar, GrammaticalCase, ReadAsRule } from './types';

/**
 * Per-dialect defaults for every rule, by the service's dialect codes (docs/service-api.md, "Dialect").
 * The country decides the currency a bare ريال or دينار means and its subunit; the region decides
 * the month names; spoken dialects say numbers in their -ين form (اثنين، عشرين) where Modern
 * Standard Arabic keeps the nominative.
 */
export type MonthNames = 'gregorian' | 'syriac';

export interface DialectDefaults {
  code: string;
  language: 'ar' | 'en';
  /** ISO 3166 country, or null for Modern Standard Arabic and English. */
  country: string | null;
  rules: Record<ReadAsRule, boolean>;
  numbers: { case: GrammaticalCase };
  money: { local: string; words: Readonly<Partial<Record<CurrencyWord, string>>> };
  dates: { months: MonthNames; calendar: Calendar };
}

const allOn: Record<ReadAsRule, boolean> = { numbers: true, money: true, dates: true, times: true, phones: true, web: true };
// English text keeps English readings: only web addresses, which English voices spell out badly.
const englishRules: Record<ReadAsRule, boolean> = { numbers: false, money: false, dates: false, times: false, phones: false, web: true };

function arabic(code: string, country: string | null, local: string, months: MonthNames, spoken: boolean): DialectDefaults {
  const words: Partial<Record<CurrencyWord, string>> = {
    riyal: 'SAR',
    dinar: 'KWD',
    pound: 'EGP',
    dirham: 'AED',
    lira: 'LBP',
    dollar: 'USD',
    shekel: 'ILS',
    euro: 'EUR',
  };
  // The country's own currency is what its bare word means (دينار in Amman is the Jordanian dinar).
  for (const [word, codes] of Object.entries(localWords) as Array<[CurrencyWord, string[]]>) if (codes.includes(local)) words[word] = local;
  return {
    code,
    language: 'ar',
    country,
    rules: allOn,
    numbers: { case: spoken ? 'obl' : 'nom' },
    money: { local, words },
    dates: { months, calendar: 'gregorian' },
  };
}

const localWords: Record<CurrencyWord, string[]> = {
  riyal: ['SAR', 'QAR', 'OMR'],
  dinar: ['KWD', 'BHD', 'JOD', 'IQD'],
  pound: ['EGP'],
  dirham: ['AED'],
  lira: ['LBP', 'SYP'],
  dollar: ['USD'],
  shekel: ['ILS'],
  euro: ['EUR'],
};

const table: DialectDefaults[] = [
  arabic('msa', null, 'SAR', 'gregorian', false),
  arabic('ar-sa', 'SA', 'SAR', 'gregorian', false),
  arabic('ksa', 'SA', 'SAR', 'gregorian', true),
  arabic('egy', 'EG', 'EGP', 'gregorian', true),
  arabic('uae', 'AE', 'AED', 'gregorian', true),
  arabic('kuw', 'KW', 'KWD', 'gregorian', true),
  arabic('bah', 'BH', 'BHD', 'gregorian', true),
  arabic('qat', 'QA', 'QAR', 'gregorian', true),
  arabic('oma', 'OM', 'OMR', 'gregorian', true),
  arabic('jor', 'JO', 'JOD', 'syriac', true),
  arabic('pls', 'PS', 'ILS', 'syriac', true),
  arabic('syr', 'SY', 'SYP', 'syriac', true),
  arabic('leb', 'LB', 'LBP', 'syriac', true),
  arabic('irq', 'IQ', 'IQD', 'syriac', true),
  {
    code: 'en',
    language: 'en',
    country: null,
    rules: englishRules,
    numbers: { case: 'nom' },
    money: { local: 'USD', words: {} },
    dates: { months: 'gregorian', calendar: 'gregorian' },
  },
];

const byCode = new Map(table.map((dialect) => [dialect.code, dialect]));

/** The dialect's defaults; an unknown or missing code reads as Modern Standard Arabic. */
export function dialectDefaults(code: string | null): DialectDefaults {
  return (code ? byCode.get(code.toLowerCase()) : undefined) ?? byCode.get('msa')!;
}

export const knownDialectCodes = table.map((dialect) => dialect.code);
