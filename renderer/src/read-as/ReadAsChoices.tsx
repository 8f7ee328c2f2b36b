import { useEffect, useId, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OverrideAxis, ReadAsOverride, ReadAsSpan } from '../../../shared/read-as';

type Form = NonNullable<ReadAsOverride['form']>;
const formsOf = (span: ReadAsSpan): Form[] =>
  span.rule === 'numbers' ? ['cardinal', 'ordinal', 'digits', 'keep'] : span.rule === 'phones' ? ['digits', 'keep'] : ['keep'];

/** One axis of choice: its values, which is applied, and the override that picks a value. */
interface AxisChoices {
  legend: string;
  values: Array<{ label: string; checked: boolean; choice: ReadAsOverride }>;
}

function axisChoices(t: TFunction, span: ReadAsSpan, axis: OverrideAxis): AxisChoices {
  const a = span.applied;
  switch (axis) {
    case 'form':
      return {
        legend: t('readAs.form.legend'),
        values: formsOf(span).map((form) => ({ label: t(`readAs.form.${form}`), checked: a.form === form, choice: { form } })),
      };
    case 'gender':
      return {
        legend: t('readAs.gender.legend'),
        values: (['m', 'f'] as const).map((gender) => ({
          label: t(`readAs.gender.${gender}`),
          checked: a.gender === gender,
          choice: { gender },
        })),
      };
    case 'case':
      return {
        legend: t('readAs.case.legend'),
        values: (['nom', 'obl'] as const).map((c) => ({ label: t(`readAs.case.${c}`), checked: a.case === c, choice: { case: c } })),
      };
    case 'calendar':
      return {
        legend: t('readAs.calendar.legend'),
        values: (['gregorian', 'hijri'] as const).map((calendar) => ({
          label: t(`readAs.calendar.${calendar}`),
          checked: a.calendar === calendar,
          choice: { calendar },
        })),
      };
  }
}

/**
 * Another reading for one span: as a number, an ordinal, digit by digit or as written; the
 * gender of what is counted; the case; the calendar of a date. Each choice is kept by the editor
 * that shows them (with the draft, or with the project for its block).
 * "Automatic" returns the span to what read-as infers (`onOverride(null)`); "Done" closes them.
 */
export function ReadAsChoices({
  span,
  onOverride,
  onDone,
}: {
  span: ReadAsSpan;
  onOverride: (key: string, choice: ReadAsOverride | null) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement | null>(null);
  // Opening moves the keyboard here, so the choices follow the span that was pressed.
  useEffect(() => heading.current?.focus(), [span.key]);
  return (
    <div className="read-as-choices" role="group" aria-labelledby={titleId} data-testid="read-as-choices">
      <h3 id={titleId} ref={heading} tabIndex={-1}>
        {t('readAs.choose', { source: span.source })}
      </h3>
      {span.axes.map((axis) => {
        const { legend, values } = axisChoices(t, span, axis);
        return (
          <fieldset key={axis} className="read-as-axis">
            <legend>{legend}</legend>
            {values.map(({ label, checked, choice }) => (
              <label key={label} className="read-as-choice">
                <input type="radio" name={`${titleId}-${axis}`} checked={checked} onChange={() => onOverride(span.key, choice)} />
                {label}
              </label>
            ))}
          </fieldset>
        );
      })}
      <div className="read-as-choice-actions">
        <button type="button" className="button" data-variant="secondary" onClick={() => onOverride(span.key, null)}>
          {t('readAs.automatic')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('readAs.done')}
        </button>
      </div>
    </div>
  );
}
