import { useMemo } from 'react';
import { useStudioStore } from '../../store';
import { intlLocale } from '../../i18n/format';

/** Numbers formatted for the reader's language (digits: see i18n/format.ts intlLocale), one formatter per language. */
export function useNumberFormat(options?: Intl.NumberFormatOptions): (value: number) => string {
  const language = useStudioStore((s) => s.ui.language);
  return useMemo(() => {
    const format = new Intl.NumberFormat(intlLocale(language), options);
    return (value: number) => format.format(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options are literals at each call site
  }, [language]);
}
