import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fail, ok } from '../../../shared/contract';
import { createCore, type Core } from '../../../electron/core/core';
import { respondToAppRequest } from '../../../electron/main/protocol';
import { startWebServer, type WebServer } from '../../../electron/web/server';
import { rawRequest, type RawResponse } from '../../helpers/raw-http';

// Attacks on web mode and on the media both transports serve, through real HTTP and the real
// app:// handler: media that could run script, requests from other local pages, malformed input.
let dir: string;
let core: Core;
let server: WebServer;
const evilSvg = '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/ops/settings.update")</script></svg>';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sawt-hardening-'));
  writeFileSync(join(dir, 'clip.wav'), Buffer.alloc(2_000, 7));
  writeFileSync(join(dir, 'avatar.svg'), evilSvg);
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  core = await createCore({ dataDir: join(dir, 'data'), version: 'test' });
  core.audio.register('history', async (id) =>
    id === 'clip' ? ok({ path: join(dir, 'clip.wav'), contentType: 'audio/wav' }) : fail('NOT_FOUND', 'No such entry'),
  );
  core.audio.register('voice-image', async (id) =>
    id === 'evil' ? ok({ path: join(dir, 'avatar.svg'), contentType: 'image/svg+xml' }) : fail('NOT_FOUND', 'No such voice'),
  );
  server = await startWebServer({ handlers: core.handlers, events: core.events, audio: core.audio, rendererDir: dir });
});

afterAll(async () => {
  await server.close();
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest({ host: server.host, port: server.port, path, headers: { authorization: `Bearer ${server.token}`, ...headers } });
const viaApp = (path: string, init: RequestInit = {}) => respondToAppRequest(new Request(`app://studio${path}`, init), dir, core.audio);

function expectMediaHeaders(headers: Record<string, string | string[] | undefined> | Headers): void {
  const read = (name: string) => (headers instanceof Headers ? headers.get(name) : (headers[name] as string | undefined));
  expect(read('content-security-policy')).toMatch(/(^|; )sandbox($|;)/);
  expect(read('content-security-policy')).toContain("default-src 'none'");
  expect(read('x-content-type-options')).toBe('nosniff');
  expect(read('cross-origin-resource-policy')).toBe('same-origin');
}

describe('media answers cannot run as the studio', () => {
  it.each(['/api/audio/history/clip', '/api/audio/history/missing', '/api/audio/nothing/x', '/api/audio/voice-image/evil'])(
    'web mode and app:// send the same security headers for %s',
    async (path) => {
      const web = await get(path);
      const app = await viaApp(path);
      expect(web.status).toBe(app.status);
      expectMediaHeaders(web.headers);
      expectMediaHeaders(app.headers);
    },
  );

  it('serves an SVG from the service as a download, never as a page', async () => {
    const web = await get('/api/audio/voice-image/evil');
    expect(web.headers['content-type']).toBe('image/svg+xml');
    expect(web.headers['content-disposition']).toBe('attachment');
    expect((await viaApp('/api/audio/voice-image/evil')).headers.get('content-disposition')).toBe('attachment');
  });

  it('answers a refused method with the same headers', async () => {
    const web = await rawRequest({
      host: server.host,
      port: server.port,
      path: '/api/audio/history/clip',
      method: 'DELETE',
      headers: { authorization: `Bearer ${server.token}` },
    });
    expect(web.status).toBe(405);
    expectMediaHeaders(web.headers);
    expect((await viaApp('/api/audio/history/clip', { method: 'DELETE' })).status).toBe(405);
  });
});

describe('only the studio page may call web mode', () => {
  it.each(['cross-site', 'same-site'])('refuses media and operations fetched from a %s page', async (site) => {
    expect((await get('/api/audio/history/clip', { 'sec-fetch-site': site })).status).toBe(403);
    const op = await rawRequest({
      host: server.host,
      port: server.port,
      path: '/api/ops/app.ping',
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json', 'sec-fetch-site': site },
      body: '{"message":"x"}',
    });
    expect(op.status).toBe(403);
  });

  it('answers its own page and a typed address', async () => {
    expect((await get('/api/audio/history/clip', { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await get('/api/audio/history/clip', { 'sec-fetch-site': 'none' })).status).toBe(200);
  });
});

describe('bad web requests get typed answers', () => {
  const post = (path: string, body: string, headers: Record<string, string> = {}): Promise<RawResponse> =>
    rawRequest({
      host: server.host,
      port: server.port,
      path,
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json', ...headers },
      body,
    });

  it('answers bad percent-encoding in an operation name with 400 and the error envelope', async () => {
    const res = await post('/api/ops/app.%E0%A4%A', '{}');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
  });

  it('answers a lone surrogate in an id with a validation error', async () => {
    const res = await post('/api/ops/voices.get', '{"voiceId":"voice-\\ud800"}');
    expect(JSON.parse(res.body)).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION', message: expect.stringContaining('lone surrogate') },
    });
  });

  it('answers a declared body over the limit with 413 and the envelope, not a reset', async () => {
    const res = await post('/api/ops/app.ping', JSON.stringify({ message: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
  });

  it('answers a streamed body that grows over the limit with 413 and the envelope', async () => {
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: server.host,
          port: server.port,
          path: '/api/ops/app.ping',
          method: 'POST',
          headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (c: Buffer) => chunks.push(c));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 12; i++) req.write('x'.repeat(100_000));
      req.end();
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
  });
});
