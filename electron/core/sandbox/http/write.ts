import { createReadStream } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { SandboxResponse } from './response';

/** Writes a handler's response; a socket that is already gone is left alone. */
export function writeResponse(res: ServerResponse, response: SandboxResponse, headOnly: boolean): void {
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
    stream.pipe(res);
    return;
  }
  const body = response.kind === 'json' ? Buffer.from(JSON.stringify(response.body), 'utf8') : Buffer.from(response.body);
  const contentType = response.kind === 'json' ? 'application/json; charset=utf-8' : response.contentType;
  res.writeHead(response.status, { ...response.headers, 'Content-Type': contentType, 'Content-Length': String(body.length) });
  res.end(headOnly ? undefined : body);
}
