import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { percentile, type Bench, type BenchRow } from './types';
import { startWebHarness } from '../tests/helpers/web-harness';
import { chromiumArgs, chromiumPath } from '../tests/helpers/chromium';

const runs = 10;
const rendererDir = resolve(__dirname, '..', 'out', 'renderer');
export const readySelector = '[data-testid="app-ready"]';

/** Sizes of the JS the first page load needs: entry scripts plus modulepreloads, gzip-compressed. */
function initialJsGzipKb(): { js: number; css: number } {
  const html = readFileSync(join(rendererDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  let js = 0;
  let css = 0;
  for (const ref of new Set(refs)) {
    const size = gzipSync(readFileSync(join(rendererDir, ref))).length / 1024;
    if (ref.endsWith('.js')) js += size;
    else css += size;
  }
  return { js, css };
}

export const bench: Bench = {
  group: 'renderer start (web mode, Chromium)',
  async run(): Promise<BenchRow[]> {
    const harness = await startWebHarness();
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        // A fresh context each time: no HTTP cache, no storage, like a first window.
        const context = await browser.newContext();
        await context.addCookies([{ name: 'sawt_web_token', value: harness.server.token, url: harness.server.origin }]);
        const page = await context.newPage();
        await page.goto(`${harness.server.origin}/`);
        await page.waitForSelector(readySelector, { state: 'attached' });
        // Time from navigation start to the ready marker, measured by the page's own clock.
        const ms = await page.evaluate(() => {
          const mark = performance.getEntriesByName('studio-ready')[0];
          return mark ? mark.startTime : performance.now();
        });
        samples.push(ms);
        await context.close();
      }
      const { js, css } = initialJsGzipKb();
      const p50 = percentile(samples, 50);
      return [
        {
          group: this.group,
          name: 'start to interactive, p50',
          value: p50,
          unit: 'ms',
          goal: '<= 500 ms',
          meets: p50 <= 500,
          note: `${runs} cold contexts`,
        },
        { group: this.group, name: 'start to interactive, max', value: Math.max(...samples), unit: 'ms' },
        { group: this.group, name: 'initial JS (gzip)', value: js, unit: 'KB', goal: '<= 250 KB', meets: js <= 250 },
        { group: this.group, name: 'initial CSS (gzip)', value: css, unit: 'KB' },
      ];
    } finally {
      await browser.close();
      await harness.close();
    }
  },
};
