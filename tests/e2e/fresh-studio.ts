import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startWebHarness, type WebHarness } from '../helpers/web-harness';

/**
 * A studio on a fresh data directory for each test (the first-run welcome depends on it), closed
 * after the test. `open` starts it and answers a page of it past the token swap; `harness()` is
 * the running one, for its sandbox and core.
 */
export function freshStudioPerTest() {
  let harness: WebHarness | undefined;
  let context: BrowserContext | undefined;

  test.afterEach(async () => {
    await context?.close();
    await harness?.close();
    harness = undefined;
    context = undefined;
  });

  return {
    async open(browser: Browser, locale: string): Promise<Page> {
      harness = await startWebHarness();
      context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto(harness.server.url);
      await expect(page.getByTestId('app-ready')).toBeAttached();
      return page;
    },
    harness(): WebHarness {
      if (!harness) throw new Error('no studio is open');
      return harness;
    },
  };
}
