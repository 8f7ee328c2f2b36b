import type { BrowserContext, Page } from '@playwright/test';
import { playTimed } from './replay-parts';
import { percentile, type BenchRow } from './types';
import type { WebHarness } from '../tests/helpers/web-harness';
import { generateHistory } from '../tests/helpers/history-generate';
import { variantScripts } from '../tests/helpers/history-seed';

/**
 * Notes when each <audio> the page loads reaches each step, for the rows below: howler's elements
 * are never in the document, so the page cannot listen for them any other way. Runs before the
 * app's scripts (addInitScript is not subject to the page's CSP). The round's promise resolves at
 * the first 'playing', so the bench waits without polling the page (Playwright's waitFor runs a
 * query on every frame, on the very thread being measured).
 */
export const mediaStepsScript = `(() => {
  const load = HTMLMediaElement.prototype.load;
  HTMLMediaElement.prototype.load = function () {
    if (!this.__benchSteps) {
      this.__benchSteps = true;
      for (const step of ['loadstart', 'canplay', 'canplaythrough', 'playing'])
        this.addEventListener(step, () => {
          if (!window.__benchMedia) return;
          window.__benchMedia.push([step, performance.now()]);
          if (step === 'playing') window.__benchPlaying?.();
        });
    }
    return load.call(this);
  };
  window.__benchArm = () => { window.__benchMedia = null; window.__benchDone = new Promise((playing) => (window.__benchPlaying = playing)); };
  window.addEventListener('keydown', (event) => { if (event.key === 'Enter') { window.__benchEnter = performance.now(); window.__benchMedia = []; } }, true);
})()`;

interface Round {
  enter: number;
  steps: Array<[string, number]>;
}

/** One Enter on the row until its <audio> plays, by the page's clock; then Stop, as a user would. */
async function enterRound(page: Page): Promise<Round> {
  await page.evaluate('window.__benchArm()');
  const playing = page.evaluate('window.__benchDone');
  await page.keyboard.press('Enter');
  await playing;
  const at = (await page.evaluate('({ enter: window.__benchEnter, steps: window.__benchMedia })')) as Round;
  // The bar follows; the next round starts from the same state as a user's next replay.
  await page.getByTestId('player-bar').and(page.locator('[data-status="playing"]')).waitFor();
  await page.getByTestId('player-stop').click();
  await page.getByTestId('player-bar').and(page.locator('[data-status="idle"]')).waitFor();
  return at;
}

/**
 * The user's cached replay: Enter on the clip's History row until its <audio> plays, beside its
 * floor, the same URL in a bare <audio> on the same page (new Audio(), play), the two in turn in
 * each round so a burst of load falls on both. The parts: Enter → the <audio> starts loading
 * (the store, the Howl; React re-renders after it), and canplay → playing, howler's play() after
 * Chromium could play.
 */
export async function appPlayerRows(page: Page, id: string, src: string, rounds: number, group: string): Promise<BenchRow[]> {
  await page.getByRole('navigation').getByRole('button', { name: 'History' }).click();
  await page.locator(`[data-testid="history-row"][data-id="${id}"]`).click();
  const total: number[] = [];
  const toLoad: number[] = [];
  const fromCanPlay: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i <= rounds; i++) {
    const at = await enterRound(page);
    const bare = await playTimed(page, src);
    await page.getByTestId('history-list').focus(); // Stop took the focus; the row stays the active one
    if (i === 0) continue; // the first play also loads the player's code
    const first = (step: string) => at.steps.find(([name]) => name === step)?.[1] ?? Number.NaN;
    total.push(first('playing') - at.enter);
    toLoad.push(first('loadstart') - at.enter);
    fromCanPlay.push(first('playing') - first('canplay'));
    floor.push(bare);
  }
  const p50 = (samples: number[]) => percentile(samples, 50);
  const app = p50(total);
  const bare = p50(floor);
  return [
    {
      group,
      name: "cached clip, the app's player: Enter on its History row → playing, p50",
      value: app,
      unit: 'ms',
      goal: '<= 50 ms',
      meets: app <= 50,
      note: "the user's replay: React, the store, the Howl, its <audio> (the bar shows playing just after)",
    },
    {
      group,
      name: 'floor: same URL, a bare <audio> on the same page: play → playing, p50',
      value: bare,
      unit: 'ms',
      note: 'new Audio(), play(); no app in between; played in turn with the row above',
    },
    {
      group,
      name: "the app's player / bare <audio>",
      value: app / bare,
      unit: 'x',
      note: "what the renderer's own work adds to the replay",
    },
    {
      group,
      name: "cached clip, the app's player: Enter → <audio> loadstart, p50",
      value: p50(toLoad),
      unit: 'ms',
      note: 'renderer side until Chromium has begun the load (the request is already out)',
    },
    {
      group,
      name: "cached clip, the app's player: canplay → playing, p50",
      value: p50(fromCanPlay),
      unit: 'ms',
      note: 'howler calls play() at its _canPlayEvent (canplay, set in player.ts; its default waits for canplaythrough)',
    },
  ];
}

/** About a minute of speech, the length users replay most: generated through the core, so cached. */
export async function generateReplayClip(harness: WebHarness): Promise<string> {
  const [clip] = await generateHistory(harness.core, [variantScripts.join('. ').repeat(6).slice(0, 1_200)]);
  return clip!.id;
}

/** The app's page as a user has it (past the first-run welcome), its <audio> steps noted. */
export async function openStudioPage(harness: WebHarness, context: BrowserContext): Promise<Page> {
  await context.addCookies([{ name: 'sawt_web_token', value: harness.server.token, url: harness.server.origin }]);
  await harness.call('settings.update', { preferences: { welcomeDone: true } });
  const page = await context.newPage();
  await page.addInitScript(mediaStepsScript);
  await page.goto(`${harness.server.origin}/`);
  await page.waitForSelector('[data-testid="app-ready"]', { state: 'attached' });
  return page;
}
