import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { mediaSecurityHeaders } from '../security/media-headers';
import type { AudioSources } from './audio-sources';
import { parseByteRange, rangeResponseHead } from './byte-range';

function textResponse(status: number, text: string | null, extra: Record<string, string> = {}): Response {
  const headers: Record<string, string> = { ...mediaSecurityHeaders(null), 'Cache-Control': 'no-store', ...extra };
  if (text !== null) headers['Content-Type'] = 'text/plain; charset=utf-8';
  return new Response(text, { status, headers });
}

/**
 * The one answer to a media request (`/api/audio/<kind>/<id>`), as a Fetch API Response: what
 * Electron's protocol.handle wants, and what web mode adapts to node:http. One function, so the
 * security headers and Range handling of the two transports cannot drift.
 */
export async function respondWithAudio(
  sources: AudioSources,
  kind: string,
  id: string,
  method: string,
  rangeHeader: string | null,
): Promise<Response> {
  if (method !== 'GET' && method !== 'HEAD') return textResponse(405, null, { Allow: 'GET, HEAD' });
  const resolved = await sources.resolve(kind, id);
  if (!resolved.ok) return textResponse(resolved.error.code === 'NOT_FOUND' ? 404 : 503, resolved.error.message);
  let size: number;
  try {
    size = statSync(resolved.value.path).size;
  } catch {
    return textResponse(404, 'The audio file is no longer in the cache');
  }
  const head = rangeResponseHead(parseByteRange(rangeHeader, size), size, resolved.value.contentType);
  const headers = { ...head.headers, ...mediaSecurityHeaders(resolved.value.contentType) };
  if (method === 'HEAD' || head.status === 416) return new Response(null, { status: head.status, headers });
  const stream = createReadStream(resolved.value.path, head.range ? { start: head.range.start, end: head.range.end } : {});
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status: head.status, headers });
}
