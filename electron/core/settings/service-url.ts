/** The hosted Hamsa service (docs/service-api.md). */
export const HOSTED_SERVICE_URL = 'https://api.tryhamsa.com';

/** Hosts for which plain http:// is acceptable: traffic that never leaves this computer. */
const loopbackHosts = new Set(['127.0.0.1', '[::1]', 'localhost']);
const MAX_URL_LENGTH = 2048;

export type CustomUrlCheck = { ok: true; url: string } | { ok: false; message: string };

/**
 * Checks a user-entered base URL for a self-hosted or staging service, and normalises it (no
 * trailing slash) so paths can be appended. The API key travels in every request's Authorization
 * header, so anything but https would send it in the clear — except to this computer itself.
 */
export function checkCustomServiceUrl(input: string): CustomUrlCheck {
  const text = input.trim();
  if (text.length === 0) return { ok: false, message: 'enter the service address, for example https://api.example.com' };
  if (text.length > MAX_URL_LENGTH) return { ok: false, message: `the address is longer than ${MAX_URL_LENGTH} characters` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: 'this is not a valid address; enter something like https://api.example.com' };
  }
  if (url.protocol === 'http:' && !loopbackHosts.has(url.hostname)) {
    return {
      ok: false,
      message: 'plain http:// is allowed only for this computer (127.0.0.1, ::1, localhost); use https://',
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: 'the address must start with https://' };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, message: 'the address must not contain a user name or password; the API key is sent separately' };
  }
  if (url.search !== '' || url.hash !== '' || text.includes('?') || text.includes('#')) {
    return { ok: false, message: 'the address must not contain a query (?\u2026) or a fragment (#\u2026)' };
  }
  const path = url.pathname.replace(/\/+$/, '');
  return { ok: true, url: `${url.origin}${path}` };
}
