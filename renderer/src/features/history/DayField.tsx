import { useId } from 'react';
import { intlLocale } from '../../i18n';

/** "2026-11-25" read as that calendar day (noon UTC, so no time zone moves it to another day). */
function dayInWords(day: string, language: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * A day filter. The browser draws a date input in its own locale whatever the studio's language,
 * so the input carries the interface language (lang, used where the browser honours it) and the
 * chosen day is also written out in the interface language beside it, month named, with the
 * studio's digits; the field's accessible name is its label, and its description that day.
 */
export function DayField(props: { label: string; value: string; language: string; testId: string; onChange: (day: string) => void }) {
  const inputId = useId();
  const shownId = useId();
  const shown = props.value ? dayInWords(props.value, props.language) : '';
  return (
    // The written-out day sits outside the label, so it describes the field without joining its name.
    <div className="history-field">
      <label htmlFor={inputId}>{props.label}</label>
      <input
        id={inputId}
        type="date"
        lang={props.language}
        data-testid={props.testId}
        value={props.value}
        aria-describedby={shown ? shownId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {shown && (
        <span id={shownId} className="history-day-shown" data-testid={`${props.testId}-shown`}>
          {shown}
        </span>
      )}
    </div>
  );
}
