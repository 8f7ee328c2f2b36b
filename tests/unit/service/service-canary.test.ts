import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceClient } from '../../../electron/core/service/client';
import type { Result } from '../../../shared/contract/errors';

/**
 * The key must never come back out of the client: not in an error message, a messageKey, a field,
 * nor a decoded value, whatever the service does, including echoing the key back at us. A server
 * that fails in every way it can, each time quoting the Authorization header and the request body.
 */
const canary = `canary-${randomUUID()}`;

type Mode = (req: IncomingMessage, res: ServerResponse, body: string) => void;
const echo = (req: IncomingMessage, body: string) => `auth=${req.headers.authorization} body=${body}`;
const sendJson = (res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));

const modes: Record<string, Mode> = {
  unauthorized: (req, res, body) => sendJson(res, 401, { code: 401, message: `Invalid API key ${echo(req, body)}` }),
  validation: (req, res, body) =>
    sendJson(res, 400, {
      code: 9400,
      message: `apiKey ${echo(req, body)} is not a uuid`,
      messageKey: `Field_${req.headers.authorization}`,
      field: canary,
    }),
  forbidden: (req, res, body) => sendJson(res, 403, { success: false, code: 403, message: echo(req, body) }),
  notFound: (req, res, body) => sendJson(res, 404, { success: false, code: 404, message: echo(req, body) }),
  server: (req, res, body) => sendJson(res, 500, { success: false, code: 500, message: echo(req, body) }),
  rateLimited: (req, res, body) => sendJson(res, 429, { message: echo(req, body) }, { 'retry-after': '0' }),
  html: (req, res, body) => res.writeHead(502, { 'content-type': 'text/html' }).end(`<html>${echo(req, body)}</html>`),
  malformed: (req, res, body) => res.writeHead(200).end(`not json ${echo(req, body)}`),
  // `name` is of no readable type (a number would be read as its text): the item is left out, its values never quoted.
  wrongField: (req, res) => sendJson(res, 200, { data: [{ id: req.headers.authorization, name: { n: 7 }, languageCode: canary }] }),
  echoedInValue: (req, res) => sendJson(res, 200, { data: { id: 'p-1', name: 'Demo', apiKey: canary, token: req.headers.authorization } }),
  drop: (req) => req.socket.destroy(),
  hang: () => undefined,
  acceptedEmpty: (req, res) =>
    req.method === 'POST'
      ? sendJson(res, 200, { success: true, data: [] })
      : sendJson(res, 200, { data: { ttsHistories: [], totalPages: 0, page: 1, totalCount: 0 } }),
};

let mode: Mode = modes.unauthorized!;
let server: Server;
let baseUrl = '';
let closedUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => mode(req, res, Buffer.concat(chunks).toString()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

function clientFor(url: string, key = canary) {
  return new ServiceClient({
    baseUrl: url,
    getApiKey: async () => key,
    getProjectId: () => 'p-1',
    timeoutMs: 300,
    generationTimeoutMs: 300,
    sleep: async () => undefined,
    retry: { maxAttempts: 2 },
  });
}

/** Every call the client offers, each with arguments that reach the server. */
function everyCall(client: ServiceClient, signal?: AbortSignal): Array<[string, () => Promise<Result<unknown>>]> {
  const call = signal ? { signal } : undefined;
  return [
    ['listDialects', () => client.listDialects(call)],
    ['getVoice', () => client.getVoice('v-1', call)],
    ['setVoiceFavourite', () => client.setVoiceFavourite('v-1', true, call)],
    ['deleteVoice', () => client.deleteVoice('v-1', call)],
    ['listHistory', () => client.listHistory({ page: 1 }, call)],
    ['getProject', () => client.getProject(call)],
    ['listWebTools', () => client.listWebTools({}, call)],
    ['setWebToolActive', () => client.setWebToolActive({ voiceAgentId: 'a', webToolId: 'w', isActive: true }, call)],
    ['listKnowledgeBase', () => client.listKnowledgeBase({ types: ['TEXT'] }, call)],
    ['generate', () => client.generate({ voiceId: 'v-1', script: 'Hello there' }, { ...call, locate: { attempts: 2, baseDelayMs: 1 } })],
    ['downloadAudio', () => client.downloadAudio({ id: 'h-1', audio: `${baseUrl}/audio/h-1.wav` }, call)],
  ];
}

describe('the API key never leaves the client in a result', () => {
  it.each(Object.keys(modes))('server mode %s', async (name) => {
    mode = modes[name]!;
    const calls = everyCall(clientFor(baseUrl));
    const results = await Promise.all(calls.map(([, run]) => run()));
    results.forEach((result, i) => {
      expect(JSON.stringify(result), `${calls[i]![0]} in mode ${name}`).not.toContain(canary);
    });
  });

  it('the server really did see (and echo) the key, so the test above means something', async () => {
    mode = modes.unauthorized!;
    const seen = await new Promise<string>((resolve) => {
      mode = (req, res) => {
        resolve(String(req.headers.authorization));
        res.writeHead(401).end();
      };
      void clientFor(baseUrl).listDialects();
    });
    expect(seen).toBe(`Token ${canary}`);
  });

  it('connection refused', async () => {
    for (const [, run] of everyCall(clientFor(closedUrl))) expect(JSON.stringify(await run())).not.toContain(canary);
  });

  it('cancelled mid-request', async () => {
    mode = modes.hang!;
    for (const [, run] of everyCall(clientFor(baseUrl), AbortSignal.timeout(20))) {
      expect(JSON.stringify(await run())).not.toContain(canary);
    }
  });

  it('a key that cannot be sent as a header', async () => {
    const client = clientFor(baseUrl, `${canary}\r\nX-Evil: 1`);
    for (const [, run] of everyCall(client)) expect(JSON.stringify(await run())).not.toContain(canary);
  });
});
