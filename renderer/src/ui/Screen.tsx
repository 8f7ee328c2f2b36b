import { useId, type ReactNode } from 'react';
import './screen.css';

/** A section's page: its heading (named by the region) and content. */
export function Screen({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section className="screen" aria-labelledby={headingId}>
      <h1 className="screen-title" id={headingId}>
        {title}
      </h1>
      {intro && <p className="screen-intro">{intro}</p>}
      {children}
    </section>
  );
}
