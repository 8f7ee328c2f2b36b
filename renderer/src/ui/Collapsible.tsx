import { useId, useState, type ReactNode } from 'react';
import './collapsible.css';

/** Reads a remembered open/closed choice; storage may be denied by the browser, then it is the default. */
function readOpen(storageKey: string, fallback: boolean): boolean {
  try {
    const saved = window.localStorage.getItem(storageKey);
    return saved === null ? fallback : saved === 'open';
  } catch {
    return fallback;
  }
}

function writeOpen(storageKey: string, open: boolean): void {
  try {
    window.localStorage.setItem(storageKey, open ? 'open' : 'closed');
  } catch {
    // Not remembered this time; the section still opens and closes.
  }
}

/**
 * A section that opens and closes under a labelled button (aria-expanded), remembering the choice
 * for the next visit and run, so a long set of filters does not push the list out of a small window.
 * `summary` sits beside the button and stays visible while the section is closed.
 */
export function Collapsible({
  label,
  note,
  storageKey,
  defaultOpen = false,
  summary,
  children,
  testId,
}: {
  label: string;
  /** Said after the label while the section is closed (how many filters apply, say). */
  note?: string | undefined;
  storageKey: string;
  defaultOpen?: boolean;
  summary?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const bodyId = useId();
  const [open, setOpen] = useState(() => readOpen(storageKey, defaultOpen));
  const toggle = () => {
    setOpen(!open);
    writeOpen(storageKey, !open);
  };
  return (
    <div className="collapsible" data-testid={testId}>
      <div className="collapsible-head">
        <button
          type="button"
          className="button collapsible-toggle"
          data-variant="secondary"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={toggle}
        >
          {label}
          {note ? <span className="collapsible-note">{note}</span> : null}
        </button>
        {summary}
      </div>
      <div id={bodyId} className="collapsible-body" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
