import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshStudioPerTest } from './fresh-studio';
import { isolate } from './fixtures';
import { blockField, blockGroup, generateBlock, newProject } from './new-project';

/*
 * The account in a real Chromium over web mode. Each test starts its own harness (a fresh data
 * directory), because the first-run welcome depends on it. Under `npm test` the harness's core uses
 * the real OS keychain (scripts/with-keyring.sh).
 */

const studio = freshStudioPerTest();
const openFresh = (browser: Browser, locale: string): Promise<Page> => studio.open(browser, locale);

test.describe('first run and the account', () => {
  test('explore with the sandbox: lands on Voices and the sandbox answers', async ({ browser }) => {
    const page = await openFresh(browser, 'en-US');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Sawt Studio' });
    await expect(welcome).toBeVisible();
    await page.getByTestId('welcome-sandbox').click();
    await expect(welcome).toBeHidden();
    await expect(page.locator('nav [data-section="voices"]')).toHaveAttribute('aria-current', 'page');

    await page.locator('nav [data-section="settings"]').click();
    await expect(page.getByTestId('api-key-status')).toHaveText('The built-in sandbox needs no key of yours.');
    await page.getByTestId('test-connection').click();
    await expect(page.getByTestId('connection-project')).toHaveText(new RegExp(studio.harness().sandbox.projectId));

    // Answered once: a reload does not bring the welcome back.
    await page.reload();
    await expect(page.getByTestId('app-ready')).toBeAttached();
    await expect(page.getByTestId('profile-switcher')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('first run → explore with the sandbox → a generation plays and is in history', async ({ browser }) => {
    const page = await openFresh(browser, 'ar-SA');
    await page.getByTestId('welcome-sandbox').click();
    // A new project starts in a voice, ready to generate (as a new draft did).
    await newProject(page, undefined, 'ar');
    await blockField(page, 1, 'ar').fill('مرحبا بكم في استوديو صوت.');
    await generateBlock(page, 1, 'ar');
    await blockGroup(page, 1, 'ar').getByRole('button', { name: 'تشغيل', exact: true }).click();
    await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', 'playing');
    expect(studio.harness().sandbox.requests.count('historyCreate')).toBe(1);
    await page.locator('nav [data-section="history"]').click();
    await expect(page.getByText('مرحبا بكم في استوديو صوت.').first()).toBeVisible();
  });

  test('connect your account: the sandbox as a custom address with its demo key', async ({ browser }) => {
    const page = await openFresh(browser, 'en-US');
    await page.getByTestId('welcome-connect').click();
    await expect(page.locator('nav [data-section="settings"]')).toHaveAttribute('aria-current', 'page');
    const sandbox = studio.harness().sandbox;

    await page.getByTestId('account-kind-custom').check();
    await page.getByTestId('service-url-input').fill(sandbox.url);
    await page.getByTestId('save-connection').click();
    await expect(page.getByTestId('api-key-status')).toHaveText('No key is saved for this profile yet.');

    const keyInput = page.getByTestId('api-key-input');
    await expect(keyInput).toHaveAttribute('type', 'password');
    await keyInput.fill(sandbox.apiKey);
    await page.getByTestId('save-api-key').click();
    await expect(page.getByTestId('api-key-status')).toHaveText('A key is saved in the system keychain.');
    await expect(keyInput).toHaveValue('');

    await page.getByTestId('test-connection').click();
    await expect(page.getByTestId('connection-project')).toContainText(sandbox.projectId);
    // The discovered project id is now this profile's.
    await expect(page.getByTestId('project-id-input')).toHaveValue(sandbox.projectId);
    expect(await page.content()).not.toContain(sandbox.apiKey);
  });

  test('a wrong key says "wrong key" in Arabic, and the key is not in the page', async ({ browser }) => {
    const page = await openFresh(browser, 'ar-SA');
    await page.getByTestId('welcome-connect').click();
    await page.getByTestId('account-kind-custom').check();
    await page.getByTestId('service-url-input').fill(studio.harness().sandbox.url);
    await page.getByTestId('save-connection').click();
    const wrongKey = `wrong-${Date.now()}-not-the-demo-key`;
    await page.getByTestId('api-key-input').fill(wrongKey);
    await page.getByTestId('save-api-key').click();
    await expect(page.getByTestId('api-key-status')).toHaveAttribute('data-configured', 'true');

    await page.getByTestId('test-connection').click();
    await expect(page.getByTestId('connection-error')).toContainText('المفتاح خاطئ');
    await expect(page.getByTestId('connection-error')).toHaveAttribute('data-code', 'UNAUTHORIZED');
    expect(await page.content()).not.toContain(wrongKey);

    // The way out: one press back to the sandbox, which works.
    await page.getByRole('button', { name: 'انتقل إلى بيئة التجربة' }).click();
    await page.getByTestId('test-connection').click();
    await expect(page.getByTestId('connection-result')).toBeVisible();
  });

  test('switches profile from the header with the keyboard', async ({ browser }) => {
    const page = await openFresh(browser, 'en-US');
    // The welcome arrives once the account overview has loaded, a moment after app-ready: wait
    // for it, or Escape can land before the dialog listens for it.
    const welcome = page.getByRole('dialog', { name: 'Welcome to Sawt Studio' });
    await expect(welcome).toBeVisible();
    await expect(welcome.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await studio.harness().call('profiles.create', { name: 'Work', account: { kind: 'sandbox' } });
    await page.reload();
    await expect(page.getByTestId('app-ready')).toBeAttached();

    const switcher = page.getByTestId('profile-switcher');
    await expect(switcher).toHaveAccessibleName(`Profile: ${isolate('Sandbox')}`);
    await switcher.focus();
    await page.keyboard.press('Enter');
    const work = page.getByRole('menuitemcheckbox', { name: 'Work' });
    await expect(work).toBeVisible();
    await work.focus();
    await page.keyboard.press('Enter');
    await expect(switcher).toHaveAccessibleName(`Profile: ${isolate('Work')}`);
  });
});
