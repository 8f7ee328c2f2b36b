import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { uiSecurityHeaders } from '../core/security/csp';
import { mimeTypeFor, resolveUiFile } from '../core/ui-files/resolve';
import { sendText } from './http-util';

/** Serves the built renderer with the same CSP and headers the desktop `app://` protocol sends. */
export function handleStatic(req: IncomingMessage, res: ServerResponse, rendererDir: string, pathname: string): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const file = resolveUiFile(rendererDir, pathname);
  if (!file) {
    sendText(res, 404, 'Not found');
    return;
  }
  // Hashed assets never change; index.html must be revalidated so a rebuild is picked up.
  const immutable = pathname.startsWith('/assets/');
  res.writeHead(200, {
    ...uiSecurityHeaders,
    'Content-Type': mimeTypeFor(file),
    'Content-Length': statSync(file).size,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}
