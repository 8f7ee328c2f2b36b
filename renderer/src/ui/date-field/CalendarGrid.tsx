import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { directionOf, isLanguage } from '../../i18n/language';
import { firstDayOfWeek, isoOf, monthWeeks, sameDay, type CalendarDay } from './calendar-days';
import { dayAfterKey } from './calendar-keys';
import { dayInFullWords, dayNumber, weekdayNames } from './day-text';

export interface CalendarGridProps {
  /** The day with the keyboard focus; its month is the one shown. */
  focused: CalendarDay;
  selected: CalendarDay | null;
  today: CalendarDay;
  language: string;
  /** The element naming the grid: the month heading. */
  labelledBy: string;
  /** Put focus on the focused day when the grid first shows (the dialog has just opened). */
  focusOnMount: boolean;
  onFocusDay: (day: CalendarDay) => void;
  onChoose: (day: CalendarDay) => void;
}

/**
 * One month as a grid of day buttons with one tab stop (roving tabindex): the arrow keys, Home/End
 * and PageUp/PageDown move the focused day, into the next month when they leave this one; Enter or
 * Space chooses it, and so does a click.
 */
export function CalendarGrid(props: CalendarGridProps) {
  const { focused, language } = props;
  const firstDay = firstDayOfWeek(language);
  const weeks = useMemo(() => monthWeeks(focused.year, focused.month, firstDay), [focused.year, focused.month, firstDay]);
  const names = useMemo(() => weekdayNames(language, firstDay), [language, firstDay]);
  const grid = useRef<HTMLTableElement>(null);
  // Focus follows the focused day only after a key in the grid (or on opening), never when the
  // month buttons change it: their own focus stays where the user is.
  const follow = useRef(props.focusOnMount);

  useEffect(() => {
    if (!follow.current) return;
    follow.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${isoOf(focused)}"]`)?.focus();
  }, [focused]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' || event.key === ' ') {
      // Chosen on the key's press, as the pattern says; the button's own click would wait for Space's release.
      event.preventDefault();
      props.onChoose(focused);
      return;
    }
    const direction = isLanguage(language) ? directionOf(language) : 'ltr';
    const next = dayAfterKey(event.key, event.shiftKey, focused, direction, firstDay);
    if (!next) return;
    event.preventDefault();
    follow.current = true;
    props.onFocusDay(next);
  }

  return (
    <table ref={grid} role="grid" className="date-grid" aria-labelledby={props.labelledBy} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {names.map((name) => (
            <th key={name.long} scope="col" abbr={name.long}>
              <span aria-hidden="true">{name.short}</span>
              <span className="visually-hidden">{name.long}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, row) => (
          <tr key={row}>
            {week.map((day, column) =>
              day ? (
                <td key={column} aria-selected={props.selected ? sameDay(day, props.selected) : false}>
                  {/* The button shows the day's number; its name is the whole date, so a screen
                      reader hears which month the arrow keys have reached. */}
                  <button
                    type="button"
                    className="date-day"
                    data-day={isoOf(day)}
                    tabIndex={sameDay(day, focused) ? 0 : -1}
                    aria-label={dayInFullWords(day, language)}
                    aria-current={sameDay(day, props.today) ? 'date' : undefined}
                    onClick={() => props.onChoose(day)}
                  >
                    {dayNumber(day, language)}
                  </button>
                </td>
              ) : (
                <td key={column} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
