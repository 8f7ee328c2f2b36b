import type { Shell, WebContents } from 'electron';
import { isAllowedExternalUrl, openExternal } from './external-links';

/**
 * The window is a single-page app: it never navigates, never opens windows and never hosts a
 * `<webview>`. Anything that tries is stopped here; an allowed https link (see external-links.ts)
 * is handed to the user's browser instead. Security checklist items 12–14:
 * https://www.electronjs.org/docs/latest/tutorial/security#13-disable-or-limit-navigation
 *
 * `will-navigate` is not emitted for same-document navigations (hash changes, history API) nor
 * for `loadURL`/reload, so denying every one of them costs the app nothing. Sub-frames cannot
 * exist: the CSP has no frame-src (default-src 'none').
 */
export function applyNavigationGuards(contents: WebContents, shell: Pick<Shell, 'openExternal'>): void {
  contents.on('will-navigate', (event) => {
    event.preventDefault();
    if (isAllowedExternalUrl(event.url)) void openExternal(event.url, shell);
  });

  // A redirect is a navigation we did not ask for; our own protocol never redirects.
  contents.on('will-redirect', (event) => {
    event.preventDefault();
  });

  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalUrl(url)) void openExternal(url, shell);
    return { action: 'deny' };
  });

  // webviewTag is off in webPreferences; this refuses one even if a future option turned it on.
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
}
