import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshStudioPerTest } from './fresh-studio';

/*
 * The account forms from the keyboard and with bad input, as a user meets them: each wrong service
 * address gets the studio's own sentence for what is wrong (the browser's URL check used to stop the
 * form first and leave the previous address's message up), and saving or removing the key, or
 * going back to the sandbox, leaves focus on the form instead of the page. A harness of its own:
 * the first-run welcome leads to these forms. Under `npm test` the key goes to a real keychain.
 */

const studio = freshStudioPerTest();

async function openAccount(browser: Browser, locale: string): Promise<Page> {
  const page = await studio.open(browser, locale);
  await page.getByTestId('welcome-connect').click();
  return page;
}

const words = {
  'en-US': {
    custom: 'Custom address',
    address: 'Service address',
    save: 'Save connection',
    invalid: 'This is not a valid address; enter something like https://api.example.com.',
    insecure: 'Plain http:// is allowed only for this computer (127.0.0.1, ::1, localhost); use https://.',
  },
  'ar-SA': {
    custom: 'عنوان مخصّص',
    address: 'عنوان الخدمة',
    save: 'احفظ الاتصال',
    invalid: 'هذا ليس عنوانًا صالحًا؛ أدخل عنوانًا مثل https://api.example.com.',
    insecure: 'لا يُسمح بـ http:// إلا لهذا الحاسوب (127.0.0.1 أو ::1 أو localhost)؛ استخدم https://.',
  },
} as const;

for (const locale of ['en-US', 'ar-SA'] as const) {
  test(`every wrong service address gets its own sentence, in the studio's language (${locale})`, async ({ browser }) => {
    const say = words[locale];
    const page = await openAccount(browser, locale);
    await page.getByRole('radio', { name: say.custom }).check();
    const address = page.getByRole('textbox', { name: say.address });
    const save = page.getByRole('button', { name: say.save });
    const problem = page.getByRole('alert').filter({ hasText: /\S/ });

    await address.fill('http://example.com');
    await save.click();
    await expect(problem).toHaveText(say.insecure);
    // Not addresses a browser accepts for type=url: the form used to stop before the studio could
    // say why, and the sentence above stayed, wrong for them.
    for (const typed of ['example.com', 'https://']) {
      await address.fill(typed);
      await save.click();
      await expect(problem).toHaveText(say.invalid);
      await expect(address).toHaveAttribute('aria-invalid', 'true');
      await expect(address).toHaveAccessibleDescription(new RegExp(say.invalid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
  });
}

test('saving, removing the key and going back to the sandbox keep focus on the form', async ({ browser }) => {
  const page = await openAccount(browser, 'en-US');
  const sandbox = studio.harness().sandbox;
  await page.getByRole('radio', { name: 'Custom address' }).check();
  await page.getByRole('textbox', { name: 'Service address' }).fill(sandbox.url);
  await page.getByRole('button', { name: 'Save connection' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('No key is saved for this profile yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save connection' })).toBeFocused();

  await page.getByLabel('API key', { exact: true }).fill(sandbox.apiKey);
  const saveKey = page.getByRole('button', { name: 'Save key' });
  await saveKey.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('A key is saved in the system keychain.')).toBeVisible();
  await expect(saveKey).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove key' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Remove the API key?' });
  await dialog.getByRole('button', { name: 'Remove key' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('No key is saved for this profile yet.')).toBeVisible();
  await expect(page.getByLabel('API key', { exact: true })).toBeFocused();

  await page.getByRole('button', { name: 'Switch to the sandbox' }).focus();
  await page.keyboard.press('Enter');
  const sandboxChoice = page.getByRole('radio', { name: 'Built-in sandbox (no account needed)' });
  await expect(sandboxChoice).toBeChecked();
  await expect(sandboxChoice).toBeFocused();
});
