import fc from 'fast-check';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, routes } from '../../../electron/core/service/api-table';
import { ServiceClient } from '../../../electron/core/service/client';

const hostileIds = [
  '/',
  '..',
  '.',
  '%2F',
  '../dialects',
  '../../v1/projects/by-api-key',
  'a/../b',
  '.%2E',
  '%2e%2e',
  '%2E%2E',
  '..%2F..',
  '?x=1',
  '#top',
  'a\\b',
  '\\..\\',
  'صوت',
  ' ',
  'id;drop',
  '%',
  '%%32%46',
];

function recordingFetch() {
  const urls: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    urls.push(String(input));
    return new Response(JSON.stringify({ data: { id: 'x', name: 'n', tags: [], isFavourite: false } }), { status: 200 });
  }) as typeof globalThis.fetch;
  return { fetch, urls };
}

describe('buildPath', () => {
  it('refuses "." and "..", which URL parsing would resolve into the parent route', () => {
    expect(() => buildPath(routes.voiceGet.path, { id: '..' })).toThrow(/may not be/);
    expect(() => buildPath(routes.voiceGet.path, { id: '.' })).toThrow(/may not be/);
  });

  it('keeps any id inside one path segment', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((id) => id !== '.' && id !== '..'),
        (id) => {
          const path = buildPath(routes.voiceFavourite.path, { id });
          const segments = path.split('/');
          expect(segments).toHaveLength(6);
          expect(decodeURIComponent(segments[4]!)).toBe(id);
          expect(segments[5]).toBe('favourite');
        },
      ),
    );
  });
});

describe('the client never lets an id change the route', () => {
  it('sends every non-dot id as exactly one segment of the intended route (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom(...hostileIds)), async (id) => {
        const { fetch, urls } = recordingFetch();
        const client = new ServiceClient({ baseUrl: 'http://service.test', getApiKey: () => 'k', fetch });
        const result = await client.getVoice(id);
        if (id === '.' || id === '..') {
          expect(result).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
          expect(urls).toHaveLength(0);
          return;
        }
        expect(urls).toHaveLength(1);
        // Parse as fetch does (WHATWG URL): the segment survives dot-segment resolution.
        const pathname = new URL(urls[0]!).pathname;
        const segments = pathname.split('/');
        expect(segments.slice(0, 4)).toEqual(['', 'v2', 'tts', 'voices']);
        expect(segments).toHaveLength(5);
        expect(decodeURIComponent(segments[4]!)).toBe(id);
      }),
    );
  });

  it('refuses an empty id without a request', async () => {
    const { fetch, urls } = recordingFetch();
    const client = new ServiceClient({ baseUrl: 'http://service.test', getApiKey: () => 'k', fetch });
    expect(await client.deleteHistoryEntry('')).toMatchObject({ ok: false, error: { code: 'VALIDATION', field: 'id' } });
    expect(urls).toHaveLength(0);
  });
});

describe('what reaches a real server for hostile ids', () => {
  let server: Server;
  const seen: string[] = [];
  let baseUrl = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"success":false,"code":404,"message":"Resource not found"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(hostileIds.filter((id) => id !== '.' && id !== '..'))('%j stays one segment of /v2/tts/histories/{id}', async (id) => {
    seen.length = 0;
    const client = new ServiceClient({ baseUrl, getApiKey: () => 'k', fetch, retry: { maxAttempts: 1 } });
    const result = await client.getHistoryEntry(id);
    expect(result).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(seen).toHaveLength(1);
    const [path, query] = seen[0]!.split('?');
    expect(query).toBeUndefined();
    const segments = path!.split('/');
    expect(segments.slice(0, 4)).toEqual(['', 'v2', 'tts', 'histories']);
    expect(segments).toHaveLength(5);
    expect(decodeURIComponent(segments[4]!)).toBe(id);
  });
});
