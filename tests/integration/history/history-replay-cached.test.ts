import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { ProfileSession } from '../../../electron/core/session';
import { playerPartBytes } from '../../../electron/core/history/history-audio';
import { startWebHarness, type WebHarness } from '../../helpers/web-harness';
import { generateHistory } from '../../helpers/history-generate';
import { cachedHashOf, openMedia, openMediaOnDesktop, readBody, sha256 } from '../../helpers/media-request';

/**
 * Replaying a cached clip: a player's open-ended range is answered with a first part, and the
 * player asks for the rest from where it ended (Chromium does; the e2e replay spec plays one
 * through to its end). The real core behind web mode, the real sandbox, a real SQLite cache.
 */

let harness: WebHarness;
let session: ProfileSession;
let id: string;
let file: Buffer;

beforeAll(async () => {
  harness = await startWebHarness();
  const opened = await harness.core.context.sessions.current();
  if (!opened.ok) throw new Error(opened.error.message);
  session = opened.value;
  // Long enough for more than two parts.
  const [clip] = await generateHistory(harness.core, ['A cached clip is played in parts, the first one small. '.repeat(12)]);
  id = clip!.id;
  file = readFileSync(session.audioStore.pathOf(cachedHashOf(session, id)!)!);
  expect(file.length).toBeGreaterThan(2 * playerPartBytes);
}, 60_000);

afterAll(async () => {
  await harness.close();
});

describe('replay of a cached clip', () => {
  it("answers a player's open-ended range with a first part, and the rest part by part", async () => {
    const parts: Buffer[] = [];
    for (let from = 0; from < file.length;) {
      const response = await openMedia(harness.server, id, { range: `bytes=${from}-` });
      expect(response.statusCode).toBe(206);
      const end = Math.min(file.length, from + playerPartBytes) - 1;
      expect(response.headers['content-range']).toBe(`bytes ${from}-${end}/${file.length}`);
      expect(response.headers['content-length']).toBe(String(end - from + 1));
      const body = await readBody(response);
      parts.push(body);
      from += body.length;
    }
    expect(parts.length).toBe(Math.ceil(file.length / playerPartBytes));
    expect(sha256(Buffer.concat(parts))).toBe(sha256(file));
  });

  it('answers bounded ranges as asked and a request without a range whole', async () => {
    const asked = await openMedia(harness.server, id, { range: `bytes=100-${playerPartBytes + 99}` });
    expect(asked.statusCode).toBe(206);
    expect((await readBody(asked)).equals(file.subarray(100, playerPartBytes + 100))).toBe(true);
    const whole = await openMedia(harness.server, id);
    expect(whole.statusCode).toBe(200);
    expect(sha256(await readBody(whole))).toBe(sha256(file));
    const head = await openMedia(harness.server, id, { range: 'bytes=0-' }, 'HEAD');
    expect(head.headers['content-range']).toBe(`bytes 0-${playerPartBytes - 1}/${file.length}`);
  });

  it('answers in parts on the desktop protocol too', async () => {
    const response = await openMediaOnDesktop(harness.core.audio, id, { range: 'bytes=0-' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-${playerPartBytes - 1}/${file.length}`);
    expect(Buffer.from(await response.arrayBuffer()).equals(file.subarray(0, playerPartBytes))).toBe(true);
  });
});
