import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { AudioSources } from './audio-sources';
import { parseByteRange, rangeResponseHead } from './byte-range';

/**
 * Answers an audio request as a Fetch API Response (what Electron's protocol.handle wants), with
 * Range support for seeking. Web mode answers the same URL through node:http (electron/web).
 */
export async function respondWithAudio(
  sources: AudioSources,
  kind: string,
  id: string,
  method: string,
  rangeHeader: string | null,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  if (method !== 'GET' && method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { ...extraHeaders, Allow: 'GET, HEAD' } });
  }
  const resolved = await sources.resolve(kind, id);
  if (!resolved.ok) {
    return new Response(resolved.error.message, { status: resolved.error.code === 'NOT_FOUND' ? 404 : 503, headers: extraHeaders });
  }
  let size: number;
  try {
    size = statSync(resolved.value.path).size;
  } catch {
    return new Response('The audio file is no longer in the cache', { status: 404, headers: extraHeaders });
  }
  const head = rangeResponseHead(parseByteRange(rangeHeader, size), size, resolved.value.contentType);
  const headers = { ...extraHeaders, ...head.headers };
  if (method === 'HEAD' || head.status === 416) return new Response(null, { status: head.status, headers });
  const stream = createReadStream(resolved.value.path, head.range ? { start: head.range.start, end: head.range.end } : {});
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status: head.status, headers });
}
