import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { mixedScripts, startHarnessWithClips } from '../helpers/history-generate';
import { startWebHarness, type WebHarness } from '../helpers/web-harness';
import { countFullyVisible } from './measure';
import { visitScreen } from './screens';

/*
 * Issue 15 item 11: the studio works at 1280×800. Lists show a screenful of compact rows, each
 * screen has one scroll container, the agent × item matrix keeps its header and item column in
 * view, and an empty list says so once and offers the next step.
 */

const viewport = { width: 1280, height: 800 };

// This file's own harness: the clips made here must not show up in other files' history counts.
let web: WebHarness;

test.beforeAll(async () => {
  web = await startHarnessWithClips(mixedScripts(12));
});

test.afterAll(async () => {
  await web?.close();
});

async function open(browser: Browser, url: string, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale, viewport });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByTestId('app-ready')).toBeAttached();
  return page;
}

/** The ancestors of an element (the document included) that scroll vertically right now. */
function scrollingAncestors(element: Locator): Promise<string[]> {
  return element.evaluate((start) => {
    const found: string[] = [];
    for (let up = start.parentElement; up; up = up.parentElement) {
      const style = getComputedStyle(up);
      const scrolls = up === document.documentElement || ['auto', 'scroll'].includes(style.overflowY);
      if (scrolls && up.scrollHeight > up.clientHeight + 1) found.push(up.className || up.tagName.toLowerCase());
    }
    return found;
  });
}

test('Voices at 1280×800: at least 8 voices fully in view, one scroll container', async ({ browser }) => {
  const page = await open(browser, web.server.url);
  await visitScreen(page, { name: 'voices', section: 'voices' });
  const cards = page.getByTestId('voice-card');
  await expect(cards.first()).toBeVisible();
  expect(await countFullyVisible(cards)).toBeGreaterThanOrEqual(8);
  expect(await scrollingAncestors(cards.first())).toEqual(['voices-scroller']);
  await page.context().close();
});

test('History at 1280×800: at least 8 clips fully in view, one scroll container', async ({ browser }) => {
  const page = await open(browser, web.server.url, 'ar-SA');
  await visitScreen(page, { name: 'history', section: 'history' });
  const rows = page.getByTestId('history-row');
  await expect(rows).not.toHaveCount(0);
  expect(await countFullyVisible(rows)).toBeGreaterThanOrEqual(8);
  expect(await scrollingAncestors(rows.first())).toEqual(['history-list']);
  await page.context().close();
});

test('the agent × item matrix keeps its header and item column in view while it scrolls', async ({ browser }) => {
  const page = await open(browser, web.server.url);
  await visitScreen(page, { name: 'agent-matrix', section: 'agent-tools', tab: 'matrix' });
  const grid = page.getByTestId('matrix-scroll');
  const table = grid.getByRole('table');
  await expect(table.getByRole('row').nth(3)).toBeVisible();
  expect(await scrollingAncestors(table)).toEqual(['matrix-scroll']);
  const header = table.getByRole('columnheader', { name: 'Item', exact: true });
  const firstItem = table.getByRole('row').nth(1).locator('.matrix-item');
  const before = { header: await header.boundingBox() };

  await grid.evaluate((element) => element.scrollBy({ top: 400, left: 0 }));
  await expect.poll(() => grid.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  expect((await header.boundingBox())?.y).toBeCloseTo(before.header!.y, 0);
  await expect(header).toBeInViewport();

  // At 1280 the five agents fit across; in a narrower window the item column stays put as it scrolls.
  expect(await grid.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await page.setViewportSize({ width: 860, height: 640 });
  await grid.evaluate((element) => element.scrollTo({ top: 0, left: 0 }));
  const itemX = (await firstItem.boundingBox())!.x;
  await grid.evaluate((element) => element.scrollTo({ top: 0, left: 300 }));
  await expect.poll(() => grid.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect((await firstItem.boundingBox())?.x).toBeCloseTo(itemX, 0);
  await expect(firstItem).toBeInViewport();
  await page.context().close();
});

test('an empty history says so once and offers the next step (English and Arabic)', async ({ browser }) => {
  test.setTimeout(90_000);
  const fresh = await startWebHarness();
  try {
    await fresh.call('settings.update', { preferences: { welcomeDone: true } });
    for (const [locale, message, action, nextHeading] of [
      ['en-US', 'Nothing generated yet.', 'Write a script', 'Projects'],
      ['ar-SA', 'لم تولّد شيئًا بعد.', 'اكتب نصًا', 'المشاريع'],
    ] as const) {
      const page = await open(browser, fresh.server.url, locale);
      await visitScreen(page, { name: 'history', section: 'history' });
      const empty = page.getByTestId('history-empty');
      await expect(empty.getByText(message)).toBeVisible();
      await expect(page.getByRole('listbox')).toHaveCount(0);
      await empty.getByRole('button', { name: action }).click();
      await expect(page.getByRole('heading', { level: 1, name: nextHeading })).toBeVisible();
      await page.context().close();
    }
  } finally {
    await fresh.close();
  }
});

test('voices that match no filter say so and offer to show all voices', async ({ browser }) => {
  const page = await open(browser, web.server.url);
  await visitScreen(page, { name: 'voices', section: 'voices' });
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('no voice is called this');
  const empty = page.getByTestId('voices-empty');
  await expect(empty.getByText('No voices match these filters.')).toBeVisible();
  await expect(page.getByTestId('voice-list')).toHaveCount(0);
  await empty.getByRole('button', { name: 'Show all voices' }).click();
  await expect(page.getByTestId('voice-card').first()).toBeVisible();
  await page.context().close();
});
