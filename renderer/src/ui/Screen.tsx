import { useId, type ReactNode } from 'react';
import './screen.css';

/** A section's page: its heading (named by the region) and content. */
export function Screen({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section className="screen" aria-labelledby={headingId}>
      {/* Focusable from script only: a keyboard section switch lands here (app/use-shortcuts.ts). */}
      <h1 className="screen-title" id={headingId} tabIndex={-1}>
        {title}
      </h1>
      {intro && <p className="screen-intro">{intro}</p>}
      {children}
    </section>
  );
}
