import type { Page } from '@playwright/test';
import { generateHistory } from '../helpers/history-generate';
import { evictClip } from '../helpers/media-request';
import { expect, test } from './fixtures';

// Adds a clip to the history: a core of its own, so other files' counts never see it.
test.use({ historyOwner: 'player-end' });

/*
 * The player's "end" is its <audio>'s exact length; howler's is that length rounded up to a tenth.
 * A seek between the two (the waveform's End, the thumb dragged to the end, the bar's End when its
 * step rounds up) left the clip "playing": the paused element reached its end without 'ended' and
 * howler's play() after the seek made Chromium start it again from 0. Each way to the end ends it.
 */
// Its length lies between tenths (playClip checks it; the sandbox's speech is deterministic).
const script = 'A clip to end by every path, cached and not, from the bar and the waveform. '.repeat(6);
let clipId = '';

test.beforeAll(async ({ web }) => {
  const [clip] = await generateHistory(web.core, [script]);
  clipId = clip!.id;
});

const names = {
  'en-US': { history: 'History', position: 'Position', waveform: 'Waveform' },
  'ar-SA': { history: 'السجل', position: 'الموضع', waveform: 'الموجة الصوتية' },
} as const;

/** Plays the clip from its History row; returns its length as the seek bar has it. */
async function playClip(page: Page, locale: keyof typeof names): Promise<number> {
  await page.getByRole('navigation').getByRole('button', { name: names[locale].history }).click();
  await page.getByRole('option', { name: /A clip to end by every path/ }).click();
  await page.keyboard.press('Enter');
  const bar = page.getByTestId('player-bar');
  await expect(bar).toHaveAttribute('data-status', 'playing');
  const length = Number(await bar.getByRole('slider', { name: names[locale].position }).getAttribute('aria-valuemax'));
  // Only a length off the tenths lies short of howler's: the case this file is about.
  expect(Math.abs(length * 10 - Math.round(length * 10)), `length ${length} s is on a tenth: pick another script`).toBeGreaterThan(1e-3);
  return length;
}

for (const cached of [true, false]) {
  test(`the waveform's End ends a playing clip (${cached ? 'cached' : 'fetched again'})`, async ({ studioPage: page, web }) => {
    if (!cached) {
      const opened = await web.core.context.sessions.current();
      if (!opened.ok) throw new Error(opened.error.message);
      evictClip(opened.value, clipId);
    }
    await playClip(page, 'en-US');
    const bar = page.getByTestId('player-bar');
    await bar.getByRole('slider', { name: 'Waveform' }).focus();
    await page.keyboard.press('End');
    await expect(bar).toHaveAttribute('data-status', 'ended');
  });
}

test('dragging the position thumb to the end ends a playing clip', async ({ studioPage: page }) => {
  await playClip(page, 'en-US');
  const bar = page.getByTestId('player-bar');
  const thumb = (await bar.getByRole('slider', { name: 'Position' }).boundingBox())!;
  const track = (await bar.getByTestId('player-seek').boundingBox())!;
  await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
  await page.mouse.down();
  await page.mouse.move(track.x + track.width + 20, thumb.y + thumb.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(bar).toHaveAttribute('data-status', 'ended');
});

test('End while paused, then Play, ends the clip rather than playing it again from the start (ar)', async ({ openStudio }) => {
  const page = await openStudio('ar-SA');
  const length = await playClip(page, 'ar-SA');
  const bar = page.getByTestId('player-bar');
  await page.getByTestId('player-toggle').click();
  await expect(bar).toHaveAttribute('data-status', 'paused');
  await bar.getByRole('slider', { name: names['ar-SA'].waveform }).focus();
  await page.keyboard.press('End');
  await page.getByTestId('player-toggle').click();
  await expect(bar).toHaveAttribute('data-status', 'ended');
  await expect(bar.getByRole('slider', { name: names['ar-SA'].position })).toHaveAttribute('aria-valuenow', String(length));
});
