import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createCore, type Core } from '../../electron/core/core';
import type { SandboxOptions } from '../../electron/sandbox/server';
import { startTestSandbox, type TestSandbox } from './test-sandbox';
import { existingSandbox } from '../../electron/core/session';
import { startWebServer, type WebServer } from '../../electron/web/server';
import type { WebhookNetwork } from '../../electron/core/webhooks';
import { webPaths } from '../../shared/contract';

/**
 * A real core behind a real web-mode server on loopback, using a real sandbox service this
 * harness controls (fault switches, request log) as the default account; torn down with its
 * data directories.
 */
export interface WebHarness {
  core: Core;
  sandbox: TestSandbox;
  server: WebServer;
  /** POSTs one operation over a keep-alive connection, like the browser does; resolves the body. */
  call(name: string, input: unknown): Promise<string>;
  close(): Promise<void>;
}

export interface WebHarnessOptions {
  sandbox?: Partial<SandboxOptions>;
  /** Reuse a data directory (to test a restart); it is then left in place on close. */
  dataDir?: string;
  /** The webhook network seam (a test name resolving to loopback, the test CA trusted). */
  webhookNetwork?: Partial<WebhookNetwork>;
  /** The core's fetch, for failure injection between it and the real sandbox. */
  fetch?: typeof fetch;
}

export async function startWebHarness(options: WebHarnessOptions = {}): Promise<WebHarness> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sawt-web-'));
  const sandbox = await startTestSandbox({ enableControlRoute: true, ...options.sandbox });
  const core = await createCore({
    dataDir,
    version: 'test',
    sandbox: existingSandbox(sandbox),
    ...(options.webhookNetwork ? { webhookNetwork: options.webhookNetwork } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const server = await startWebServer({
    handlers: core.handlers,
    events: core.events,
    audio: core.audio,
    rendererDir: resolve(__dirname, '..', '..', 'out', 'renderer'),
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const call = (name: string, input: unknown) => postOperation(server, name, input, agent);
  return {
    core,
    sandbox,
    server,
    call,
    async close() {
      agent.destroy();
      await server.close();
      await core.close();
      await sandbox.dispose();
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * POSTs one operation to a web-mode server, as the page does; resolves the body. `agent: false`
 * opens a fresh connection (a kept-alive one may have been closed by the server meanwhile).
 */
export function postOperation(
  server: Pick<WebServer, 'host' | 'port' | 'token'>,
  name: string,
  input: unknown,
  agent: Agent | false,
): Promise<string> {
  return new Promise<string>((done, reject) => {
    const body = JSON.stringify(input);
    const req = request(
      {
        host: server.host,
        port: server.port,
        path: `${webPaths.ops}${name}`,
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
}
