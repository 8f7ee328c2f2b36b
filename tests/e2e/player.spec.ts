import { seriousAxeFindings } from './axe';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Starts a voice sample from the voices screen, pauses it at the start and focuses the seek bar. */
async function pausedSample(page: Page): Promise<void> {
  const welcome = page.getByTestId('welcome-sandbox');
  if (
    await welcome.waitFor({ timeout: 2_000 }).then(
      () => true,
      () => false,
    )
  )
    await welcome.click();
  await page.locator('nav [data-section="voices"]').click();
  await page.getByTestId('voice-play').first().click();
  const bar = page.getByTestId('player-bar');
  await expect(bar).toHaveAttribute('data-status', 'playing', { timeout: 10_000 });
  await page.getByTestId('player-toggle').click();
  await expect(bar).toHaveAttribute('data-status', 'paused');
  await bar.getByRole('slider').first().focus();
  await page.keyboard.press('Home');
}

const position = async (page: Page) =>
  Number(await page.getByTestId('player-bar').getByRole('slider').first().getAttribute('aria-valuenow'));

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

test.describe('the waveform', () => {
  const now = async (page: Page) => Number(await page.getByRole('slider', { name: 'Waveform' }).getAttribute('aria-valuenow'));

  test('draws the clip from the core, seeks by click and keys, and loops a dragged or keyed selection', async ({ studioPage: page }) => {
    await pausedSample(page);
    const wave = page.getByRole('slider', { name: 'Waveform' });
    await expect(page.getByTestId('player-waveform').locator('svg path')).not.toHaveCount(0);
    const duration = Number(await wave.getAttribute('aria-valuemax'));
    expect(duration).toBeGreaterThan(0.5);
    const box = (await wave.boundingBox())!;
    const x = (fraction: number) => box.x + box.width * fraction;
    const y = box.y + box.height / 2;

    // A click seeks there; Home goes back to the start.
    await page.mouse.click(x(0.5), y);
    await expect.poll(() => now(page)).toBeGreaterThan(duration * 0.4);
    expect(await now(page)).toBeLessThan(duration * 0.6);
    await wave.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => now(page)).toBe(0);

    // A drag selects a loop; Loop repeats it.
    await page.mouse.move(x(0.2), y);
    await page.mouse.down();
    await page.mouse.move(x(0.6), y, { steps: 6 });
    await page.mouse.up();
    await expect(page.getByTestId('player-loop-text')).toBeVisible();
    const range = page.getByTestId('player-loop-range');
    const drawn = (await range.boundingBox())!;
    expect(Math.abs(drawn.x - x(0.2))).toBeLessThan(box.width * 0.03);
    expect(Math.abs(drawn.x + drawn.width - x(0.6))).toBeLessThan(box.width * 0.03);
    const loop = page.getByRole('button', { name: 'Loop', exact: true });
    await loop.click();
    await expect(loop).toHaveAttribute('aria-pressed', 'true');

    // From the keyboard: [ moves the start to the position, L turns looping off and on.
    await page.mouse.click(x(0.4), y);
    await wave.focus();
    const before = await page.getByTestId('player-loop-text').textContent();
    await page.keyboard.press('[');
    await expect(page.getByTestId('player-loop-text')).not.toHaveText(before!);
    await page.keyboard.press('l');
    await expect(loop).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('l');
    await expect(loop).toHaveAttribute('aria-pressed', 'true');

    // Playing with looping on stays inside the selection, past the clip's own length.
    await page.getByTestId('player-toggle').click();
    await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', 'playing');
    // Playback time passing beyond the clip's length is the thing under test: it has to elapse.
    await page.waitForTimeout(Math.max(1_500, duration * 1000 + 500));
    await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', 'playing');
    expect(await now(page)).toBeGreaterThan(duration * 0.35);
    expect(await now(page)).toBeLessThan(duration * 0.7);
    await page.getByRole('button', { name: 'Clear loop' }).click();
    await expect(range).toHaveCount(0);
  });

  test('is named and its loop controls labelled in Arabic, with nothing serious for axe', async ({ openStudio }) => {
    test.setTimeout(90_000); // axe over the bar, on a shared machine
    const page = await openStudio('ar-SA');
    await pausedSample(page);
    await expect(page.getByRole('slider', { name: 'الموجة الصوتية' })).toBeVisible();
    for (const name of ['بداية التكرار هنا', 'نهاية التكرار هنا', 'تكرار', 'إلغاء التكرار'])
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    expect(await seriousAxeFindings(page, { include: '[data-testid="player-bar"]' })).toEqual([]);
  });
});
