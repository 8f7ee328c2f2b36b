import { useAnnouncements } from './announcer';

/**
 * The shell's two live regions, present from the first render (a region added together with its
 * text is often not read). Visually hidden; what is on screen says the same thing in place.
 */
export function LiveAnnouncer() {
  const polite = useAnnouncements((state) => state.polite);
  const assertive = useAnnouncements((state) => state.assertive);
  return (
    <div className="visually-hidden">
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="announce-polite">
        {polite}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" data-testid="announce-assertive">
        {assertive}
      </div>
    </div>
  );
}
