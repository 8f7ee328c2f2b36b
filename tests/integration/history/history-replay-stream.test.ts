import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileSession } from '../../../electron/core/session';
import { startWebHarness, type WebHarness } from '../../helpers/web-harness';
import { generateHistory } from '../../helpers/history-generate';
import { cachedHashOf, evictClip, openMedia, openMediaOnDesktop, readBody, sha256, storeFiles } from '../../helpers/media-request';

/**
 * Replaying a clip that is not in the cache: the real core behind web mode, the real sandbox over
 * HTTP with its network-link throttle, a real SQLite cache. The only fake is the failure injected
 * into the core's fetch (a connection that drops mid-body), which the sandbox cannot do on cue.
 */

let harness: WebHarness;
let session: ProfileSession;
let clips: string[];
/** Set to cut the next audio download after this many bytes, as a dropped connection would. */
let breakAudioAfter: number | null = null;
/** Set to pass the next audio download on without its length, as a service that streams chunked would. */
let hideAudioLength = false;

const breakingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!url.pathname.startsWith('/files/audio/') || !response.body) return response;
  if (hideAudioLength) {
    hideAudioLength = false;
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(response.body, { status: response.status, headers });
  }
  if (breakAudioAfter === null) return response;
  const limit = breakAudioAfter;
  breakAudioAfter = null;
  const reader = response.body.getReader();
  let passed = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (passed >= limit) {
        void reader.cancel();
        controller.error(new TypeError('terminated: other side closed'));
        return;
      }
      const next = await reader.read();
      if (next.done) return controller.close();
      passed += next.value.byteLength;
      controller.enqueue(next.value);
    },
  });
  return new Response(body, { status: response.status, headers: response.headers });
};

const audioDownloads = () => harness.sandbox.requests.all().filter((request) => request.path.startsWith('/files/audio/')).length;
const incoming = () => storeFiles(session).filter((name) => name.startsWith('incoming/'));

beforeAll(async () => {
  harness = await startWebHarness({ fetch: breakingFetch });
  const opened = await harness.core.context.sessions.current();
  if (!opened.ok) throw new Error(opened.error.message);
  session = opened.value;
  const script = 'A clip long enough to arrive in many pieces over a slow link, read twice. '.repeat(5);
  clips = (await generateHistory(harness.core, [script, `${script} Second.`, `${script} Third.`])).map((clip) => clip.id);
}, 60_000);

afterAll(async () => {
  await harness.close();
});

beforeEach(() => {
  harness.sandbox.faults.reset();
  harness.sandbox.requests.clear();
  breakAudioAfter = null;
  hideAudioLength = false;
});

