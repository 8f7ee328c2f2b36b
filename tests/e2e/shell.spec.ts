import { expect, test } from './fixtures';

const sections = ['voices', 'projects', 'history', 'agent-tools', 'lexicons', 'settings'];

test.describe('the shell in web mode', () => {
  test('renders in English, left to right, with every section', async ({ openStudio }) => {
    const page = await openStudio('en-US');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    for (const section of sections) await expect(page.locator(`nav [data-section="${section}"]`)).toBeVisible();
    await expect(page.locator('nav [data-section="voices"]')).toHaveText(/Voices/);
  });

  test('renders in Arabic, right to left, mirrored', async ({ openStudio }) => {
    const page = await openStudio('ar-SA');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('nav [data-section="voices"]')).toHaveText(/الأصوات/);
    // Mirrored: the sidebar sits on the right-hand side in Arabic.
    const nav = await page.locator('nav').first().boundingBox();
    const viewport = page.viewportSize();
    expect(nav && viewport && nav.x + nav.width / 2 > viewport.width / 2).toBe(true);
  });

  test('switches language at once', async ({ studioPage: page }) => {
    await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('moves between sections and marks the current one', async ({ studioPage: page }) => {
    await page.locator('nav [data-section="history"]').click();
    await expect(page.locator('nav [data-section="history"]')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('nav [data-section="voices"]')).not.toHaveAttribute('aria-current', 'page');
  });

  test('reopens on the section it was left on, not Voices', async ({ studioPage: page }) => {
    await page.locator('nav [data-section="history"]').click();
    await expect(page.locator('nav [data-section="history"]')).toHaveAttribute('aria-current', 'page');
    await page.reload();
    await expect(page.getByTestId('app-ready')).toBeAttached();
    await expect(page.locator('nav [data-section="history"]')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  });

  test('round-trips app.ping through the contract', async ({ studioPage: page }) => {
    await page.getByRole('contentinfo').getByRole('button', { name: 'About' }).click();
    await page.getByRole('dialog', { name: 'About this studio' }).getByRole('button', { name: 'Ping' }).click();
    await expect(page.getByTestId('ping-result')).toBeVisible();
  });
});

test.describe('the content security policy', () => {
  test('blocks an injected inline script', async ({ studioPage: page }) => {
    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      const reported = new Promise((resolve) =>
        document.addEventListener('securitypolicyviolation', (e) => resolve(violations.push(e.violatedDirective))),
      );
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.appendChild(script);
      await reported;
      return { injected: (window as unknown as { __injected?: boolean }).__injected === true, violations };
    });
    expect(outcome.injected).toBe(false);
    expect(outcome.violations.some((v) => v.startsWith('script-src'))).toBe(true);
  });

  test('blocks eval in the page', async ({ studioPage: page }) => {
    // Code run through page.evaluate is exempt from the page's eval rule (DevTools protocol), so
    // the probe is a same-origin script the page loads itself, as an attacker's gadget would be.
    await page.route('**/assets/__eval-probe.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "try { eval('1 + 1'); window.__eval = 'ran'; } catch (e) { window.__eval = 'blocked'; }",
      }),
    );
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = '/assets/__eval-probe.js';
      document.body.appendChild(script);
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __eval?: string }).__eval)).toBe('blocked');
  });

  test('a page without the token cookie gets 401', async ({ browser, web }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${web.server.origin}/`);
    expect(response?.status()).toBe(401);
    await context.close();
  });
});
