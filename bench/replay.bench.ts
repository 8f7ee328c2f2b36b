import { chromium, type Page } from '@playwright/test';
import { percentile, type Bench, type BenchRow } from './types';
import { startWebHarness } from '../tests/helpers/web-harness';
import { chromiumArgs, chromiumPath } from '../tests/helpers/chromium';
import { generateHistory } from '../tests/helpers/history-generate';
import { variantScripts } from '../tests/helpers/history-seed';
import type { ProfileSession } from '../electron/core/session';

const group = 'replay (web mode, Chromium)';
const rounds = 10;

/**
 * A distant service, for the uncached side of the comparison: the sandbox is on loopback, which no
 * real service is. 40 ms before each request is handled (a round trip to a regional cloud) and
 * 50 Mbit/s for the file. Stated in the figure's note, so the ratio is read with its assumptions;
 * the loopback ratio is printed beside it as the floor.
 */
const serviceLike = { latencyMs: 40, bytesPerSecond: 6_250_000 };

/** Click → 'playing' for the studio's audio URL of one entry, by the page's clock. */
function playTimed(page: Page, src: string): Promise<number> {
  return page.evaluate(`new Promise((done, fail) => {
    const audio = new Audio();
    const start = performance.now();
    audio.addEventListener('playing', () => { done(performance.now() - start); audio.pause(); audio.src = ''; });
    audio.addEventListener('error', () => fail(new Error('audio error')));
    audio.src = ${JSON.stringify(src)} + '?t=' + Math.random();
    void audio.play();
  })`);
}

/** What the cache's size limit does to a clip: the row stays, its audio goes, and playing it fetches it again. */
function evict(session: ProfileSession, id: string): void {
  session.cache.db.prepare('UPDATE history_entries SET audio_hash = NULL, audio_bytes = NULL, evicted = 1 WHERE id = ?').run(id);
}

async function timeRounds(page: Page, src: string, before?: () => void): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    before?.();
    samples.push(await playTimed(page, src));
  }
  return percentile(samples, 50);
}

/**
 * Replay of a cached clip against the same replay when the clip is not cached — both through the
 * studio's own audio route, so the uncached side is the app's real path (entry refreshed from the
 * service, file downloaded and stored, then served), measured side by side in one run.
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
      const src = `/api/audio/history/${encodeURIComponent(clip!.id)}`;
      const context = await browser.newContext();
      await context.addCookies([{ name: 'sawt_web_token', value: harness.server.token, url: harness.server.origin }]);
      const page = await context.newPage();
      await page.goto(`${harness.server.origin}/`);
      await page.waitForSelector('[data-testid="app-ready"]', { state: 'attached' });
      await playTimed(page, src); // warm the route and the decoder once

      const cached = await timeRounds(page, src);
      const loopback = await timeRounds(page, src, () => evict(session, clip!.id));
      harness.sandbox.faults.set(serviceLike);
      const distant = await timeRounds(page, src, () => evict(session, clip!.id));
      harness.sandbox.faults.reset();
      const kb = session.audioStore.totalBytes() / 1024;
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
          note: 'entry + download over loopback, then the same play',
        },
        { group, name: 'uncached, service-like network: play → playing, p50', value: distant, unit: 'ms', note: service },
        {
          group,
          name: 'replay: service-like / cached',
          value: distant / cached,
          unit: 'x',
          goal: '>= 5x',
          meets: distant / cached >= 5,
          note: service,
        },
        {
          group,
          name: 'replay: loopback sandbox / cached (floor)',
          value: loopback / cached,
          unit: 'x',
          note: 'no network at all: the least a cache can gain',
        },
      ];
    } finally {
      await browser.close();
      await harness.close();
    }
  },
};
