import type { Page } from '@playwright/test';
import { generateHistory } from '../helpers/history-generate';
import { expect, test } from './fixtures';

// Adds clips to the history: a core of its own, so other files' counts never see them.
test.use({ historyOwner: 'player-replay' });

/*
 * Issue 33 item 18: a cached replay through the studio's own player. howler set `currentTime` to 0
 * before play() on an element already at 0; in Chromium that is a seek, which sends the element
 * back for a second 'canplay' before it plays (most of what the replay took beyond a bare
 * <audio>). Seen from the element's own events, which howler keeps out of the document: every
 * <audio> the page loads notes them (before the app's scripts; an init script is not subject to
 * the page's CSP).
 */
const noteMediaEvents = `(() => {
  window.__mediaEvents = [];
  const load = HTMLMediaElement.prototype.load;
  HTMLMediaElement.prototype.load = function () {
    if (!this.__noted) {
      this.__noted = window.__mediaEvents.length + 1;
      for (const name of ['loadstart', 'seeking', 'canplay', 'playing', 'error'])
        this.addEventListener(name, () => window.__mediaEvents.push(this.__noted + ':' + name));
    }
    return load.call(this);
  };
})()`;

const mediaEvents = (page: Page) => page.evaluate(() => (window as unknown as { __mediaEvents: string[] }).__mediaEvents.splice(0));

test.beforeAll(async ({ web }) => {
  await generateHistory(web.core, ['A cached clip replayed from its row, start to sound. '.repeat(4)]);
});

test('a cached replay plays at its first canplay, without seeking to where it already is', async ({ studioPage: page }) => {
  await page.addInitScript(noteMediaEvents);
  await page.reload();
  await page.getByRole('navigation').getByRole('button', { name: 'History' }).click();
  const row = page.getByRole('option', { name: /A cached clip replayed/ });
  for (const round of [1, 2]) {
    await row.click();
    await mediaEvents(page);
    await page.keyboard.press('Enter');
    const bar = page.getByTestId('player-bar');
    await expect(bar).toHaveAttribute('data-status', 'playing');
    const events = (await mediaEvents(page)).map((event) => event.replace(/^\d+:/, ''));
    const untilPlaying = events.slice(0, events.indexOf('playing') + 1);
    expect(untilPlaying, `round ${round}`).toEqual(['loadstart', 'canplay', 'playing']);
    await page.getByTestId('player-stop').click();
    await expect(bar).toHaveAttribute('data-status', 'idle');
  }
});
