import { useMemo } from 'react';
import { intlLocale } from '../../i18n/format';
import { useStudioStore } from '../../store';

/** Numbers and dates in the reader's language (digits as everywhere: i18n/format.ts), one formatter each per language. */
export function useProjectFormat() {
  const language = useStudioStore((s) => s.ui.language);
  return useMemo(() => {
    const locale = intlLocale(language);
    const numbers = new Intl.NumberFormat(locale);
    const decimals = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const minutes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long', maximumFractionDigits: 0 });
    const seconds = new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long', maximumFractionDigits: 0 });
    return {
      language,
      number: (value: number) => numbers.format(value),
      decimal: (value: number) => decimals.format(value),
      date: (iso: string) => dates.format(new Date(iso)),
      /** A length of audio or time left, in whole minutes and seconds ("3 minutes 5 seconds"). */
      duration(ms: number): string {
        const total = Math.max(0, Math.round(ms / 1000));
        const m = Math.floor(total / 60);
        const s = total % 60;
        if (m === 0) return seconds.format(s);
        return s === 0 ? minutes.format(m) : `${minutes.format(m)} ${seconds.format(s)}`;
      },
    };
  }, [language]);
}
