import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** `Authorization: Token <key>` (scheme case-insensitive), compared in constant time. */
export function isAuthorized(headers: IncomingHttpHeaders, apiKey: string): boolean {
  const match = /^Token\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const expected = Buffer.from(apiKey);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
