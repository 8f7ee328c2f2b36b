import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeNetworkFailure, wasRefusedBeforeSending } from '../../../electron/core/service/errors';
import { ServiceHttp } from '../../../electron/core/service/http';
import type { Answer } from '../../../electron/core/service/whole-answer';
import { createWholeFetch } from '../../../electron/core/service/whole-fetch';

// The transport for answers read whole (clip downloads), against a loopback server that
// misbehaves on purpose: it must keep fetch's contract wherever the client relies on it.

const echoedKey = 'hms_live_0123456789abcdefghijklmnopqrstuvwxyz';
const clip = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
let server: Server;
let base = '';
let connections = 0;
const seen: Array<{ method: string; url: string; headers: IncomingMessage['headers'] }> = [];

const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/clip': (_req, res) => res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': clip.length }).end(clip),
  '/chunked': (_req, res) => {
    res.writeHead(200, { 'content-type': 'audio/wav' });
    res.write(clip.subarray(0, 1000));
    setTimeout(() => res.end(clip.subarray(1000)), 20);
  },
  '/cut': (_req, res) => {
    res.writeHead(200, { 'content-length': clip.length });
    res.write(clip.subarray(0, 5000), () => res.socket?.destroy());
  },
  '/stall': (_req, res) => {
    res.writeHead(200, { 'content-length': clip.length });
    res.write(clip.subarray(0, 100)); // and never the rest
  },
  '/gzip': (_req, res) => {
    const packed = gzipSync(clip);
    res.writeHead(200, { 'content-encoding': 'gzip', 'content-length': packed.length }).end(packed);
  },
  '/moved': (_req, res) => res.writeHead(302, { location: '/clip' }).end(),
  '/see-other': (_req, res) => res.writeHead(303, { location: `${base}/echo-method` }).end(),
  '/echo-method': (req, res) => res.writeHead(200).end(req.method),
  '/loop': (_req, res) => res.writeHead(302, { location: '/loop' }).end(),
  '/empty': (_req, res) => res.writeHead(204).end(),
  '/endless': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const more = (): void => void (res.destroyed || res.write(Buffer.alloc(64 * 1024, 32), () => setImmediate(more)));
    more();
  },
  '/v2/tts/histories/echo-in-success': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ success: false, code: 400, message: `${'x'.repeat(292)}${echoedKey}` })),
  '/missing': (_req, res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"no such clip"}'),
};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    (routes[(req.url ?? '').split('?')[0]!] ?? routes['/missing']!)(req, res);
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('whole-body fetch', () => {
  it('gives the whole body, status and headers, as fetch would', async () => {
    const fetchWhole = createWholeFetch();
    for (const path of ['/clip', '/chunked']) {
      const response = await fetchWhole(`${base}${path}`, { headers: { accept: 'audio/*' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/wav');
      expect(Buffer.from(await response.arrayBuffer()).equals(clip)).toBe(true);
    }
    expect(seen.at(-1)?.headers.accept).toBe('audio/*');
  });

  it('keeps connections alive: ten downloads one after another open one connection', async () => {
    const fetchWhole = createWholeFetch();
    const before = connections;
    for (let i = 0; i < 10; i++) await (await fetchWhole(`${base}/clip`, {})).arrayBuffer();
    expect(connections - before).toBe(1);
  });

  it('refuses a body cut short of its Content-Length, with the code the client reads', async () => {
    const error = await failureOf(createWholeFetch()(`${base}/cut`, {}));
    expect(error).toBeInstanceOf(TypeError);
    expect(describeNetworkFailure(error)).toContain('ECONNRESET');
  });

  it('decodes a gzip body a server sent although identity was asked for', async () => {
    const response = await createWholeFetch()(`${base}/gzip`, {});
    expect(seen.at(-1)?.headers['accept-encoding']).toBe('identity');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(clip)).toBe(true);
  });

  it('hands back a redirect when told manual, and follows it (a 303 as a GET) otherwise', async () => {
    const fetchWhole = createWholeFetch();
    const held = await fetchWhole(`${base}/moved`, { redirect: 'manual' });
    expect(held.status).toBe(302);
    expect(held.headers.get('location')).toBe('/clip');
    const followed = await fetchWhole(`${base}/moved`, { redirect: 'follow' });
    expect(Buffer.from(await followed.arrayBuffer()).equals(clip)).toBe(true);
    const posted = await fetchWhole(`${base}/see-other`, { method: 'POST', body: '{}', redirect: 'follow' });
    expect(await posted.text()).toBe('GET');
    expect(describeNetworkFailure(await failureOf(fetchWhole(`${base}/loop`, { redirect: 'follow' })))).toBe('network error');
  });

  it('answers a 204 with no body and an error status with its body', async () => {
    const fetchWhole = createWholeFetch();
    const empty = await fetchWhole(`${base}/empty`, {});
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
    const missing = await fetchWhole(`${base}/missing`, {});
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'no such clip' });
  });

  it('rejects with the abort reason when the signal fires mid-body', async () => {
    const controller = new AbortController();
    const pending = createWholeFetch()(`${base}/stall`, { signal: controller.signal });
    setTimeout(() => controller.abort(new DOMException('stop', 'TimeoutError')), 50);
    const error = await failureOf(pending);
    expect((error as DOMException).name).toBe('TimeoutError');
  });

  it('says a refused connection was refused before sending (safe to retry)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failureOf(createWholeFetch()(`http://127.0.0.1:${port}/clip`, {}));
    expect(wasRefusedBeforeSending(error)).toBe(true);
    expect(describeNetworkFailure(error)).toContain('connection refused');
  });
});

