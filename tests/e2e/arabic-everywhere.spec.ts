import type { Browser, BrowserContext, Page } from '@playwright/test';
import { startWebHarness, type WebHarness } from '../helpers/web-harness';
import { expect, test } from './fixtures';
import { newProject } from './new-project';

/** Issue 15 item 12: the language can be chosen before anything else, and the studio's own words follow it. */

test.describe('the first-run welcome', () => {
  let fresh: { harness: WebHarness; context: BrowserContext } | undefined;
  test.afterEach(async () => {
    await fresh?.context.close();
    await fresh?.harness.close();
    fresh = undefined;
  });

  async function openFresh(browser: Browser, locale: string): Promise<Page> {
    const harness = await startWebHarness();
    const context = await browser.newContext({ locale });
    fresh = { harness, context };
    const page = await context.newPage();
    await page.goto(harness.server.url);
    await expect(page.getByTestId('app-ready')).toBeAttached();
    return page;
  }

  test('offers the language switch, and stays open in the chosen language', async ({ browser }) => {
    const page = await openFresh(browser, 'en-US');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Sawt Studio' });
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabic = page.getByRole('dialog', { name: 'مرحبًا بك في استوديو صوت' });
    await expect(arabic).toBeVisible();
    await expect(arabic.getByRole('button', { name: /استكشف ببيئة التجربة/ })).toBeVisible();
    await arabic.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(welcome).toBeVisible();
  });
});

test.describe('in Arabic', () => {
  test('the studio-given project names are in the interface language', async ({ studioPage: page }) => {
    await newProject(page);
    await expect(page.getByRole('heading', { level: 2, name: /^Project \d+$/ })).toBeVisible();
    await page.getByTestId('language-switch').click();
    await newProject(page, undefined, 'ar');
    await expect(page.getByRole('heading', { level: 2, name: /^مشروع \d+$/ })).toBeVisible();
  });
  test('the studio-given first profile name is said in Arabic', async ({ openStudio }) => {
    const page = await openStudio('ar-SA');
    await expect(page.getByTestId('profile-switcher')).toContainText('بيئة التجربة');
    await page.getByTestId('language-switch').click();
    await expect(page.getByTestId('profile-switcher')).toContainText('Sandbox');
  });
  // The history day filters in Arabic: tests/e2e/history-dates.spec.ts.
});
