import { useTranslation } from 'react-i18next';
import { daysInMonth, isoOf, localDay } from './calendar-days';
import { dayInWords, monthInWords, type DayTextError } from './day-text';

/**
 * A typing mistake in the interface language, worded when shown (so it follows a language change):
 * what was wrong and, for text that is no date at all, today written both ways the field accepts.
 */
export function useDayTextErrorWords(): (error: DayTextError) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (error) => {
    switch (error.kind) {
      case 'notADate': {
        const today = localDay();
        return t('dateField.notADate', { text: error.text, example: dayInWords(today, language), iso: isoOf(today) });
      }
      case 'noSuchMonth':
        return t('dateField.noSuchMonth', { month: error.month });
      case 'noSuchDay':
        return t('dateField.noSuchDay', {
          month: monthInWords(error.year, error.month, language),
          day: error.day,
          last: daysInMonth(error.year, error.month),
        });
    }
  };
}
