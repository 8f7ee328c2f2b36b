import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../helpers/test-sandbox';

let sandbox: TestSandbox;
let entry: { id: string; audio: string; downloadUrl: string };
let fileSize: number;

beforeAll(async () => {
  sandbox = await startTestSandbox({ returnCreatedEntry: true });
  const voice = (await sandbox.api('/v2/tts/voices')).body.data.voices[0];
  const created = await sandbox.api('/v2/tts/histories', {
    method: 'POST',
    body: { ttsVoiceId: voice.id, script: 'صباح الخير يا أصدقاء', apiKey: sandbox.apiKeyId },
  });
  entry = created.body.data[0];
  fileSize = Number((await fetch(entry.audio, { method: 'HEAD' })).headers.get('content-length'));
});
afterAll(() => sandbox.dispose());

describe('sandbox audio files', () => {
  it('serves the whole file inline as audio/wav, with no Authorization header', async () => {
    const response = await fetch(entry.audio);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-disposition')).toBe('inline');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(fileSize);
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  });

  it('paces file bodies to the network-link rate, whole and intact', async () => {
    // Slow enough that the whole clip needs several paced writes, whatever its exact size.
    const bytesPerSecond = Math.ceil(fileSize / 0.3);
    sandbox.faults.set({ bytesPerSecond });
    try {
      const started = Date.now();
      const bytes = Buffer.from(await (await fetch(entry.audio)).arrayBuffer());
      expect(bytes.length).toBe(fileSize);
      expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
      // A lower bound only: pacing can make a download slower, never faster.
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    } finally {
      sandbox.faults.reset();
    }
    expect(() => sandbox.faults.set({ bytesPerSecond: 0 })).toThrow(/bytesPerSecond/);
  });

  it('serves the same file as an attachment from downloadUrl', async () => {
    const response = await fetch(entry.downloadUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${entry.id}.wav"`);
    expect((await response.arrayBuffer()).byteLength).toBe(fileSize);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, -1],
    ['bytes=-50', -50, -1],
    ['bytes=10-999999999', 10, -1],
  ])('answers Range %s with 206 and Content-Range', async (range, start, end) => {
    const response = await fetch(entry.audio, { headers: { Range: range } });
    expect(response.status).toBe(206);
    const first = start < 0 ? fileSize + start : start;
    const last = end < 0 ? fileSize - 1 : end;
    expect(response.headers.get('content-range')).toBe(`bytes ${first}-${last}/${fileSize}`);
    expect((await response.arrayBuffer()).byteLength).toBe(last - first + 1);
  });

  it.each(['bytes=999999999-', 'bytes=50-10', 'bytes=abc', 'bytes=-0'])('answers an unsatisfiable Range %s with 416', async (range) => {
    const response = await fetch(entry.audio, { headers: { Range: range } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${fileSize}`);
  });

  it('answers 403 for an expired signature', async () => {
    const short = await startTestSandbox({ audioUrlLifetimeMs: 1, returnCreatedEntry: true });
    try {
      const voice = (await short.api('/v2/tts/voices')).body.data.voices[0];
      const created = await short.api('/v2/tts/histories', {
        method: 'POST',
        body: { ttsVoiceId: voice.id, script: 'Quick.', apiKey: short.apiKeyId },
      });
      const audio: string = created.body.data[0].audio;
      await expect.poll(() => Date.now()).toBeGreaterThan(Number(new URL(audio).searchParams.get('expires')));
      const expired = await fetch(audio);
      expect(expired.status).toBe(403);
      expect(await expired.json()).toEqual({ code: 403, message: 'Request has expired' });
    } finally {
      await short.dispose();
    }
  });

  it('answers 403 for a tampered or missing signature', async () => {
    const url = new URL(entry.audio);
    url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 1000));
    expect((await fetch(url)).status).toBe(403);
    const attachment = new URL(entry.audio);
    attachment.searchParams.set('download', '1');
    expect((await fetch(attachment)).status).toBe(403);
    expect((await fetch(`${sandbox.url}/files/audio/${entry.id}.wav`)).status).toBe(403);
  });

  it('stops serving the file once the entry is deleted', async () => {
    await sandbox.api(`/v2/tts/histories/${entry.id}`, { method: 'DELETE' });
    expect((await fetch(entry.audio)).status).toBe(404);
  });
});