describe('its answers', () => {
  it('come without fetch’s machinery (undici), which a fresh core would load inside its first sync', async () => {
    const child = join(__dirname, '..', '..', 'helpers', 'whole-fetch-child.ts');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', child, `${base}/clip`]);
    expect(JSON.parse(stdout)).toEqual({ before: false, after: false, status: 200, bytes: expect.any(Number) });
  });

  it('are read once, as fetch’s are, and name the address they came from', async () => {
    const answer = await createWholeFetch()(`${base}/clip`, {});
    expect(answer.url).toBe(`${base}/clip`);
    await answer.arrayBuffer();
    await expect(answer.text()).rejects.toThrow(TypeError);
  });
});

describe('the client over it', () => {
  const http = (key = 'k-123') => new ServiceHttp({ baseUrl: base, getApiKey: () => Promise.resolve(key), retry: { maxAttempts: 1 } });
  const readBytes = async (response: Answer) => ({ ok: true as const, value: Buffer.from(await response.arrayBuffer()) });

  it('downloads whole over it, with the key on the service origin only', async () => {
    const done = await http().exchange(
      { method: 'GET', url: `${base}/clip`, context: { action: 'download the audio' }, authorize: true, readWhole: { maxBytes: 1 << 20 } },
      readBytes,
    );
    expect(done.ok && done.value.value.equals(clip)).toBe(true);
    expect(seen.at(-1)?.headers.authorization).toBe('Token k-123');
  });

  it('turns a stalled body into TIMEOUT at the call deadline, and a cut body into a network error', async () => {
    const stalled = await http().exchange(
      {
        method: 'GET',
        url: `${base}/stall`,
        context: { action: 'download the audio' },
        authorize: false,
        readWhole: { maxBytes: 1 << 20 },
      },
      readBytes,
      { timeoutMs: 200 },
    );
    expect(!stalled.ok && stalled.error.code).toBe('TIMEOUT');
    const cut = await http().exchange(
      { method: 'GET', url: `${base}/cut`, context: { action: 'download the audio' }, authorize: false, readWhole: { maxBytes: 1 << 20 } },
      readBytes,
    );
    expect(!cut.ok && cut.error.code).toBe('NETWORK');
  });

  it('stops an answer past its limit (declared or endless) as a bad response, without retrying', async () => {
    const retrying = new ServiceHttp({ baseUrl: base, getApiKey: () => Promise.resolve('k-123') });
    const before = seen.length;
    for (const path of ['/clip', '/endless']) {
      const result = await retrying.exchange(
        {
          method: 'GET',
          url: `${base}${path}`,
          context: { action: 'download the audio' },
          authorize: false,
          readWhole: { maxBytes: 4096 },
        },
        readBytes,
      );
      expect(!result.ok && result.error.code).toBe('BAD_RESPONSE');
      expect(!result.ok && result.error.message).toContain('larger than');
    }
    expect(seen.length - before).toBe(2);
  });

  it('scrubs a key echoed in an error inside a 2xx before the message is shortened', async () => {
    const result = await http(echoedKey).acknowledge('historyDelete', { id: 'echo-in-success' });
    expect(result.ok).toBe(false);
    const message = !result.ok ? result.error.message : '';
    for (let at = 0; at + 4 <= echoedKey.length; at++) expect(message).not.toContain(echoedKey.slice(at, at + 5));
  });
});
