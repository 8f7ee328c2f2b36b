import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { directionOf, isLanguage } from '../../i18n/language';
import { addMonths, localDay, type CalendarDay } from './calendar-days';
import { CalendarGrid } from './CalendarGrid';
import { monthInWords } from './day-text';

export interface DayCalendarProps {
  selected: CalendarDay | null;
  /** The day the grid opens on when none is chosen (the local today unless a test says otherwise). */
  today?: CalendarDay;
  /** The id for the keys' help, which describes the dialog. */
  helpId: string;
  onChoose: (day: CalendarDay | null) => void;
}

/**
 * The inside of the date picker dialog: the month's name (announced as it changes), buttons for
 * the month before and after, the day grid, how its keys work, and Today and Clear. It opens on
 * the chosen day, else today.
 */
export function DayCalendar(props: DayCalendarProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const today = props.today ?? localDay();
  const [focused, setFocused] = useState<CalendarDay>(props.selected ?? today);
  const headingId = useId();
  const rtl = isLanguage(language) && directionOf(language) === 'rtl';
  return (
    <div className="date-calendar">
      <h2 id={headingId} className="date-calendar-month" aria-live="polite">
        {monthInWords(focused.year, focused.month, language)}
      </h2>
      <div className="date-calendar-steps">
        <button type="button" className="date-calendar-step" onClick={() => setFocused((d) => addMonths(d, -1))}>
          <Chevron pointing={rtl ? 'right' : 'left'} />
          {t('dateField.previousMonth')}
        </button>
        <button type="button" className="date-calendar-step" onClick={() => setFocused((d) => addMonths(d, 1))}>
          {t('dateField.nextMonth')}
          <Chevron pointing={rtl ? 'left' : 'right'} />
        </button>
      </div>
      <CalendarGrid
        focused={focused}
        selected={props.selected}
        today={today}
        language={language}
        labelledBy={headingId}
        focusOnMount
        onFocusDay={setFocused}
        onChoose={props.onChoose}
      />
      <p id={props.helpId} className="date-calendar-help">
        <Trans i18nKey="dateField.keyboardHelp" components={{ k: <kbd /> }} />
      </p>
      <div className="date-calendar-actions">
        <button type="button" className="button" data-variant="secondary" onClick={() => props.onChoose(today)}>
          {t('dateField.today')}
        </button>
        <button type="button" className="button" data-variant="secondary" onClick={() => props.onChoose(null)}>
          {t('dateField.clear')}
        </button>
      </div>
    </div>
  );
}

/**
 * An arrow toward the earlier or later month: right to left, the past is to the right. The glyph
 * sits in its own left-to-right isolate, so the bidi algorithm's mirroring cannot turn it again.
 */
function Chevron({ pointing }: { pointing: 'left' | 'right' }) {
  return (
    <span dir="ltr" aria-hidden="true" className="date-calendar-chevron">
      {pointing === 'left' ? '‹' : '›'}
    </span>
  );
}
