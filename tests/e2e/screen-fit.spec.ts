import { seriousAxeFindings } from './axe';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { mixedScripts, startHarnessWithClips } from '../helpers/history-generate';
import type { WebHarness } from '../helpers/web-harness';
import { countFullyVisible } from './measure';
import { showHistoryFilters, visitScreen } from './screens';
import { blockField, blockGroup, newProject } from './new-project';

/*
 * Issue 15, density and polish, for Voices, Script, History and the shell at the two sizes the
 * studio must work at (1280×800 and 1024×640), in English and Arabic: what the review of the
 * screenshots found, measured as boxes against the window so it stays fixed.
 */

const wide = { width: 1280, height: 800 };
const small = { width: 1024, height: 640 };
const locales = ['en-US', 'ar-SA'] as const;
const words = {
  'en-US': { filters: 'Filters', voice: 'Voice', sync: 'Sync now', generate: 'Generate', language: 'en' },
  'ar-SA': { filters: 'التصفية', voice: 'الصوت', sync: 'زامن الآن', generate: 'توليد', language: 'ar' },
} as const;

// Ten clips of this file's own (other files count theirs), past the welcome.
let web: WebHarness;
test.beforeAll(async () => {
  web = await startHarnessWithClips(mixedScripts(10));
});

test.afterAll(async () => {
  await web?.close();
});

async function open(browser: Browser, locale: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ locale, viewport });
  const page = await context.newPage();
  await page.goto(web.server.url);
  await expect(page.getByTestId('app-ready')).toBeAttached();
  return page;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return { ...box, bottom: box.y + box.height, middle: box.y + box.height / 2 };
}

/** Whether a field's placeholder is drawn whole inside it (measured with the field's own font). */
function placeholderFits(field: Locator): Promise<boolean> {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const room = input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
    return context.measureText(input.placeholder).width <= room;
  });
}

/** The main area does not scroll: nothing of the screen sits under the status bar. */
const mainFits = (page: Page) => page.locator('main').evaluate((main) => main.scrollHeight <= main.clientHeight + 1);

for (const locale of locales) {
  const say = words[locale];

  test(`History at 1024×640 (${locale}): one filter line, the others folded, a usable list, nothing under the status bar`, async ({
    browser,
  }) => {
    const page = await open(browser, locale, small);
    await visitScreen(page, { name: 'history', section: 'history' });
    const search = page.getByRole('searchbox');
    const toggle = page.getByRole('button', { name: say.filters, exact: true });
    const sync = page.getByRole('button', { name: say.sync });
    const line = [await boxOf(search), await boxOf(toggle), await boxOf(sync)];
    for (const box of line) expect(Math.abs(box.middle - line[0]!.middle)).toBeLessThan(4);
    expect(await placeholderFits(search)).toBe(true);
    await expect(page.getByRole('combobox', { name: say.voice, exact: true })).toBeHidden();
    expect(await countFullyVisible(page.getByTestId('history-row'))).toBeGreaterThanOrEqual(5);
    await expect(page.getByTestId('history-cache')).toBeInViewport({ ratio: 1 });
    expect(await mainFits(page)).toBe(true);

    await showHistoryFilters(page);
    await expect(page.getByRole('combobox', { name: say.voice, exact: true })).toBeVisible();
    await page.context().close();
  });

  test(`History at 1280×800 (${locale}): at least 8 rows, the search's example shown whole`, async ({ browser }) => {
    const page = await open(browser, locale, wide);
    await visitScreen(page, { name: 'history', section: 'history' });
    expect(await countFullyVisible(page.getByTestId('history-row'))).toBeGreaterThanOrEqual(8);
    expect(await placeholderFits(page.getByRole('searchbox'))).toBe(true);
    expect(await mainFits(page)).toBe(true);
    await page.context().close();
  });

  for (const viewport of [wide, small]) {
    test(`A new project at ${viewport.width}×${viewport.height} (${locale}): its block's Generate is in view, above the status bar, without scrolling`, async ({
      browser,
    }) => {
      const page = await open(browser, locale, viewport);
      await newProject(page, undefined, say.language);
      await blockField(page, 1, say.language).fill(locale === 'en-US' ? 'A first paragraph.' : 'فقرة أولى.');
      const generate = blockGroup(page, 1, say.language).getByRole('button', { name: say.generate, exact: true });
      await expect(generate).toBeEnabled();
      const button = await boxOf(generate);
      const status = await boxOf(page.getByRole('contentinfo'));
      expect(button.y).toBeGreaterThanOrEqual((await boxOf(page.locator('main'))).y);
      expect(button.bottom).toBeLessThanOrEqual(status.y);
      // Not covered by anything either: the point at its centre is the button's.
      const onTop = await generate.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
      });
      expect(onTop).toBe(true);
      await page.context().close();
    });
  }
}

