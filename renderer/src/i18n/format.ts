import type { Language } from './language';

/**
 * The locale every Intl formatter of the studio uses for a language.
 *
 * Digits: Western ("Latin") 0–9 in Arabic too, pinned with `-u-nu-latn` rather than left to the
 * engine. Bare 'ar' already gives Latin digits in our Chromium and Node (CLDR), and that is what
 * most of our readers see on their phones and in the service's own console; more importantly the
 * studio shows many numbers that are not prose (versions, ids, file names, "Ctrl+Enter",
 * durations beside the service's figures), and mixing ٣ and 3 on one screen reads worse than
 * either. Pinning keeps every formatter and every `{{count}}` (which i18next prints with Latin
 * digits) agreeing even if a future ICU changes the default. Arabic-Indic digits would be a
 * preference here (`-u-nu-arab`), in one place.
 */
export function intlLocale(language: string): string {
  return language.startsWith('ar') ? 'ar-u-nu-latn' : 'en';
}

// Intl formatters are costly to build and cheap to reuse; one per language and purpose.
const durationFormats = new Map<Language, Intl.NumberFormat>();

/** A duration in milliseconds with the reader's unit ("0.8 ms", "0.8 ملي ث"). */
export function formatMilliseconds(ms: number, language: Language): string {
  let format = durationFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), {
      style: 'unit',
      unit: 'millisecond',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
    durationFormats.set(language, format);
  }
  return format.format(ms);
}
