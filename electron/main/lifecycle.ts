import type { App } from 'electron';

/**
 * Closes the core (database, servers) before the app quits. `before-quit` cannot wait for a
 * promise, so the first quit is held back, the core closed, and the quit repeated.
 */
export function closeBeforeQuit(app: Pick<App, 'on' | 'quit'>, close: () => Promise<void>): void {
  let closed = false;
  let closing = false;
  app.on('before-quit', (event) => {
    if (closed) return;
    event.preventDefault();
    if (closing) return;
    closing = true;
    close()
      .catch((error: unknown) => console.error('[studio] closing the core failed:', error))
      .finally(() => {
        closed = true;
        app.quit();
      });
  });
}
