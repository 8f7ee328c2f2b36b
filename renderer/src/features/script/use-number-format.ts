import { useMemo } from 'react';
import { useStudioStore } from '../../store';

/** Numbers in the reader's numerals (Arabic-Indic in Arabic), one formatter per language. */
export function useNumberFormat(options?: Intl.NumberFormatOptions): (value: number) => string {
  const language = useStudioStore((s) => s.ui.language);
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, options);
    return (value: number) => format.format(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options are literals at each call site
  }, [language]);
}
