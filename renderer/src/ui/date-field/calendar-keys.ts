import { addDays, addMonths, endOfWeek, startOfWeek, type CalendarDay, type Weekday } from './calendar-days';

/**
 * Where a key moves the calendar's focused day (the WAI-ARIA date picker dialog's grid keys), or
 * null for a key the grid leaves alone. Left and right follow what the eye sees: in a right-to-left
 * calendar the next day is to the left, so ArrowLeft goes forward there.
 */
export function dayAfterKey(
  key: string,
  shiftKey: boolean,
  focused: CalendarDay,
  direction: 'ltr' | 'rtl',
  firstDay: Weekday,
): CalendarDay | null {
  const forward = direction === 'rtl' ? -1 : 1;
  switch (key) {
    case 'ArrowRight':
      return addDays(focused, forward);
    case 'ArrowLeft':
      return addDays(focused, -forward);
    case 'ArrowDown':
      return addDays(focused, 7);
    case 'ArrowUp':
      return addDays(focused, -7);
    case 'Home':
      return startOfWeek(focused, firstDay);
    case 'End':
      return endOfWeek(focused, firstDay);
    // Shift+Page moves a year, as in the pattern.
    case 'PageUp':
      return addMonths(focused, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(focused, shiftKey ? 12 : 1);
    default:
      return null;
  }
}
