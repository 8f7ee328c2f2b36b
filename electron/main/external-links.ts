import type { Shell } from 'electron';

/**
 * Hosts the studio may open in the user's browser; each also allows its subdomains (the service's
 * API and docs live under tryhamsa.com). Everything else stays closed.
 */
export const externalLinkHosts: readonly string[] = ['tryhamsa.com'];

const MAX_URL_LENGTH = 2_048;

/**
 * The one allow-list for handing a URL to the operating system (`shell.openExternal` can launch
 * any registered handler, so an unchecked URL is code execution waiting to happen; see
 * https://www.electronjs.org/docs/latest/tutorial/security#15-do-not-use-shellopenexternal-with-untrusted-content).
 * Only `https:` on an allowed host with the default port and no credentials; backslashes,
 * whitespace and control characters anywhere are refused before parsing, so UNC paths and
 * parser-confusion tricks never reach the URL parser's lenient repairs.
 */
export function isAllowedExternalUrl(raw: unknown): boolean {
  return allowedExternalUrl(raw) !== null;
}

function allowedExternalUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw.length > MAX_URL_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\s\\\u0000-\u001f\u007f]/.test(raw)) return null;
  if (!/^https:\/\/[^/]/i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return null;
  // The parser has lower-cased the host and turned any Unicode into punycode, so a lookalike
  // (Cyrillic "а" in tryhаmsa.com) arrives here as `xn--...` and matches nothing.
  const host = url.hostname;
  const allowed = externalLinkHosts.some((h) => host === h || host.endsWith(`.${h}`));
  return allowed ? url : null;
}

/**
 * Opens an allowed URL in the user's browser and says whether it did. The re-serialised URL is
 * what leaves the app, never the raw string the page supplied.
 */
export async function openExternal(raw: unknown, shell: Pick<Shell, 'openExternal'>): Promise<boolean> {
  const url = allowedExternalUrl(raw);
  if (!url) return false;
  try {
    // Justified for Electronegativity: the URL passed the allow-list above.
    /* eng-disable OPEN_EXTERNAL_JS_CHECK */
    await shell.openExternal(url.href);
    return true;
  } catch (error) {
    console.error('[studio] could not open an external link:', error);
    return false;
  }
}
