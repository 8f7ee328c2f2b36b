import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** Writes a Fetch API Response to node:http: web mode's side of the one media function. */
export async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  if (!response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  // A player that stops reading (seek, tab closed) ends the file stream too.
  res.on('close', () => body.destroy());
  body.on('error', () => res.destroy());
  body.pipe(res);
}
