import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover } from 'radix-ui';
import { dayFromIso, isoOf, type CalendarDay } from './calendar-days';
import { DayCalendar } from './DayCalendar';
import { dayInWords, parseDayText, type DayTextError } from './day-text';
import { useDayTextErrorWords } from './day-text-error';
import './date-field.css';

export interface DateFieldProps {
  label: string;
  /** The chosen day as yyyy-mm-dd, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Test id of the text field; its calendar button gets `${testId}-calendar`. */
  testId?: string;
  className?: string;
}

/**
 * A day field in the studio's language. Chromium's own date input draws its placeholder and picker
 * in the browser's locale whatever the interface says, so this is a text field showing the day in
 * words ("25 نوفمبر 2026"), where a day can also be typed (yyyy-mm-dd always works), and a
 * labelled button opening a calendar dialog (the WAI-ARIA date picker dialog pattern). A typed day
 * is taken on Enter or on leaving the field; text that is not a day stays as typed, with a sentence
 * saying what is wrong, and the chosen day does not change.
 */
export function DateField(props: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [labelId, inputId, errorId, helpId] = [useId(), useId(), useId(), useId()];
  const selected = dayFromIso(props.value);
  const inWords = (day: CalendarDay | null) => (day ? dayInWords(day, language) : '');
  const [text, setText] = useState(() => inWords(selected));
  const [error, setError] = useState<DayTextError | null>(null);
  const [open, setOpen] = useState(false);
  const errorWords = useDayTextErrorWords();

  // A day set from outside (Reset filters) replaces whatever was typed; a new interface language
  // rewrites the day in its words, unless the field holds a typing mistake still to be put right.
  const [shownFor, setShownFor] = useState({ value: props.value, language });
  if (shownFor.value !== props.value || shownFor.language !== language) {
    setShownFor({ value: props.value, language });
    if (shownFor.value !== props.value || !error) {
      setText(inWords(selected));
      setError(null);
    }
  }

  function take(day: CalendarDay | null) {
    setError(null);
    setText(inWords(day));
    const value = day ? isoOf(day) : '';
    if (value !== props.value) props.onChange(value);
  }

  function takeTyped() {
    const parsed = parseDayText(text);
    if (parsed.ok) take(parsed.day);
    else setError(parsed.error);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      takeTyped();
    } else if (event.key === 'ArrowDown' && event.altKey) {
      // Alt+Down opens a picker in every platform's date fields.
      event.preventDefault();
      setOpen(true);
    }
  }

  return (
    <div className={['date-field', props.className].filter(Boolean).join(' ')} role="group" aria-labelledby={labelId}>
      <label id={labelId} htmlFor={inputId}>
        {props.label}
      </label>
      <div className="date-field-row">
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('dateField.anyDay')}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={props.testId}
          onChange={(event) => setText(event.target.value)}
          onBlur={takeTyped}
          onKeyDown={onKeyDown}
        />
        <Popover.Root open={open} onOpenChange={setOpen} modal>
          <Popover.Trigger asChild>
            <button type="button" className="date-field-open" data-testid={props.testId ? `${props.testId}-calendar` : undefined}>
              <CalendarIcon />
              {t('dateField.calendar')}
            </button>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              className="date-popover"
              aria-label={t('dateField.dialog', { label: props.label })}
              aria-describedby={helpId}
              align="start"
              sideOffset={4}
              collisionPadding={8}
              // The grid puts focus on the chosen day (or today) itself.
              onOpenAutoFocus={(event) => event.preventDefault()}
            >
              <DayCalendar
                selected={selected}
                helpId={helpId}
                onChoose={(day) => {
                  setOpen(false);
                  take(day);
                }}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
      {error && (
        <p id={errorId} className="date-field-error" role="alert">
          {errorWords(error)}
        </p>
      )}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <rect x="1.5" y="2.5" width="13" height="12" rx="1.5" fill="none" stroke="currentColor" />
      <path d="M1.5 6h13M5 1v3M11 1v3" stroke="currentColor" fill="none" />
    </svg>
  );
}
