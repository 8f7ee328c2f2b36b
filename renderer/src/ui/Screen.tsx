import { useId, type ReactNode } from 'react';
import './screen.css';

/**
 * A section's page: its heading (named by the region) and content. `fill` is for a screen built
 * around one list: the screen takes the main area's height and its list is the one thing that
 * scrolls, so no scroll sits inside another (the page itself then never scrolls at a usable size).
 */
export function Screen({ title, intro, fill, children }: { title: string; intro?: string; fill?: boolean; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section className="screen" aria-labelledby={headingId} data-fill={fill ? 'true' : undefined}>
      {/* Title and intro share a line when they fit: the height goes to the screen's content. */}
      <header className="screen-head">
        {/* Focusable from script only: a keyboard section switch lands here (app/use-shortcuts.ts). */}
        <h1 className="screen-title" id={headingId} tabIndex={-1}>
          {title}
        </h1>
        {intro && <p className="screen-intro">{intro}</p>}
      </header>
      {children}
    </section>
  );
}
