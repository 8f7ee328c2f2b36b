import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createCore, type Core } from '../../electron/core/core';
import { startWebServer, type WebServer } from '../../electron/web/server';

/** A real core behind a real web-mode server on loopback, torn down with its data directory. */
export interface WebHarness {
  core: Core;
  server: WebServer;
  /** POSTs one operation over a keep-alive connection, like the browser does; resolves the body. */
  call(name: string, input: unknown): Promise<string>;
  close(): Promise<void>;
}

export async function startWebHarness(): Promise<WebHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sawt-web-'));
  const core = await createCore({ dataDir, version: 'bench' });
  const server = await startWebServer({
    handlers: core.handlers,
    events: core.events,
    audio: core.audio,
    rendererDir: resolve(__dirname, '..', '..', 'out', 'renderer'),
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const call = (name: string, input: unknown) =>
    new Promise<string>((done, reject) => {
      const body = JSON.stringify(input);
      const req = request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: `/api/ops/${name}`,
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${server.token}`,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return {
    core,
    server,
    call,
    async close() {
      agent.destroy();
      await server.close();
      await core.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
