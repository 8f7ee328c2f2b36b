import type { Language } from './language';

// Intl formatters are costly to build and cheap to reuse; one per language and purpose.
const durationFormats = new Map<Language, Intl.NumberFormat>();

/** A duration in milliseconds in the reader's numerals and unit ("0.8 ms", "٠٫٨ ملي ث"). */
export function formatMilliseconds(ms: number, language: Language): string {
  let format = durationFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'millisecond',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
    durationFormats.set(language, format);
  }
  return format.format(ms);
}