test('voice rows are as tall in Arabic as in English, and at least 8 show at 1280×800 in both', async ({ browser }) => {
  const heights: number[] = [];
  for (const locale of locales) {
    const page = await open(browser, locale, wide);
    await visitScreen(page, { name: 'voices', section: 'voices' });
    const cards = page.getByTestId('voice-card');
    await expect(cards.first()).toBeVisible();
    expect(await countFullyVisible(cards)).toBeGreaterThanOrEqual(8);
    heights.push((await boxOf(cards.first())).height);
    await page.context().close();
  }
  expect(Math.abs(heights[0]! - heights[1]!)).toBeLessThan(1);
});

test('at 1024×640 each voice keeps a one-line row, the same height as at 1280, and several show', async ({ browser }) => {
  const page = await open(browser, 'en-US', wide);
  await visitScreen(page, { name: 'voices', section: 'voices' });
  const cards = page.getByTestId('voice-card');
  const wideHeight = (await boxOf(cards.first())).height;
  await page.setViewportSize(small);
  await expect.poll(async () => (await boxOf(cards.first())).height).toBeCloseTo(wideHeight, 0);
  expect(await countFullyVisible(cards)).toBeGreaterThanOrEqual(5);
  expect(await mainFits(page)).toBe(true);
  await page.context().close();
});

/** Where a voice's name is painted, and the edges of the name's own box. */
function nameExtent(card: Locator) {
  return card.locator('.voice-name').evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const own = element.getBoundingClientRect();
    return { textLeft: text.left, textRight: text.right, left: own.left, right: own.right };
  });
}

test("a voice's name starts at the row's start edge whatever its script, and keeps its own direction", async ({ browser }) => {
  const english = await open(browser, 'en-US', wide);
  await visitScreen(english, { name: 'voices', section: 'voices' });
  const arabicNamed = english.getByTestId('voice-card').filter({ has: english.locator('.voice-name', { hasText: /^[\u0600-\u06ff]/ }) });
  const inEnglish = await nameExtent(arabicNamed.first());
  expect(inEnglish.textLeft - inEnglish.left).toBeLessThan(2);
  expect(
    await arabicNamed
      .first()
      .locator('.voice-name')
      .evaluate((el) => el.matches(':dir(rtl)')),
  ).toBe(true);
  await english.context().close();

  const arabic = await open(browser, 'ar-SA', wide);
  await visitScreen(arabic, { name: 'voices', section: 'voices' });
  await arabic.getByRole('searchbox').fill('Lama');
  const latinNamed = arabic.getByTestId('voice-card').filter({ has: arabic.locator('.voice-name', { hasText: /^[A-Za-z]/ }) });
  await expect(latinNamed.first()).toBeVisible();
  const inArabic = await nameExtent(latinNamed.first());
  expect(inArabic.right - inArabic.textRight).toBeLessThan(2);
  await arabic.context().close();
});

test('at 1024×640 Voices, Projects and History (filters unfolded) pass axe in both languages', async ({ browser }) => {
  test.setTimeout(120_000);
  const findings: string[] = [];
  for (const locale of locales) {
    const page = await open(browser, locale, small);
    for (const section of ['voices', 'projects', 'history']) {
      await visitScreen(page, { name: section, section });
      if (section === 'history') await showHistoryFilters(page);
      findings.push(...(await seriousAxeFindings(page, { where: `${locale} ${section}` })));
    }
    await page.context().close();
  }
  expect(findings).toEqual([]);
});
