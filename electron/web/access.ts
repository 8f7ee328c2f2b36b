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
 * DNS-rebinding and cross-site guard: the Host must name our loopback listener exactly, and an
 * Origin, when the browser sends one, must be our own. Anything else is 403 before the token is
 * even looked at.
 */
export function isTrustedHostAndOrigin(req: IncomingMessage, port: number): boolean {
  const allowedHosts = [`127.0.0.1:${port}`, `localhost:${port}`];
  const host = req.headers.host;
  if (!host || !allowedHosts.includes(host.toLowerCase())) return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return allowedHosts.some((h) => origin.toLowerCase() === `http://${h}`);
}

export function tokenCookie(token: string): string {
  return `${tokenCookieName}=${token}; HttpOnly; SameSite=Strict; Path=/`;
}
