import type { Page } from '@playwright/test';
import { percentile, type BenchRow } from './types';

/**
 * Notes when each <audio> the page loads reaches each step, for the rows below: howler's elements
 * are never in the document, so the page cannot listen for them any other way. Runs before the
 * app's scripts (addInitScript is not subject to the page's CSP).
 */
export const mediaStepsScript = `(() => {
  const load = HTMLMediaElement.prototype.load;
  HTMLMediaElement.prototype.load = function () {
    if (!this.__benchSteps) {
      this.__benchSteps = true;
      for (const step of ['loadstart', 'canplay', 'canplaythrough', 'playing'])
        this.addEventListener(step, () => (window.__benchMedia = window.__benchMedia || []).push([step, performance.now()]));
    }
    return load.call(this);
  };
  window.addEventListener('keydown', (event) => { if (event.key === 'Enter') { window.__benchEnter = performance.now(); window.__benchMedia = []; } }, true);
})()`;

interface Round {
  enter: number;
  steps: Array<[string, number]>;
}

/**
 * The user's cached replay: Enter on the clip's History row, until the player bar says playing,
 * by the page's clock; then Stop. The parts: Enter → the <audio> starts loading (React, the store,
 * the Howl), and the wait between canplay (Chromium could play) and canplaythrough, which howler
 * waits for before it calls play().
 */
export async function appPlayerRows(page: Page, rounds: number, group: string): Promise<BenchRow[]> {
  await page.getByRole('navigation').getByRole('button', { name: 'History' }).click();
  const row = page.getByTestId('history-row').first();
  const bar = page.getByTestId('player-bar');
  const total: number[] = [];
  const toLoad: number[] = [];
  const throughWait: number[] = [];
  for (let i = 0; i <= rounds; i++) {
    await row.click();
    await page.keyboard.press('Enter');
    await bar.and(page.locator('[data-status="playing"]')).waitFor();
    const at = (await page.evaluate('({ enter: window.__benchEnter, steps: window.__benchMedia, now: performance.now() })')) as Round;
    const first = (step: string) => at.steps.find(([name]) => name === step)?.[1] ?? Number.NaN;
    await page.getByTestId('player-stop').click();
    if (i === 0) continue; // the first play also loads the player's code
    total.push(first('playing') - at.enter);
    toLoad.push(first('loadstart') - at.enter);
    throughWait.push(first('canplaythrough') - first('canplay'));
  }
  const p50 = (samples: number[]) => percentile(samples, 50);
  return [
    {
      group,
      name: "cached clip, the app's player: Enter on its History row → playing, p50",
      value: p50(total),
      unit: 'ms',
      note: "the user's replay: React, the Howl, the <audio> (the bar shows playing just after)",
    },
    {
      group,
      name: "cached clip, the app's player: Enter → <audio> loadstart, p50",
      value: p50(toLoad),
      unit: 'ms',
      note: 'renderer side before any byte is asked for',
    },
    {
      group,
      name: "cached clip, the app's player: canplay → canplaythrough, p50",
      value: p50(throughWait),
      unit: 'ms',
      note: 'howler calls play() only at canplaythrough; new Audio().play() starts at canplay',
    },
  ];
}
