import { useMemo } from 'react';
import { intlLocale } from '../../i18n/format';
import { useStudioStore } from '../../store';

/** Numbers in the interface's language (Arabic-Indic digits in Arabic). */
export function useNumberFormat(): (value: number) => string {
  const language = useStudioStore((s) => s.ui.language);
  return useMemo(() => {
    const format = new Intl.NumberFormat(intlLocale(language));
    return (value: number) => format.format(value);
  }, [language]);
}
