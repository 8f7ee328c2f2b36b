import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Name of the HttpOnly cookie that carries the per-run token after the first visit. */
export const tokenCookieName = 'sawt_web_token';

export function createAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

function sameToken(expected: string, given: string | undefined | null): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookieValue(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The token may come as a cookie (the browser), a bearer header (tools, benchmarks) or `?token=`. */
export function presentedToken(req: IncomingMessage, url: URL): { token?: string; fromQuery: boolean } {
  const query = url.searchParams.get('token');
  if (query) return { token: query, fromQuery: true };
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return { token: auth.slice(7), fromQuery: false };
  return { token: cookieValue(req, tokenCookieName), fromQuery: false };
}

export function isValidToken(expected: string, given: string | undefined): boolean {
  return sameToken(expected, given);
}

/**
 * The loopback address this run listens on. On Linux every 127.0.0.0/8 address reaches this
 * machine, so each run takes its own: browsers scope cookies by host, not port, and a page served
 * by any other local program (another port on 127.0.0.1) is then never sent our cookie to replay.
 * Other systems configure only 127.0.0.1 on loopback.
 */
export function pickLoopbackHost(platform: NodeJS.Platform = process.platform): string {
  if (platform !== 'linux') return '127.0.0.1';
  const [a = 1, b = 1, c = 1] = randomBytes(3);
  // Neither .0 nor .255 in the last octet: some tools read those as network or broadcast.
  return `127.${a}.${b}.${(c % 253) + 1}`;
}

/**
 * DNS-rebinding and cross-site guard: the Host must name our loopback listener exactly, and an
 * Origin, when the browser sends one, must be our own. Anything else is 403 before the token is
 * even looked at.
 */
export function isTrustedHostAndOrigin(req: IncomingMessage, host: string, port: number): boolean {
  const allowedHost = `${host}:${port}`;
  const given = req.headers.host;
  if (!given || given.toLowerCase() !== allowedHost) return false;
  const origin = req.headers.origin;
  return origin === undefined || origin.toLowerCase() === `http://${allowedHost}`;
}

/**
 * API routes (operations, events, media) answer only our own page or a typed address: a fetch,
 * <img> or <audio> from any other site — including another port of this machine, which browsers
 * call "same-site" — is refused. Browsers without Fetch Metadata fall back to the Origin check.
 */
export function isOwnPageRequest(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

export function tokenCookie(token: string): string {
  return `${tokenCookieName}=${token}; HttpOnly; SameSite=Strict; Path=/`;
}
