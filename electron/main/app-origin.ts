/**
 * Where the UI lives in the desktop app. The renderer is served from our own privileged scheme
 * (`app://studio/...`) instead of `file://`, so it has a real origin that the CSP, the IPC sender
 * check and the navigation guards can name. See Electron's security checklist, item 18:
 * https://www.electronjs.org/docs/latest/tutorial/security#18-avoid-usage-of-the-file-protocol-and-prefer-usage-of-custom-protocols
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'studio';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/**
 * `scheme://host[:port]` of a URL, or null when it has none we can trust. Computed by hand because
 * Node's WHATWG `URL#origin` is "null" for schemes it does not know (such as `app:`), and a URL
 * carrying credentials (`https://ours@evil.example`) is refused outright.
 */
export function originOf(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '' || url.host === '') return null;
  return `${url.protocol}//${url.host}`;
}
