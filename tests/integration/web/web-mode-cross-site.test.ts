import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../electron/core/core';
import { InMemorySecretStore } from '../../helpers/in-memory-secret-store';
import { startWebServer, type WebServer } from '../../../electron/web/server';
import { webPaths } from '../../../shared/contract';
import { rawRequest } from '../../helpers/raw-http';

// The roads a hostile page could try beyond a plain fetch, each carrying the studio's cookie as a
// browser would when it sends one: a WebSocket handshake (browsers send no preflight for it), the
// event stream, a CORS preflight, and simple requests in every content type a form can send.
// Regression checks: web mode refused all of these when this audit began.
let dir: string;
let core: Core;
let server: WebServer;
const cookie = () => ({ cookie: `sawt_web_token=${server.token}` });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sawt-web-xsite-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  core = await createCore({ dataDir: join(dir, 'data'), version: 'test', secrets: new InMemorySecretStore() });
  server = await startWebServer({ handlers: core.handlers, events: core.events, audio: core.audio, rendererDir: dir });
});
afterAll(async () => {
  await server.close();
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string>) => rawRequest({ host: server.host, port: server.port, path, headers });

describe('web mode refuses other sites on every road', () => {
  it('refuses a WebSocket handshake from another origin', async () => {
    const answer = await get(webPaths.events, {
      ...cookie(),
      connection: 'Upgrade',
      upgrade: 'websocket',
      'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      'sec-websocket-version': '13',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'websocket',
    });
    expect(answer.status).toBe(403);
  });

  it.each(['cross-site', 'same-site'])('refuses the event stream to a %s EventSource', async (site) => {
    const answer = await get(webPaths.events, {
      ...cookie(),
      accept: 'text/event-stream',
      'sec-fetch-site': site,
      'sec-fetch-mode': 'cors',
    });
    expect(answer.status).toBe(403);
    expect(answer.headers['content-type']).not.toContain('event-stream');
  });

  it('grants no CORS preflight', async () => {
    const answer = await rawRequest({
      host: server.host,
      port: server.port,
      path: `${webPaths.ops}settings.update`,
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(answer.status).toBe(403);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a simple %s POST with the cookie, from a page or without Fetch Metadata',
    async (type) => {
      const body = JSON.stringify({ serviceBaseUrl: { kind: 'custom', url: 'https://evil.example' } });
      const pages: Array<Record<string, string>> = [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, {}];
      for (const page of pages) {
        const answer = await rawRequest({
          host: server.host,
          port: server.port,
          path: `${webPaths.ops}settings.update`,
          method: 'POST',
          headers: { ...cookie(), 'content-type': type, ...page },
          body,
        });
        expect([403, 415]).toContain(answer.status);
      }
      const settings = await core.handlers['settings.get']({}, { transport: 'web' });
      expect(JSON.stringify(settings)).not.toContain('evil.example');
    },
  );
});
