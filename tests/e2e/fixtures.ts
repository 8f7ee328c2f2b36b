import { test as base, expect, type Page } from '@playwright/test';
import { startWebHarness, type WebHarness } from '../helpers/web-harness';

/** A name as the studio writes it inside a sentence: bidi-isolated (renderer/src/i18n/bidi.ts says why). */
export { isolate } from '../../renderer/src/i18n/bidi';

/**
 * Each test file gets a real core behind a real web-mode server (its own data directory), and
 * pages that are already signed in with the run's token cookie, as if the user had opened the
 * printed URL.
 */
/** Set per Playwright project (playwright.config.ts): which shape the sandbox answers in. */
export interface StudioWorkerOptions {
  sandboxShape: 'spec' | 'lenient';
  /**
   * Files that add clips to the history set their own name here (`test.use({ historyOwner })`):
   * a different worker option gives them a worker, and so a core, of their own, so other files'
   * history counts never see their clips.
   */
  historyOwner: string;
}

export const test = base.extend<
  { studioPage: Page; openStudio: (locale: string) => Promise<Page> },
  StudioWorkerOptions & { web: WebHarness; sandboxShapeForEveryHarness: void }
>({
  sandboxShape: ['spec', { option: true, scope: 'worker' }],
  historyOwner: ['shared', { option: true, scope: 'worker' }],
  // Also reaches the harnesses a test starts itself (restarts): startTestSandbox reads SANDBOX_SHAPE.
  sandboxShapeForEveryHarness: [
    async ({ sandboxShape }, use) => {
      process.env.SANDBOX_SHAPE = sandboxShape;
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  web: [
    async ({ sandboxShape }, use) => {
      const harness = await startWebHarness({ sandbox: { shape: sandboxShape } });
      // Start past the first-run welcome (a modal that would cover the page); account.spec.ts tests it.
      await harness.call('settings.update', { preferences: { welcomeDone: true } });
      await use(harness);
      await harness.close();
    },
    { scope: 'worker' },
  ],
  openStudio: async ({ browser, web }, use) => {
    const opened: Array<{ close(): Promise<void> }> = [];
    await use(async (locale: string) => {
      const context = await browser.newContext({ locale });
      opened.push(context);
      const page = await context.newPage();
      // Through the printed URL, so the token-for-cookie swap is part of every test.
      await page.goto(web.server.url);
      await expect(page.getByTestId('app-ready')).toBeAttached();
      return page;
    });
    for (const context of opened) await context.close();
  },
  studioPage: async ({ openStudio }, use) => {
    await use(await openStudio('en-US'));
  },
});

export { expect };
