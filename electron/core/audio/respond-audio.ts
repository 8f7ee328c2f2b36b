import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { mediaSecurityHeaders } from '../security/media-headers';
import type { ArrivingAudio } from './arriving-audio';
import type { AudioFile, AudioSources } from './audio-sources';
import { limitOpenEndedRange, parseByteRange, rangeResponseHead } from './byte-range';

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
  const resolved = await sources.resolveForPlayer(kind, id);
  if (!resolved.ok) return textResponse(resolved.error.code === 'NOT_FOUND' ? 404 : 503, resolved.error.message);
  return 'file' in resolved.value
    ? respondWithFile(resolved.value.file, method, rangeHeader)
    : respondWithArriving(resolved.value.arriving, method, rangeHeader);
}

function respondWithFile(file: AudioFile, method: string, rangeHeader: string | null): Response {
  let size: number;
  try {
    size = statSync(file.path).size;
  } catch {
    return textResponse(404, 'The audio file is no longer in the cache');
  }
  const range = limitOpenEndedRange(rangeHeader, parseByteRange(rangeHeader, size), file.partBytes);
  const head = rangeResponseHead(range, size, file.contentType);
  const headers = { ...head.headers, ...mediaSecurityHeaders(file.contentType) };
  if (method === 'HEAD' || head.status === 416) return new Response(null, { status: head.status, headers });
  const stream = createReadStream(file.path, head.range ? { start: head.range.start, end: head.range.end } : {});
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status: head.status, headers });
}

/**
 * A clip still arriving from the service, answered as its bytes come. With the service's length
 * known, ranges are answered as for a file (Chromium asks `bytes=0-` first, then seeks by range;
 * a range beyond what has arrived waits for its bytes). Without it, the whole body as it comes and
 * no ranges: the player then treats the clip as a stream, and the next play is from the cache.
 */
function respondWithArriving(arriving: ArrivingAudio, method: string, rangeHeader: string | null): Response {
  const security = mediaSecurityHeaders(arriving.contentType);
  if (arriving.size === null) {
    const headers = { ...security, 'Accept-Ranges': 'none', 'Content-Type': arriving.contentType, 'Cache-Control': 'no-store' };
    return new Response(method === 'HEAD' ? null : arriving.read(), { status: 200, headers });
  }
  const head = rangeResponseHead(parseByteRange(rangeHeader, arriving.size), arriving.size, arriving.contentType);
  const headers = { ...head.headers, ...security };
  if (method === 'HEAD' || head.status === 416) return new Response(null, { status: head.status, headers });
  return new Response(head.range ? arriving.read(head.range.start, head.range.end) : arriving.read(), { status: head.status, headers });
}
