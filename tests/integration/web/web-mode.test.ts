import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../electron/core/core';
import { startWebServer, type WebServer } from '../../../electron/web/server';
import { rawRequest } from '../../helpers/raw-http';
import { webPaths } from '../../../shared/contract';

let dir: string;
let core: Core;
let server: WebServer;
const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sawt-web-'));
  const rendererDir = join(dir, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Sawt</title>');
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir, 'outside.txt'), 'not for the browser');
  core = await createCore({ dataDir: join(dir, 'data'), version: '0.0.0-test' });
  server = await startWebServer({ handlers: core.handlers, events: core.events, audio: core.audio, rendererDir });
});

afterAll(async () => {
  await server.close();
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

const auth = () => ({ authorization: `Bearer ${server.token}` });

describe('web mode access', () => {
  it('listens on a loopback address of its own', () => {
    expect(server.origin).toMatch(/^http:\/\/127\.\d+\.\d+\.\d+:\d+$/);
    // Linux routes all of 127.0.0.0/8 to loopback: each run takes its own host, so cookies the
    // browser holds for it are never sent to a page served from another local port.
    if (process.platform === 'linux') expect(server.host).not.toBe('127.0.0.1');
  });

  it('answers 401 to a request without the token, for the UI and for operations', async () => {
    expect((await rawRequest({ host: server.host, port: server.port, path: '/' })).status).toBe(401);
    const op = await rawRequest({
      host: server.host,
      port: server.port,
      path: '/api/ops/app.ping',
      method: 'POST',
      headers: json,
      body: '{"message":"x"}',
    });
    expect(op.status).toBe(401);
  });

  it('answers 401 to a wrong token in any of its three places', async () => {
    const wrong = 'x'.repeat(server.token.length);
    expect((await rawRequest({ host: server.host, port: server.port, path: `/?token=${wrong}` })).status).toBe(401);
    expect(
      (await rawRequest({ host: server.host, port: server.port, path: '/', headers: { authorization: `Bearer ${wrong}` } })).status,
    ).toBe(401);
    expect(
      (await rawRequest({ host: server.host, port: server.port, path: '/', headers: { cookie: `sawt_web_token=${wrong}` } })).status,
    ).toBe(401);
  });

  it('answers 403 to a Host other than its loopback address, even with the token', async () => {
    for (const host of [
      'evil.example:80',
      `attacker.test:${server.port}`,
      `${server.host}:${server.port + 1}`,
      `localhost:${server.port}`,
    ]) {
      const res = await rawRequest({ host: server.host, port: server.port, path: '/', headers: { host, ...auth() } });
      expect(res.status).toBe(403);
    }
  });

  it('answers 403 to a foreign or null Origin, even with the token', async () => {
    for (const origin of ['https://evil.example', 'null', `http://${server.host}:${server.port + 1}`]) {
      const res = await rawRequest({
        host: server.host,
        port: server.port,
        path: '/api/ops/app.ping',
        method: 'POST',
        headers: { origin, ...json, ...auth() },
        body: '{"message":"x"}',
      });
      expect(res.status).toBe(403);
    }
  });

  it('swaps the token in the URL for an HttpOnly SameSite cookie and a clean address', async () => {
    const res = await rawRequest({ host: server.host, port: server.port, path: `/?token=${server.token}` });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    const page = await rawRequest({ host: server.host, port: server.port, path: '/', headers: { cookie: cookie.split(';')[0]! } });
    expect(page.status).toBe(200);
  });
});

describe('web mode carries the contract', () => {
  const call = (name: string, body: string, headers: Record<string, string> = json) =>
    rawRequest({
      host: server.host,
      port: server.port,
      path: `${webPaths.ops}${name}`,
      method: 'POST',
      headers: { ...headers, ...auth() },
      body,
    });

  it('round-trips app.ping and reports the web transport', async () => {
    const res = await call('app.ping', JSON.stringify({ message: 'مرحبا' }));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ ok: true, value: { message: 'مرحبا', transport: 'web' } });
  });

  it('returns app.info with the data directory and version', async () => {
    const body = JSON.parse((await call('app.info', '{}')).body);
    expect(body.value).toMatchObject({ version: '0.0.0-test', transport: 'web', dataDir: join(dir, 'data') });
  });

  it('answers bad input, bad JSON and unknown operations with typed errors', async () => {
    expect(JSON.parse((await call('app.ping', '{"message":7}')).body).error).toMatchObject({ code: 'VALIDATION', field: 'message' });
    expect(JSON.parse((await call('app.ping', '{not json')).body).error.code).toBe('VALIDATION');
    expect(JSON.parse((await call('app.format', '{}')).body).error.code).toBe('NOT_FOUND');
  });

  it('refuses a body that is not declared JSON (cross-site forms cannot send it)', async () => {
    const res = await call('app.ping', 'message=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
  });

  it('serves the UI with the strict CSP header', async () => {
    const res = await rawRequest({ host: server.host, port: server.port, path: '/', headers: auth() });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('unsafe-inline');
    expect(
      (await rawRequest({ host: server.host, port: server.port, path: '/assets/app.js', headers: auth() })).headers['content-type'],
    ).toMatch(/javascript/);
  });

  it('never serves a file outside the built UI', async () => {
    for (const path of ['/../outside.txt', '/%2e%2e/outside.txt', '/..%2foutside.txt', '/assets/..%5c..%5coutside.txt', '/%00index.html']) {
      const res = await rawRequest({ host: server.host, port: server.port, path, headers: auth() });
      expect(res.status, path).toBe(404);
    }
  });

  it('streams contract events to the browser', async () => {
    const controller = new AbortController();
    const res = await fetch(`${server.origin}${webPaths.events}`, { headers: auth(), signal: controller.signal });
    const reader = res.body!.getReader();
    await reader.read(); // the ": connected" comment
    core.events.emit('app.connectivityChanged', { online: false, reason: 'NETWORK' });
    const { value } = await reader.read();
    const text = new TextDecoder().decode(value);
    expect(text).toContain('event: app.connectivityChanged');
    expect(text).toContain('"online":false');
    controller.abort();
  });
});
