import { useId } from 'react';

export interface InlineFormProps {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  submitLabel: string;
  onSubmit: () => void;
  busy: boolean;
  /** 'password' for a pasted secret: it is not shown while typed. */
  type?: 'text' | 'password';
  placeholder?: string;
  secondary?: boolean;
}

/**
 * One labelled left-to-right field (a URL, a token) with its submit button and hint, submitted by
 * Enter or the button. Browser validation is off: the core's rules give the specific message.
 */
export function InlineForm({
  label,
  hint,
  value,
  onChange,
  submitLabel,
  onSubmit,
  busy,
  type = 'text',
  placeholder,
  secondary,
}: InlineFormProps) {
  const id = useId();
  return (
    <>
      <form
        className="webhooks-row"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          className="text-input webhooks-field"
          type={type}
          inputMode={type === 'text' ? 'url' : undefined}
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          placeholder={placeholder}
          aria-describedby={`${id}-hint`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="submit" className="button" data-variant={secondary ? 'secondary' : undefined} disabled={busy || value.length === 0}>
          {submitLabel}
        </button>
      </form>
      <p id={`${id}-hint`} className="agent-muted">
        {hint}
      </p>
    </>
  );
}
