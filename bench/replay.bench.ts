import { chromium, type Page } from '@playwright/test';
import { percentile, type Bench, type BenchRow } from './types';
import { startWebHarness } from '../tests/helpers/web-harness';
import { chromiumArgs, chromiumPath } from '../tests/helpers/chromium';
import { generateHistory } from '../tests/helpers/history-generate';
import { variantScripts } from '../tests/helpers/history-seed';
import { cachedHashOf, evictClip } from '../tests/helpers/media-request';
import { mediaPath } from '../shared/contract';
import type { ProfileSession } from '../electron/core/session';

const group = 'replay (web mode, Chromium)';
const rounds = 10;

/**
 * A distant service, for the uncached side of the comparison: the sandbox is on loopback, which no
 * real service is. 40 ms before each request is handled (a round trip to a regional cloud) and
 * 50 Mbit/s for the file. Stated in the figures' notes, so the ratio is read with its assumptions.
 */
const serviceLike = { latencyMs: 40, bytesPerSecond: 6_250_000 };

/** Click → 'playing' for one URL, by the page's clock; a fresh query each time so nothing is reused. */
function playTimed(page: Page, src: string): Promise<number> {
  const fresh = `${src}${src.includes('?') ? '&' : '?'}t=${Math.random()}`;
  return page.evaluate(`new Promise((done, fail) => {
    const audio = new Audio();
    const start = performance.now();
    audio.addEventListener('playing', () => { done(performance.now() - start); audio.pause(); audio.src = ''; });
    audio.addEventListener('error', () => fail(new Error('audio error')));
    audio.src = ${JSON.stringify(fresh)};
    void audio.play();
  })`);
}

/** The player leaves at 'playing'; the download it began goes on. The next round starts once it is filed. */
async function untilCached(session: ProfileSession, id: string): Promise<void> {
  for (const deadline = Date.now() + 30_000; cachedHashOf(session, id) === null;) {
    if (Date.now() > deadline) throw new Error('the clip was never cached');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function timeRounds(page: Page, src: () => Promise<string>, after?: () => Promise<void>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    samples.push(await playTimed(page, await src()));
    await after?.();
  }
  return percentile(samples, 50);
}

/**
 * Replay through the studio's own audio route: a cached clip, and the same clip evicted (the row
 * stays, its file goes), which the route streams from the service as it arrives. Beside it the
 * streaming floor: the page plays the service's own (signed) URL of the same bytes over the same
 * throttled link, with no studio in between — what any player of that link could do at best.
 */
export const bench: Bench = {
  group,
  async run(): Promise<BenchRow[]> {
    const harness = await startWebHarness();
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const opened = await harness.core.context.sessions.current();
      if (!opened.ok) throw new Error(opened.error.message);
      const session = opened.value;
      // About a minute of speech, the length users replay most.
      const [clip] = await generateHistory(harness.core, [variantScripts.join('. ').repeat(6).slice(0, 1_200)]);
      const id = clip!.id;
      const studio = mediaPath('history', id);
      const context = await browser.newContext();
      await context.addCookies([{ name: 'sawt_web_token', value: harness.server.token, url: harness.server.origin }]);
      const page = await context.newPage();
      await page.goto(`${harness.server.origin}/`);
      await page.waitForSelector('[data-testid="app-ready"]', { state: 'attached' });
      // The floor's page has no studio and no CSP: it plays the service's URL directly.
      const bare = await context.newPage();
      await playTimed(page, studio); // warm the route and the decoder once
      const kb = session.audioStore.totalBytes() / 1024;

      const cached = await timeRounds(page, async () => studio);
      const uncachedRound = {
        src: async () => (evictClip(session, id), studio),
        after: () => untilCached(session, id),
      };
      const loopback = await timeRounds(page, uncachedRound.src, uncachedRound.after);
      const signedUrl = async () => {
        const entry = await session.client.getHistoryEntry(id);
        if (!entry.ok) throw new Error(entry.error.message);
        return entry.value.audio;
      };
      harness.sandbox.faults.set(serviceLike);
      const floor = await timeRounds(bare, signedUrl);
      const distant = await timeRounds(page, uncachedRound.src, uncachedRound.after);
      harness.sandbox.faults.reset();
      const service = `${serviceLike.latencyMs} ms per request, ${(serviceLike.bytesPerSecond * 8) / 1e6} Mbit/s`;
      await context.close();
      return [
        {
          group,
          name: 'cached clip: play → playing, p50',
          value: cached,
          unit: 'ms',
          goal: '<= 50 ms',
          meets: cached <= 50,
          note: `clip ≈ ${kb.toFixed(0)} KB`,
        },
        {
          group,
          name: 'uncached, loopback sandbox: play → playing, p50',
          value: loopback,
          unit: 'ms',
          note: 'entry read + audio streamed as it arrives, over loopback',
        },
        {
          group,
          name: 'uncached, service-like link: play → playing, p50',
          value: distant,
          unit: 'ms',
          note: `${service}; entry read + audio streamed as it arrives`,
        },
        {
          group,
          name: 'streaming floor, service-like link: play → playing, p50',
          value: floor,
          unit: 'ms',
          note: `the service's own URL of the same bytes played directly, same link (${service})`,
        },
        {
          group,
          name: 'uncached replay / streaming floor (service-like link)',
          value: distant / floor,
          unit: 'x',
          goal: '<= 2x',
          meets: distant / floor <= 2,
          note: 'the studio adds the entry read (one round trip: signed URLs expire) and its own hop',
        },
      ];
    } finally {
      await browser.close();
      await harness.close();
    }
  },
};
