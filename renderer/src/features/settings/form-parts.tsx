import { useId } from 'react';

/** Small pieces the account forms share: a field for machine text, and the form's status line. */

interface MachineTextFieldProps {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  maxLength: number;
  invalid: boolean;
  /** The error's element, which also describes the field while it is invalid. */
  errorId?: string;
  placeholder?: string;
  type?: 'url';
  inputMode?: 'url';
}

/**
 * A labelled, hinted field for addresses and identifiers: always left to right (also in Arabic),
 * never spell-checked or filled in by the browser.
 */
export function MachineTextField(props: MachineTextFieldProps) {
  const fieldId = useId();
  const hintId = useId();
  return (
    <div className="field">
      <label htmlFor={fieldId}>{props.label}</label>
      <input
        id={fieldId}
        className="text-input"
        dir="ltr"
        type={props.type}
        inputMode={props.inputMode}
        spellCheck={false}
        autoComplete="off"
        data-testid={props.testId}
        value={props.value}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.invalid && props.errorId ? `${hintId} ${props.errorId}` : hintId}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <p id={hintId} className="field-hint">
        {props.hint}
      </p>
    </div>
  );
}

/** Announces a form's problem (as an alert) or its done note, politely, where it happens. */
export function FormStatus(props: { problem: string | null; note?: string | null; problemId?: string; testId?: string }) {
  return (
    <div aria-live="polite">
      {props.problem && (
        <p id={props.problemId} className="field-error" role="alert" data-testid={props.testId}>
          {props.problem}
        </p>
      )}
      {props.note && <p className="field-note">{props.note}</p>}
    </div>
  );
}
