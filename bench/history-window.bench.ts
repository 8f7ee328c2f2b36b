import { chromium, type Page } from '@playwright/test';
import { startWebHarness } from '../tests/helpers/web-harness';
import { chromiumArgs, chromiumPath } from '../tests/helpers/chromium';
import { benchEntry, seedCache } from './history-scale-seed';
import type { Bench, BenchRow } from './types';
import { growthRows, sizeLabel } from './growth';

/**
 * Issue 20's browser figures, in real Chromium over web mode, at 10k/50k/200k cached entries
 * (seeded by SQL as in history-scale): the End key → the last row painted, by the page's clock,
 * with the list call(s) it needs; and the renderer's JS heap after scrolling the list through
 * every row a page at a time (after a forced GC). Floors beside: a bare loopback operation from
 * the page, and the heap with History open at the top.
 * SAWT_BENCH_HISTORY_SIZES picks other sizes.
 */
const group = 'history window (web mode, Chromium)';
const sizes = (process.env.SAWT_BENCH_HISTORY_SIZES ?? '10000,50000,200000').split(',').map(Number);

async function openHistory(page: Page): Promise<void> {
  await page.locator('nav [data-section="voices"]').click();
  await page.locator('nav [data-section="history"]').click();
  await page.waitForSelector('[data-testid="history-row"]');
}

/** Focus the list, press End, wait for the last row (by its DOM id). A string: tsx helpers do not exist in the page. */
const endKey = (lastId: string) => `new Promise((done) => {
  const list = document.querySelector('[data-testid="history-list"]');
  list.focus();
  const start = performance.now();
  list.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
  const poll = () => document.getElementById(${JSON.stringify(`history-row-${lastId}`)}) ? done(performance.now() - start) : requestAnimationFrame(poll);
  poll();
})`;

/** Scrolls a page of rows at a time to the end, each step waiting for its rows; resolves the steps taken. */
const visitAll = (rowsPerStep: number) => `new Promise((done) => {
  const list = document.querySelector('[data-testid="history-list"]');
  list.scrollTop = 0;
  let steps = 0;
  const step = () => {
    const painted = [...list.querySelectorAll('[data-testid="history-row"]')];
    if (painted.length === 0) return requestAnimationFrame(step);
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - 1) return done(steps);
    // The slot's height, not a constant: row density is the stylesheet's to choose.
    list.scrollTop += ${rowsPerStep} * painted[0].parentElement.offsetHeight;
    steps += 1;
    requestAnimationFrame(() => requestAnimationFrame(step));
  };
  step();
})`;

async function heapMB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize / 2 ** 20;
}

export const bench: Bench = {
  group,
  async run(): Promise<BenchRow[]> {
    const harness = await startWebHarness();
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const rows: BenchRow[] = [];
    const figures: Array<{ size: number; end: number; heap: number }> = [];
    try {
      const session = await harness.core.context.sessions.current();
      if (!session.ok) throw new Error(session.error.message);
      await harness.call('settings.update', { preferences: { welcomeDone: true } });
      // A full sync removes cached rows the service does not list: synced first, the seeded rows stay.
      await harness.call('history.sync', {});
      // …and the service refuses listings from now on, so no later sync removes them either.
      harness.sandbox.faults.set({ rules: [{ route: 'historyList', kind: 'status', status: 503 }] });
      let seeded = 0;
      for (const size of sizes) {
        await seedCache(session.value.cache, session.value.audioStore, seeded, size);
        seeded = size;
        const context = await browser.newContext();
        await context.addCookies([{ name: 'sawt_web_token', value: harness.server.token, url: harness.server.origin }]);
        const page = await context.newPage();
        await page.goto(`${harness.server.origin}/`);
        await page.waitForSelector('[data-testid="app-ready"]', { state: 'attached' });
        await openHistory(page);
        const topHeap = await heapMB(page);
        const floor = (await page.evaluate(
          `(async () => { const t = performance.now(); await fetch('/api/ops/app.ping', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }); return performance.now() - t; })()`,
        )) as number;
        const ends: number[] = [];
        for (let i = 0; i < 3; i++) {
          await page.keyboard.press('Home');
          ends.push((await page.evaluate(endKey(benchEntry(size - 1, '').id))) as number);
          await openHistory(page);
        }
        const end = [...ends].sort((a, b) => a - b)[1]!;
        const steps = (await page.evaluate(visitAll(100))) as number;
        const heap = await heapMB(page);
        const at = sizeLabel(size);
        figures.push({ size, end, heap });
        const big = size >= 200_000;
        rows.push(
          {
            group,
            name: `${at}: End key → last row painted, median of 3`,
            value: end,
            unit: 'ms',
            ...(big ? { goal: '<= 300 ms', meets: end <= 300 } : {}),
            note: `floor: a bare operation from the page ${floor.toFixed(1)} ms`,
          },
          {
            group,
            name: `${at}: renderer heap after visiting every row`,
            value: heap,
            unit: 'MB',
            ...(big ? { goal: '<= 60 MB', meets: heap <= 60 } : {}),
            note: `${steps} scroll steps of 100 rows; floor: heap at the top ${topHeap.toFixed(1)} MB`,
          },
        );
        await context.close();
      }
      rows.push(
        ...growthRows(group, figures, [
          ['end', 'End key → last row'],
          ['heap', 'renderer heap after every row'],
        ]),
      );
      return rows;
    } finally {
      await browser.close();
      await harness.close();
    }
  },
};
