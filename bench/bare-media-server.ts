import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { limitOpenEndedRange, parseByteRange, rangeResponseHead } from '../electron/core/audio/byte-range';

export interface BareMediaServer {
  origin: string;
  /** The file answered whole to an open-ended range, as any static file server does. */
  whole: string;
  /** The file answered in parts of `partBytes`, as the studio answers a cached clip. */
  inParts: (partBytes: number) => string;
  close(): Promise<void>;
}

/**
 * The floor of the cached replay: the same file served over loopback with no studio in between (no
 * token, no lookup, no security headers), ranges answered as HTTP asks. `/` is an empty page, so
 * the player runs in a page with nothing else on it.
 */
export async function startBareMediaServer(path: string, contentType: string): Promise<BareMediaServer> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://loopback');
    if (url.pathname !== '/clip') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>floor</title>');
      return;
    }
    const size = statSync(path).size;
    const part = url.searchParams.has('part') ? Number(url.searchParams.get('part')) : undefined;
    const range = limitOpenEndedRange(req.headers.range, parseByteRange(req.headers.range, size), part);
    const head = rangeResponseHead(range, size, contentType);
    res.writeHead(head.status, head.headers);
    if (head.status === 416) res.end();
    else createReadStream(path, head.range ?? {}).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    whole: `${origin}/clip`,
    inParts: (partBytes) => `${origin}/clip?part=${partBytes}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
