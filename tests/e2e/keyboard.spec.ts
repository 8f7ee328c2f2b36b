import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startWebHarness, type WebHarness } from '../helpers/web-harness';

/*
 * The whole studio from the keyboard: every step below is a page.keyboard press or typed text, and
 * the page counts pointer events to prove no mouse was involved.
 */

/** Presses Tab (or Shift+Tab) until the focused element matches `selector` (fails after `max` presses). */
async function tabTo(page: Page, selector: string, { max = 60, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focused = (page: Page) => page.locator(':focus');

async function countPointerEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { pointerEvents: number };
    w.pointerEvents = 0;
    for (const type of ['pointerdown', 'mousedown', 'mouseup', 'pointerup']) {
      window.addEventListener(type, () => (w.pointerEvents += 1), true);
    }
  });
}

const pointerEvents = (page: Page) => page.evaluate(() => (window as unknown as { pointerEvents: number }).pointerEvents);

// This file's own harness, not the shared worker fixture: the clip generated here must not show up
// in other files' history counts.
let web: WebHarness;
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  web = await startWebHarness();
  await web.call('settings.update', { preferences: { welcomeDone: true } });
});

test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

test.afterAll(async () => {
  await web?.close();
});

async function openStudio(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(web.server.url);
  await expect(page.getByTestId('app-ready')).toBeAttached();
  return page;
}

test.describe('keyboard only', () => {
  test('choose a voice, write, generate, replay in History and export, without a mouse', async ({ browser }) => {
    test.setTimeout(60_000);
    const page = await openStudio(browser, 'en-US');
    await countPointerEvents(page);

    // Voices (Alt+1): "/" focuses the search; Tab reaches the first matching card, then its "Use this voice".
    await page.keyboard.press('Alt+1');
    await expect(focused(page)).toHaveText('Voices');
    const name = (await page.getByTestId('voice-card').first().locator('h2').textContent()) ?? '';
    await page.keyboard.press('/');
    await expect(focused(page)).toHaveAttribute('type', 'search');
    await page.keyboard.type(name);
    await expect(page.getByTestId('voices-count')).toHaveText(/^1 voice$/);
    await tabTo(page, '[data-testid="voice-card"]');
    await expect(focused(page)).toHaveAttribute('aria-labelledby', /voice-name-/);
    await tabTo(page, '.voice-card button.voices-button-primary');
    await page.keyboard.press('Enter');

    // Projects: focus followed to the screen's heading; the voice is offered, a new project takes it.
    await expect(page.locator('nav [data-section="projects"]')).toHaveAttribute('aria-current', 'page');
    await expect(focused(page)).toHaveText('Projects');
    await expect(page.getByTestId('projects-voice-offer')).toContainText(name);
    await tabTo(page, '[data-testid="projects-voice-offer"] button:not([data-variant])');
    await expect(focused(page)).toHaveText('New project with this voice');
    await page.keyboard.press('Enter');
    // Its first block: type, then Ctrl+Enter generates it.
    await tabTo(page, '[data-testid="block-text"]');
    await page.keyboard.type('مرحبا بكم في استوديو صوت from the keyboard');
    await page.keyboard.press('ControlOrMeta+Enter');
    const status = page.getByRole('group', { name: 'Block 1', exact: true }).getByTestId('block-status');
    await expect(status).toHaveText('Generated', { timeout: 30_000 });
    // Alt+P in the block plays it; let it finish, so the replay below is a new play.
    const bar = page.getByTestId('player-bar');
    await page.keyboard.press('Alt+P');
    await expect(bar).toHaveAttribute('data-status', 'ended', { timeout: 15_000 });

    // History (Alt+3): the newest row replays with Enter, Space selects it.
    await page.keyboard.press('Alt+3');
    await expect(focused(page)).toHaveText('History');
    await tabTo(page, '[data-testid="history-list"]');
    await page.keyboard.press('Home');
    await expect(page.getByTestId('history-row').first()).toContainText('from the keyboard');
    await page.keyboard.press('Enter');
    await expect(bar).toHaveAttribute('data-status', /loading|playing|ended/, { timeout: 10_000 });
    await expect(page.getByTestId('player-title')).toContainText('مرحبا بكم');
    // Alt+P pauses (or, once the short clip has ended, plays it again) from anywhere.
    const before = await bar.getAttribute('data-status');
    await page.keyboard.press('Alt+P');
    await expect(bar).not.toHaveAttribute('data-status', before ?? '');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('history-selected')).toHaveText('Selected: 1');

    // Export, 1: "Save as…" hands the browser a download named by the template.
    const download = page.waitForEvent('download');
    await tabTo(page, '[data-testid="history-save-as"]', { back: true });
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(/\.wav$/);

    // Export, 2: bulk export to a typed folder; focus starts in the dialog and comes back after.
    const folder = mkdtempSync(join(tmpdir(), 'sawt-kbd-export-'));
    try {
      await tabTo(page, '[data-testid="history-export"]');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(focused(page)).toHaveAttribute('data-testid', 'export-template');
      await page.keyboard.press('Tab');
      await expect(focused(page)).toHaveAttribute('data-testid', 'export-format');
      // Format, loudness and trimming keep their remembered values; the folder comes after them.
      await tabTo(page, '[data-testid="export-folder"]', { max: 4 });
      await page.keyboard.type(folder);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByTestId('history-notice')).toBeVisible();
      expect(readdirSync(folder).filter((f) => f.endsWith('.wav'))).toHaveLength(1);
      await expect(focused(page)).toHaveAttribute('data-testid', 'history-export');
    } finally {
      if (existsSync(folder)) rmSync(folder, { recursive: true, force: true });
    }

    expect(await pointerEvents(page)).toBe(0);
  });

  test('the help sheet opens with "?" or F1, lists the shortcuts, and gives focus back', async ({ browser }) => {
    const page = await openStudio(browser, 'ar-SA');
    // The studio may reopen on Projects (the section it was left on): go there from another, so focus follows.
    await page.keyboard.press('Alt+1');
    await page.keyboard.press('Alt+2');
    await expect(focused(page)).toHaveText('المشاريع');
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'اختصارات لوحة المفاتيح' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('الانتقال إلى السجل');
    await expect(page.locator(':focus')).toBeAttached();
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(focused(page)).toHaveText('المشاريع');

    // In a text field (a project's block) "?" is text; F1 still opens the sheet.
    // The project made by the test before reopens; with none, "New project" makes one.
    await tabTo(page, '[data-testid="block-text"], .projects-list-head > button:first-of-type');
    if (await page.evaluate(() => document.activeElement?.tagName === 'BUTTON')) {
      await page.keyboard.press('Enter');
      await tabTo(page, '[data-testid="block-text"]');
    }
    await page.keyboard.type('?');
    await expect(sheet).toBeHidden();
    await page.keyboard.press('F1');
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(focused(page)).toHaveAttribute('data-testid', 'block-text');
  });

  test("Ctrl/Cmd+F focuses the current screen's search", async ({ browser }) => {
    const page = await openStudio(browser, 'en-US');
    await page.keyboard.press('Alt+3');
    await expect(focused(page)).toHaveText('History');
    await page.keyboard.press('ControlOrMeta+F');
    await expect(focused(page)).toHaveAttribute('type', 'search');
    await page.keyboard.press('Alt+4');
    // As above: the screen loads, then takes focus on its heading; search comes after that.
    await expect(focused(page)).toHaveText('Agent tools');
    await page.keyboard.press('ControlOrMeta+F');
    await expect(focused(page)).toHaveAttribute('type', 'search');
  });
});
