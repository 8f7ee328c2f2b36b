import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { generateHistory } from '../helpers/history-generate';
import { startWebHarness, type WebHarness } from '../helpers/web-harness';
import { animationsSettled } from './settled';
import { blockField, newProject } from './new-project';

/*
 * Arabic, right to left: a screenshot of every screen into test-results/rtl/ (for a human look),
 * and the mirroring checked by geometry, not by pixels: the sidebar on the right, each screen's
 * heading starting at the right, actions on the inline-end (left) side, and mixed Arabic/Latin
 * text kept in reading order.
 */

const sections = ['voices', 'projects', 'history', 'agent-tools', 'lexicons', 'settings'] as const;
const shots = 'test-results/rtl';

// This file's own harness: the clips made here must not show up in other files' history counts.
let web: WebHarness;

test.beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  web = await startWebHarness();
  await web.call('settings.update', { preferences: { welcomeDone: true } });
  await generateHistory(web.core, ['The studio reads English too', 'مرحبا Sawt Studio']);
});

test.afterAll(async () => {
  await web?.close();
});

async function openArabic(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(web.server.url);
  await expect(page.getByTestId('app-ready')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return { ...found, right: found.x + found.width, centre: found.x + found.width / 2 };
}

/** The painted extent of an element's text (not its box), via a DOM Range. */
function textExtent(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rect = range.getBoundingClientRect();
      const own = element.getBoundingClientRect();
      return { left: rect.left, right: rect.right, boxLeft: own.left, boxRight: own.right };
    });
}

/** Where a substring of an element's text is painted (its first rect). */
function wordAt(page: Page, selector: string, word: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element, target) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(target) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + target.length);
        const rect = range.getBoundingClientRect();
        return { left: rect.left, right: rect.right };
      }
      throw new Error(`"${target}" not found`);
    }, word);
}

test.use({ locale: 'ar-SA' });

