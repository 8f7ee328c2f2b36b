import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AudioSources } from '../core/audio/audio-sources';
import { parseByteRange, rangeResponseHead } from '../core/audio/byte-range';
import { sendText } from './http-util';

/**
 * `GET /api/audio/<kind>/<id>`: a cached clip by id, with HTTP Range support so the player can
 * seek without reading the whole file. The id is resolved by the feature that owns the kind; no
 * path ever comes from the browser.
 */
export async function handleAudio(
  req: IncomingMessage,
  res: ServerResponse,
  sources: AudioSources,
  kind: string,
  id: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const resolved = await sources.resolve(kind, id);
  if (!resolved.ok) {
    sendText(res, resolved.error.code === 'NOT_FOUND' ? 404 : 503, resolved.error.message);
    return;
  }
  let size: number;
  try {
    size = statSync(resolved.value.path).size;
  } catch {
    sendText(res, 404, 'The audio file is no longer in the cache');
    return;
  }
  const head = rangeResponseHead(parseByteRange(req.headers.range, size), size, resolved.value.contentType);
  res.writeHead(head.status, head.headers);
  if (req.method === 'HEAD' || head.status === 416) {
    res.end();
    return;
  }
  createReadStream(resolved.value.path, head.range ? { start: head.range.start, end: head.range.end } : {}).pipe(res);
}
