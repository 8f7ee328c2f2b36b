import type { IncomingHttpHeaders } from 'node:http';

/**
 * The sandbox answers programs on this computer (the studio's core, tests, a shell), never a web
 * page. It listens on loopback, and every browser on the machine can reach loopback: without this,
 * a page of any site could POST a simple `text/plain` request to the call-simulation route (it
 * needs no key) and make the sandbox send JSON with a chosen `Authorization` header to any local
 * port, or rebind a DNS name to 127.0.0.1 and read the answers. So, before anything runs:
 * - the Host must name this listener (127.0.0.1 or localhost, and its port): a rebound name fails;
 * - a request a browser marks as made by a page (an Origin, or Fetch Metadata other than a typed
 *   address) is refused: no page is ever a legitimate caller, and Node's fetch sends neither.
 * The one exception is reading a file (GET/HEAD under /files/: a clip's audio, a voice's sample or
 * avatar). Those are the addresses the service hands out for any player to load, a browser's
 * <audio> included, as a CDN serves them; reading one changes nothing, and the Host rule above
 * still keeps a rebound name from reading it.
 * Returns why a request is refused, or null.
 */
export function refusedAsFromPage(headers: IncomingHttpHeaders, port: number, method = 'GET', path = '/'): string | null {
  const host = headers.host?.toLowerCase();
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) return 'The sandbox answers only its own loopback address.';
  if ((method === 'GET' || method === 'HEAD') && path.startsWith('/files/') && !path.includes('..')) return null;
  if (headers.origin !== undefined) return 'The sandbox does not answer web pages.';
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'none' && site !== 'same-origin') return 'The sandbox does not answer web pages.';
  return null;
}

/**
 * Control routes read JSON bodies: only `application/json` is read, a type no page can send to
 * another origin without a CORS preflight, which the sandbox never grants.
 */
export function isJsonRequest(headers: IncomingHttpHeaders): boolean {
  return /^application\/json\s*(;|$)/i.test(headers['content-type'] ?? '');
}
