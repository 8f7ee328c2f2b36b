import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fail, mediaPath, ok } from '../../../shared/contract';
import { createCore, type Core } from '../../../electron/core/core';
import { startWebServer, type WebServer } from '../../../electron/web/server';
import { respondToAppRequest } from '../../../electron/main/protocol';
import { rawRequest } from '../../helpers/raw-http';

let dir: string;
let core: Core;
let server: WebServer;
const clip = Buffer.alloc(4_000, 7);
const entryPath = mediaPath('history', 'entry-1');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sawt-audio-route-'));
  writeFileSync(join(dir, 'clip.wav'), clip);
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  core = await createCore({ dataDir: join(dir, 'data'), version: 'test' });
  // The feature owning the kind decides: only the one known id maps to a file.
  core.audio.register('history', async (id) =>
    id === 'entry-1' ? ok({ path: join(dir, 'clip.wav'), contentType: 'audio/wav' }) : fail('NOT_FOUND', 'No such entry'),
  );
  server = await startWebServer({ handlers: core.handlers, events: core.events, audio: core.audio, rendererDir: dir });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const auth = () => ({ authorization: `Bearer ${server.token}` });

describe('audio by id, web mode', () => {
  it('serves the whole clip and a byte range for seeking', async () => {
    const whole = await rawRequest({ host: server.host, port: server.port, path: entryPath, headers: auth() });
    expect(whole.status).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe(String(clip.length));
    const part = await rawRequest({
      host: server.host,
      port: server.port,
      path: entryPath,
      headers: { ...auth(), range: 'bytes=1000-1999' },
    });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${clip.length}`);
    expect(part.body.length).toBe(1000);
    const beyond = await rawRequest({
      host: server.host,
      port: server.port,
      path: entryPath,
      headers: { ...auth(), range: 'bytes=9000-' },
    });
    expect(beyond.status).toBe(416);
  });

  it('answers 404 for unknown ids, unknown kinds and ids crafted as paths', async () => {
    for (const path of [
      '/api/audio/history/nope',
      '/api/audio/secrets/entry-1',
      '/api/audio/history/..%2F..%2Fclip.wav',
      '/api/audio/history/%2Fetc%2Fpasswd',
    ]) {
      expect((await rawRequest({ host: server.host, port: server.port, path, headers: auth() })).status, path).toBe(404);
    }
  });

  it('needs the token like every other route', async () => {
    expect((await rawRequest({ host: server.host, port: server.port, path: entryPath })).status).toBe(401);
  });
});

describe('audio by id, desktop app:// protocol', () => {
  it('answers the same relative URL with Range support and the CSP header', async () => {
    const response = await respondToAppRequest(
      new Request('app://studio/api/audio/history/entry-1', { headers: { range: 'bytes=0-9' } }),
      dir,
      core.audio,
    );
    expect(response.status).toBe(206);
    expect((await response.arrayBuffer()).byteLength).toBe(10);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const missing = await respondToAppRequest(new Request('app://studio/api/audio/history/other'), dir, core.audio);
    expect(missing.status).toBe(404);
  });
});
