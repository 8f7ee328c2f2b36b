import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchMedia } from '../../../electron/core/voices/voice-media';

// A voice sample or avatar comes from whatever address the service names. A host that sends
// without end (no Content-Length, chunk after chunk) must cost the studio at most the 25 MB limit
// of memory: the download is refused once past it and the connection dropped, not read whole
// first. A real server on loopback counts what the studio took before hanging up.
const chunk = Buffer.alloc(1024 * 1024, 0x52);
const offered = 120;
let server: Server;
let url: string;
let taken = 0;
let finished: Promise<void>;

beforeAll(async () => {
  server = createServer((_req, res) => {
    finished = new Promise((resolve) => {
      res.writeHead(200, { 'content-type': 'audio/wav' });
      let sent = 0;
      const next = (): void => {
        while (sent < offered) {
          sent++;
          taken += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', next);
        }
        res.end();
      };
      res.on('close', () => resolve());
      next();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sample.wav`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('voice media from a host that never stops sending', () => {
  it('is refused past the limit, and the studio stops reading', async () => {
    const result = await fetchMedia(url, 'sample');
    expect(result).toMatchObject({ ok: false, error: { code: 'BAD_RESPONSE', message: expect.stringContaining('too large') } });
    await finished;
    // 25 MB and what the sockets' buffers held when the studio hung up; never the 120 offered.
    expect(taken).toBeLessThan(60 * chunk.length);
  });
});