test.describe('right to left, in Arabic', () => {
  test('every screen is mirrored: sidebar right, heading from the right, header tools on the left', async ({ page }) => {
    test.setTimeout(60_000);
    await openArabic(page);
    const viewport = page.viewportSize()!;
    for (const section of sections) {
      await page.locator(`nav [data-section="${section}"]`).click();
      await expect(page.locator('main .screen-title')).toBeVisible();
      await animationsSettled(page);
      await page.screenshot({ path: `${shots}/${section}.png` });

      const nav = await box(page, 'nav.sidebar');
      const main = await box(page, 'main');
      expect(nav.centre, `${section}: sidebar on the right`).toBeGreaterThan(viewport.width / 2);
      expect(nav.x, `${section}: main area left of the sidebar`).toBeGreaterThanOrEqual(main.right - 1);
      // The screen's head (title, then intro) starts at the right: the title's text ends at the head's right edge.
      const heading = await textExtent(page, 'main .screen-title');
      const head = await box(page, 'main .screen-head');
      expect(head.right - heading.right, `${section}: heading starts at the right`).toBeLessThan(2);
      expect(heading.left - head.x, `${section}: heading is not left-aligned`).toBeGreaterThan(20);
    }
    // Header: the name at the start (right), the switchers at the end (left).
    const brand = await box(page, '.shell-brand');
    const language = await box(page, '[data-testid="language-switch"]');
    expect(brand.centre).toBeGreaterThan(language.centre);
    // Player bar: play at the start (right), volume at the end (left).
    const toggle = await box(page, '[data-testid="player-toggle"]');
    const speed = await box(page, '[data-testid="player-speed"]');
    expect(toggle.centre).toBeGreaterThan(speed.centre);

    // The help sheet: title from the right, close button at the inline end (left), keys kept left to right.
    await page.keyboard.press('F1');
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await animationsSettled(page);
    await page.screenshot({ path: `${shots}/help-sheet.png` });
    const title = await box(page, '.ui-dialog-title');
    const close = await box(page, '.ui-dialog-close');
    expect(close.centre).toBeLessThan(title.centre);
    const keys = await wordAt(page, '.help-row:has-text("السجل") .help-keys', 'Alt');
    const digit = await wordAt(page, '.help-row:has-text("السجل") .help-keys', '3');
    expect(keys.right, '"Alt + 3", not "3 + Alt"').toBeLessThanOrEqual(digit.left);
  });

  test('the first-run welcome reads from the right', async ({ page }) => {
    const fresh = await startWebHarness();
    try {
      await page.goto(fresh.server.url);
      const welcome = page.getByRole('dialog');
      await expect(welcome).toBeVisible();
      await animationsSettled(page);
      await page.screenshot({ path: `${shots}/welcome.png` });
      const title = await textExtent(page, '.ui-dialog-title');
      expect(title.boxRight - title.right).toBeLessThan(2);
      const close = await box(page, '.ui-dialog-close');
      const dialog = await box(page, '.ui-dialog');
      expect(close.centre).toBeLessThan(dialog.centre);
    } finally {
      await fresh.close();
    }
  });

  test('voices: the card reads from the right and keeps its actions on the inline-end side', async ({ page }) => {
    await openArabic(page);
    const card = '[data-testid="voice-card"]';
    await expect(page.locator(card).first()).toBeVisible();
    const avatar = await box(page, `${card} .voice-avatar`);
    const name = await box(page, `${card} .voice-name`);
    const use = await box(page, `${card} .voices-button-primary`);
    const remove = await box(page, `${card} .voices-button-quiet`);
    expect(avatar.centre, 'avatar first, on the right').toBeGreaterThan(name.centre);
    expect(use.centre, '"use this voice" after the play control, further left').toBeLessThan(name.right);
    expect(remove.centre, 'delete last, leftmost').toBeLessThan(use.centre);
  });

  test('mixed text keeps its order: "مرحبا Sawt Studio" reads right to left with the Latin run intact', async ({ page }) => {
    await openArabic(page);
    await page.locator('nav [data-section="history"]').click();
    const mixed = page.locator('[data-testid="history-row"] .history-script', { hasText: 'مرحبا Sawt Studio' });
    const english = page.locator('[data-testid="history-row"] .history-script', { hasText: 'The studio reads English too' });
    await expect(mixed).toBeVisible();
    await page.screenshot({ path: `${shots}/history-mixed.png` });

    // dir="auto" resolves from the first strong letter: Arabic → rtl, English → ltr.
    expect(await mixed.evaluate((el) => el.matches(':dir(rtl)'))).toBe(true);
    expect(await english.evaluate((el) => el.matches(':dir(ltr)'))).toBe(true);

    const selector = '[data-testid="history-row"]:has-text("مرحبا Sawt Studio") .history-script';
    const arabic = await wordAt(page, selector, 'مرحبا');
    const sawt = await wordAt(page, selector, 'Sawt');
    const studio = await wordAt(page, selector, 'Studio');
    // The Arabic word opens the line on the right; the Latin run follows to its left, in its own
    // left-to-right order ("Sawt" before "Studio"), not reversed word by word.
    expect(arabic.left).toBeGreaterThan(studio.right);
    expect(sawt.right).toBeLessThanOrEqual(studio.left);
    // An English script in the Arabic interface starts at the left of its row.
    const englishText = await textExtent(page, '[data-testid="history-row"]:has-text("The studio reads") .history-script');
    expect(englishText.left - englishText.boxLeft).toBeLessThan(2);
  });

  test('a project\u2019s block follows the direction of what is typed', async ({ page }) => {
    await openArabic(page);
    await newProject(page, undefined, 'ar');
    const text = blockField(page, 1, 'ar');
    await expect(text).toBeVisible();
    // Empty, it takes the interface's direction: the Arabic placeholder starts at the right.
    await text.fill('');
    expect(await text.evaluate((el) => el.matches(':dir(rtl)'))).toBe(true);
    await text.fill('Hello');
    await text.fill('');
    expect(await text.evaluate((el) => el.matches(':dir(rtl)'))).toBe(true);
    await text.fill('مرحبا Sawt Studio');
    expect(await text.evaluate((el) => el.matches(':dir(rtl)'))).toBe(true);
    await text.fill('Hello from Sawt Studio');
    expect(await text.evaluate((el) => el.matches(':dir(ltr)'))).toBe(true);
    await page.screenshot({ path: `${shots}/block-english-text.png` });
  });
});
