import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Starts a voice sample from the voices screen, pauses it at the start and focuses the seek bar. */
async function pausedSample(page: Page): Promise<void> {
  const welcome = page.getByTestId('welcome-sandbox');
  if (await welcome.waitFor({ timeout: 2_000 }).then(() => true, () => false)) await welcome.click();
  await page.locator('nav [data-section="voices"]').click();
  await page.getByTestId('voice-play').first().click();
  const bar = page.getByTestId('player-bar');
  await expect(bar).toHaveAttribute('data-status', 'playing', { timeout: 10_000 });
  await page.getByTestId('player-toggle').click();
  await expect(bar).toHaveAttribute('data-status', 'paused');
  await bar.getByRole('slider').first().focus();
  await page.keyboard.press('Home');
}

const position = async (page: Page) => Number(await page.getByTestId('player-bar').getByRole('slider').first().getAttribute('aria-valuenow'));

test.describe('the player bar', () => {
  test('Space plays and pauses; → moves towards the end and ← back, left to right', async ({ openStudio }) => {
    const page = await openStudio('en-US');
    await pausedSample(page);
    const bar = page.getByTestId('player-bar');
    await expect(bar.getByRole('slider', { name: 'Position' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position(page)).toBeGreaterThan(0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => position(page)).toBe(0);
    await page.keyboard.press('Space');
    await expect(bar).toHaveAttribute('data-status', /playing|ended/);
    await page.keyboard.press('Space');
    await expect(bar).toHaveAttribute('data-status', /paused|playing|ended/);
  });

  test('mirrors the arrows in Arabic, where the seek bar fills from the right', async ({ openStudio }) => {
    const page = await openStudio('ar-SA');
    await pausedSample(page);
    await expect(page.getByTestId('player-bar').getByRole('slider', { name: 'الموضع' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => position(page)).toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position(page)).toBe(0);
  });

  test('changes speed and volume, which carry over to the next clip', async ({ studioPage: page }) => {
    await pausedSample(page);
    await page.getByTestId('player-speed').selectOption('1.5');
    await expect(page.getByTestId('player-speed')).toHaveValue('1.5');
    const volume = page.getByTestId('player-bar').getByRole('slider', { name: 'Volume' });
    await volume.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(volume).toHaveAttribute('aria-valuenow', '95');
    await page.getByTestId('voice-play').nth(1).click();
    await expect(page.getByTestId('player-speed')).toHaveValue('1.5');
    await expect(volume).toHaveAttribute('aria-valuenow', '95');
  });

  test('stop empties the bar and disables its buttons', async ({ studioPage: page }) => {
    await pausedSample(page);
    await page.getByTestId('player-stop').click();
    await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', 'idle');
    await expect(page.getByTestId('player-toggle')).toBeDisabled();
    await expect(page.getByTestId('player-title')).toHaveText('Nothing playing');
  });
});
