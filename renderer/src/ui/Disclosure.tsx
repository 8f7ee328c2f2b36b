import { useId, useState, type ReactNode } from 'react';
import './disclosure.css';

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
    // Not remembered this time; the region still opens and closes.
  }
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export interface DisclosureProps {
  /** The button's visible text, and so its accessible name: there is no aria-label to drift from it. */
  label: string;
  /** Said after the label inside the button, so it is part of the name too (how many filters apply). */
  note?: string | undefined;
  /** Open on the first show when nothing is remembered. */
  initiallyOpen?: boolean;
  /**
   * The user's last choice is kept in localStorage under this key and comes back on the next visit
   * and run. Without it every visit starts from `initiallyOpen`.
   */
  rememberUnder?: string;
  /**
   * Unfolds on the first show while this is true, and whenever it turns true later, so what is set
   * or active inside is in view. The user can still fold it: a disclosure button must always do
   * what it says. Not remembered, as it is the screen's doing, not the user's choice.
   */
  unfoldWhen?: boolean;
  /** Beside the button on its line, before and after it, and in view while the region is folded. */
  before?: ReactNode;
  after?: ReactNode;
  /** A screen's own layout for the button's line and for the region (the defaults are plain). */
  headClassName?: string;
  regionClassName?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A region that folds away under a button (the WAI-ARIA disclosure pattern): a native button, so
 * Enter and Space operate it and focus stays on it, with aria-expanded and aria-controls naming the
 * region. The region stays in the page while folded (hidden), so aria-controls always points at it.
 */
export function Disclosure(props: DisclosureProps) {
  const { rememberUnder, unfoldWhen = false } = props;
  const regionId = useId();
  const [open, setOpen] = useState(
    () => unfoldWhen || (rememberUnder ? readOpen(rememberUnder, !!props.initiallyOpen) : !!props.initiallyOpen),
  );
  // Follows the condition during render (not in an effect), so the region never shows folded for a frame.
  const [unfolding, setUnfolding] = useState(unfoldWhen);
  if (unfoldWhen !== unfolding) {
    setUnfolding(unfoldWhen);
    if (unfoldWhen) setOpen(true);
  }
  const toggle = () => {
    setOpen(!open);
    if (rememberUnder) writeOpen(rememberUnder, !open);
  };
  return (
    <div className="disclosure" data-testid={props.testId}>
      <div className={classes('disclosure-head', props.headClassName)}>
        {props.before}
        <button
          type="button"
          className="button disclosure-toggle"
          data-variant="secondary"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={toggle}
        >
          {props.label}
          {/* The space keeps label and note apart in the name; the flex button does not draw it. */}
          {props.note ? (
            <>
              {' '}
              <span className="disclosure-note">{props.note}</span>
            </>
          ) : null}
        </button>
        {props.after}
      </div>
      <div id={regionId} className={classes('disclosure-region', props.regionClassName)} hidden={!open}>
        {props.children}
      </div>
    </div>
  );
}
