import { chromium, type Browser, type Page } from '@playwright/test';
import { readVoices } from '../electron/core/voices/catalogue-store';
import { normalizeForSearch } from '../shared/text';
import { chromiumArgs, chromiumPath } from '../tests/helpers/chromium';
import { startWebHarness, type WebHarness } from '../tests/helpers/web-harness';
import { percentile, type Bench, type BenchRow } from './types';

/**
 * The voices browser in Chromium over web mode. First paint and filtering run on a cache seeded
 * with 2,000 voices while the service is unreachable (so no refresh replaces them); sample play
 * start compares a sample already in the profile's cache with one the core must first fetch from
 * the sandbox (each in a fresh browser context, so Chromium's own HTTP cache plays no part).
 */

const seededVoices = 2_000;
const paintRuns = 5;
const sampleVoices = 8;
const searches = ['a', 'ah', 'احمد', 'ليلى', 'Voice 1', 'Voice 19', 'zz', ''];

const names = ['أحمد', 'ليلى', 'Omar', 'Layla', 'سارة', 'Karim', 'هدى', 'Voice'];

async function seed(harness: WebHarness): Promise<void> {
  const refreshed = await harness.core.handlers['voices.refresh']({}, { transport: 'web' });
  if (!refreshed.ok) throw new Error(refreshed.error.message);
  const session = await harness.core.context.sessions.current();
  if (!session.ok) throw new Error(session.error.message);
  const { cache } = session.value;
  const codes = (cache.db.prepare('SELECT code FROM catalogue_dialects').all() as Array<{ code: string }>).map((r) => r.code);
  const insert = cache.db.prepare(
    `INSERT INTO catalogue_voices (id, name, name_search, language, dialect_id, dialect_code, tags, is_favourite,
       used_in_jobs, used_in_agents, sample_url, image_url, created_at) VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, NULL, NULL, ?)`,
  );
  cache.transaction(() => {
    for (let i = 0; i < seededVoices; i++) {
      const code = codes[i % codes.length]!;
      const name = `${names[i % names.length]} ${i}`;
      const tags = JSON.stringify([i % 2 ? 'male' : 'female', i % 3 ? 'conversational' : 'narrator']);
      insert.run(
        `bench-${i}`,
        name,
        normalizeForSearch(name),
        code === 'en' ? 'en' : 'ar',
        code,
        tags,
        i % 9 === 0 ? 1 : 0,
        i % 250,
        i % 5,
        new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString(),
      );
    }
  });
}

