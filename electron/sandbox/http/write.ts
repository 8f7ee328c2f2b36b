import { createReadStream } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import type { SandboxResponse } from './response';

/** Bytes per paced write: small enough that the rate is smooth for a clip of a few hundred KB. */
const pacedChunk = 16 * 1024;

/**
 * Lets bytes through no faster than `bytesPerSecond`, timed against the start of the body so
 * timer slack does not accumulate.
 */
function pacer(bytesPerSecond: number): Transform {
  const started = Date.now();
  let sent = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const pieces: Buffer[] = [];
      for (let at = 0; at < chunk.length; at += pacedChunk) pieces.push(chunk.subarray(at, at + pacedChunk));
      const next = (): void => {
        const piece = pieces.shift();
        if (!piece) return done();
        sent += piece.length;
        this.push(piece);
        const due = started + (sent / bytesPerSecond) * 1000 - Date.now();
        if (due > 0) setTimeout(next, due);
        else next();
      };
      next();
    },
  });
}

/**
 * Writes a handler's response; a socket that is already gone is left alone. `bytesPerSecond`
 * paces file bodies (the network-link fault).
 */
export function writeResponse(
  res: ServerResponse,
  response: SandboxResponse,
  headOnly: boolean,
  bytesPerSecond: number | null = null,
): void {
  if (res.headersSent || res.destroyed) return;
  if (response.kind === 'file') {
    const length = Math.max(0, response.end - response.start + 1);
    res.writeHead(response.status, { ...response.headers, 'Content-Type': response.contentType, 'Content-Length': String(length) });
    if (headOnly || length === 0) {
      res.end();
      return;
    }
    const stream = createReadStream(response.path, { start: response.start, end: response.end });
    stream.on('error', () => res.destroy());
    if (bytesPerSecond === null) {
      stream.pipe(res);
      return;
    }
    const paced = pacer(bytesPerSecond);
    res.on('close', () => stream.destroy());
    stream.pipe(paced).pipe(res);
    return;
  }
  const body = response.kind === 'json' ? Buffer.from(JSON.stringify(response.body), 'utf8') : Buffer.from(response.body);
  const contentType = response.kind === 'json' ? 'application/json; charset=utf-8' : response.contentType;
  res.writeHead(response.status, { ...response.headers, 'Content-Type': contentType, 'Content-Length': String(body.length) });
  res.end(headOnly ? undefined : body);
}