describe('replay of a clip that is not cached', () => {
  it('answers with the first bytes before the clip is whole, and caches it once it is', async () => {
    const id = clips[0]!;
    const original = evictClip(session, id);
    // Slow enough that the clip takes many chunks to come.
    harness.sandbox.faults.set({ bytesPerSecond: 200_000 });
    const response = await openMedia(harness.server, id);
    expect(response.statusCode).toBe(200);
    const size = Number(response.headers['content-length']);
    const body = response[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const first = await body.next();
    expect(first.value.length).toBeLessThan(size);
    // Mid-way: nothing recorded, only the temp file in the cache folder.
    expect(cachedHashOf(session, id)).toBeNull();
    expect(storeFiles(session).some((name) => name.includes(original))).toBe(false);
    expect(incoming()).toHaveLength(1);
    const whole = Buffer.concat([first.value as Buffer, await readBody({ [Symbol.asyncIterator]: () => body })]);
    expect(whole.length).toBe(size);
    expect(sha256(whole)).toBe(original);
    // Whoever saw the end finds it cached: same bytes, filed under their hash, no temp file left.
    expect(cachedHashOf(session, id)).toBe(original);
    expect(storeFiles(session).some((name) => name.endsWith(`${original}.wav`))).toBe(true);
    expect(incoming()).toEqual([]);
    expect(audioDownloads()).toBe(1);
  });

  it('shares one download between plays of the same clip, ranges included', async () => {
    const id = clips[1]!;
    const original = evictClip(session, id);
    harness.sandbox.faults.set({ bytesPerSecond: 300_000 });
    const [whole, fromStart, middle] = await Promise.all([
      openMedia(harness.server, id),
      openMedia(harness.server, id, { range: 'bytes=0-' }),
      openMedia(harness.server, id, { range: 'bytes=1000-1999' }),
    ]);
    const size = Number(whole.headers['content-length']);
    expect(fromStart.statusCode).toBe(206);
    expect(fromStart.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    const [a, b, c] = await Promise.all([readBody(whole), readBody(fromStart), readBody(middle)]);
    expect(sha256(a)).toBe(original);
    expect(b.equals(a)).toBe(true);
    expect(c.equals(a.subarray(1000, 2000))).toBe(true);
    expect(audioDownloads()).toBe(1);
    expect(cachedHashOf(session, id)).toBe(original);
  });

  it('keeps nothing of a download that breaks off, and the next play downloads again', async () => {
    const id = clips[2]!;
    const original = evictClip(session, id);
    breakAudioAfter = 20_000;
    const broken = await openMedia(harness.server, id);
    expect(broken.statusCode).toBe(200);
    await expect(readBody(broken)).rejects.toThrow();
    expect(cachedHashOf(session, id)).toBeNull();
    expect(storeFiles(session).some((name) => name.includes(original))).toBe(false);
    expect(incoming()).toEqual([]);

    const again = await openMedia(harness.server, id);
    expect(sha256(await readBody(again))).toBe(original);
    expect(cachedHashOf(session, id)).toBe(original);
    expect(audioDownloads()).toBe(2);
  });

  it('streams a clip the service sends without its length whole, without ranges, and caches it', async () => {
    const id = clips[1]!;
    const original = evictClip(session, id);
    hideAudioLength = true;
    const response = await openMedia(harness.server, id, { range: 'bytes=0-' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['accept-ranges']).toBe('none');
    expect(sha256(await readBody(response))).toBe(original);
    expect(cachedHashOf(session, id)).toBe(original);
    expect(incoming()).toEqual([]);
  });

  it('answers a failure before the first byte as before, and a profile switch mid-way stops the download', async () => {
    const id = clips[2]!;
    const original = evictClip(session, id);
    harness.sandbox.faults.set({ rules: [{ kind: 'status', status: 401, times: 1 }] });
    const refused = await openMedia(harness.server, id);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['content-type']).toMatch(/^text\/plain/);
    expect((await readBody(refused)).toString('utf8')).not.toBe('');
    expect(cachedHashOf(session, id)).toBeNull();

    harness.sandbox.faults.set({ bytesPerSecond: 100_000 });
    const cut = await openMedia(harness.server, id);
    const body = cut[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    await body.next();
    await harness.core.context.sessions.reset();
    await expect(readBody({ [Symbol.asyncIterator]: () => body })).rejects.toThrow();
    const reopened = await harness.core.context.sessions.current();
    if (!reopened.ok) throw new Error(reopened.error.message);
    session = reopened.value;
    expect(cachedHashOf(session, id)).toBeNull();
    expect(storeFiles(session).some((name) => name.includes(original))).toBe(false);
    expect(incoming()).toEqual([]);
  });

  it('replays from the cache once the service is out of reach, on both transports', async () => {
    const id = clips[0]!;
    harness.sandbox.faults.set({ bytesPerSecond: 2_000_000 });
    const original = evictClip(session, id);
    const streamed = await readBody(await openMedia(harness.server, id));
    harness.sandbox.faults.set({ rules: [{ kind: 'drop' }] });
    harness.sandbox.requests.clear();
    const offline = await openMedia(harness.server, id);
    expect(offline.statusCode).toBe(200);
    expect((await readBody(offline)).equals(streamed)).toBe(true);
    const seek = await openMedia(harness.server, id, { range: 'bytes=100-199' });
    expect(seek.statusCode).toBe(206);
    expect((await readBody(seek)).equals(streamed.subarray(100, 200))).toBe(true);
    const desktop = await openMediaOnDesktop(harness.core.audio, id);
    expect(sha256(new Uint8Array(await desktop.arrayBuffer()))).toBe(original);
    expect(harness.sandbox.requests.all()).toEqual([]);
  });

  it('streams on the desktop protocol too', async () => {
    const id = clips[1]!;
    const original = evictClip(session, id);
    const response = await openMediaOnDesktop(harness.core.audio, id, { range: 'bytes=0-' });
    expect(response.status).toBe(206);
    expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(original);
    expect(cachedHashOf(session, id)).toBe(original);
  });
});