async function openPage(browser: Browser, harness: WebHarness): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addCookies([{ name: 'sawt_web_token', value: harness.server.token, url: harness.server.origin }]);
  const page = await context.newPage();
  // Notes, by the page's own clock, when the first voice card is in the DOM.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="voice-card"]')) {
        (window as unknown as { firstCard: number }).firstCard = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${harness.server.origin}/`);
  await page.waitForSelector('[data-testid="voice-card"]', { timeout: 30_000 });
  return page;
}

/** Sets the search box as typing would, and times until the next frame has been painted. */
function timeSearch(page: Page, value: string): Promise<number> {
  return page.evaluate(async (text) => {
    const input = document.querySelector<HTMLInputElement>('.voices-search input')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const start = performance.now();
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    return performance.now() - start;
  }, value);
}

/** Clicks a voice's play button and times until the player reports it playing, then stops it. */
async function timePlay(page: Page, name: string): Promise<number> {
  await timeSearch(page, name);
  const ms = await page.evaluate(async (voiceName) => {
    const card = [...document.querySelectorAll('[data-testid="voice-card"]')].find((c) => c.querySelector('h2')?.textContent === voiceName);
    const button = card?.querySelector<HTMLButtonElement>('[data-testid="voice-play"]');
    const bar = document.querySelector<HTMLElement>('[data-testid="player-bar"]')!;
    if (!button) throw new Error(`no play button for ${voiceName}`);
    const start = performance.now();
    const playing = new Promise<void>((done) => {
      const observer = new MutationObserver(() => {
        if (bar.dataset.status === 'playing') {
          observer.disconnect();
          done();
        }
      });
      observer.observe(bar, { attributes: true });
    });
    button.click();
    await playing;
    return performance.now() - start;
  }, name);
  await page.evaluate(() => document.querySelector<HTMLButtonElement>('[data-testid="player-stop"]')!.click());
  return ms;
}

export const bench: Bench = {
  group: 'voices browser (web mode, Chromium)',
  async run(): Promise<BenchRow[]> {
    const harness = await startWebHarness({ sandbox: { speech: 'synthetic' } });
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const rows: BenchRow[] = [];
    const row = (name: string, value: number, note?: string, unit: BenchRow['unit'] = 'ms') =>
      rows.push({ group: this.group, name, value, unit, ...(note ? { note } : {}) });
    try {
      await seed(harness);
      harness.sandbox.faults.set({ rules: [{ kind: 'drop' }] });
      const paints: number[] = [];
      const afterReady: number[] = [];
      const filters: number[] = [];
      for (let run = 0; run < paintRuns; run++) {
        const page = await openPage(browser, harness);
        const { card, ready } = await page.evaluate(() => ({
          card: (window as unknown as { firstCard: number }).firstCard,
          ready: performance.getEntriesByName('studio-ready')[0]?.startTime ?? Number.NaN,
        }));
        paints.push(card);
        afterReady.push(card - ready);
        for (const text of searches) filters.push(await timeSearch(page, text));
        await page.context().close();
      }
      const total = seededVoices + 55;
      row(
        'first voice card painted after navigation, p50',
        percentile(paints, 50),
        `${total} voices in the cache, ${paintRuns} cold contexts`,
      );
      row('first voice card after the studio is ready, p50', percentile(afterReady, 50), "the screen's own share: cache read + render");
      row('search filter to painted frame, p50', percentile(filters, 50), `${filters.length} searches over ${total} voices`);
      row('search filter to painted frame, p95', percentile(filters, 95));
      harness.sandbox.faults.reset();

      // Sample play start: the sandbox is reachable again; the first refresh brings back its 55 voices.
      // A refresh started while the service was unreachable may still be failing; it is joined, so retry.
      let refreshed = await harness.core.handlers['voices.refresh']({}, { transport: 'web' });
      for (let attempt = 0; !refreshed.ok && attempt < 10; attempt++) {
        await new Promise((done) => setTimeout(done, 500));
        refreshed = await harness.core.handlers['voices.refresh']({}, { transport: 'web' });
      }
      if (!refreshed.ok) throw new Error(refreshed.error.message);
      const session = await harness.core.context.sessions.current();
      if (!session.ok) throw new Error(session.error.message);
      const picked = readVoices(session.value.cache)
        .filter((v) => v.sampleSource && !/[—]/u.test(v.name))
        .slice(0, sampleVoices);
      // The sandbox renders a sample on its first request; do that here so "fetch" is transfer only.
      for (const voice of picked) await (await fetch(voice.sampleSource!)).arrayBuffer();
      const fetched: number[] = [];
      const first = await openPage(browser, harness);
      for (const voice of picked) fetched.push(await timePlay(first, voice.name));
      await first.context().close();
      const cached: number[] = [];
      const second = await openPage(browser, harness);
      for (const voice of picked) cached.push(await timePlay(second, voice.name));
      await second.context().close();
      const cachedP50 = percentile(cached, 50);
      const fetchedP50 = percentile(fetched, 50);
      row('sample play start from the cache (click → playing), p50', cachedP50, `${picked.length} voices, fresh context`);
      row('sample play start fetching from the sandbox first, p50', fetchedP50, 'core downloads, stores, then serves');
      row('fetch-first ÷ cached play start', fetchedP50 / cachedP50, undefined, 'x');
      return rows;
    } finally {
      await browser.close();
      await harness.close();
    }
  },
};
