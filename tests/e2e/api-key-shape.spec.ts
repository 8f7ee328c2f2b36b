import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshStudioPerTest } from './fresh-studio';

/*
 * Issue 33 item 19 as a user meets it: a key the service could never issue (a few characters, a
 * key with a space) is refused in Settings → Account with a sentence saying what is wrong, in the
 * studio's language, and nothing is saved. A harness per test: the welcome leads to the form.
 */

const studio = freshStudioPerTest();

const words = {
  'en-US': {
    custom: 'Custom address',
    address: 'Service address',
    saveConnection: 'Save connection',
    key: 'API key',
    saveKey: 'Save key',
    none: 'No key is saved for this profile yet.',
    tooShort: 'This is too short to be an API key: keys are at least 16 characters long. Paste the whole key.',
    spaces: 'An API key has no spaces: paste only the key, without words or spaces inside it.',
  },
  'ar-SA': {
    custom: 'عنوان مخصّص',
    address: 'عنوان الخدمة',
    saveConnection: 'احفظ الاتصال',
    key: 'مفتاح الواجهة البرمجية',
    saveKey: 'احفظ المفتاح',
    none: 'لم يُحفظ مفتاح لهذا الملف الشخصي بعد.',
    tooShort: 'هذا أقصر من أن يكون مفتاح واجهة برمجية: المفاتيح لا تقل عن 16 حرفًا. الصق المفتاح كاملًا.',
    spaces: 'لا يحتوي مفتاح الواجهة البرمجية على مسافات: الصق المفتاح وحده، دون كلمات أو مسافات داخله.',
  },
} as const;

async function openKeyForm(browser: Browser, locale: keyof typeof words): Promise<Page> {
  const say = words[locale];
  const page = await studio.open(browser, locale);
  await page.getByTestId('welcome-connect').click();
  await page.getByRole('radio', { name: say.custom }).check();
  await page.getByRole('textbox', { name: say.address }).fill(studio.harness().sandbox.url);
  await page.getByRole('button', { name: say.saveConnection }).click();
  await expect(page.getByText(say.none)).toBeVisible();
  return page;
}

for (const locale of ['en-US', 'ar-SA'] as const) {
  test(`refuses a key too short or with a space, saying which, and saves nothing (${locale})`, async ({ browser }) => {
    const say = words[locale];
    const page = await openKeyForm(browser, locale);
    const key = page.getByLabel(say.key, { exact: true });
    const save = page.getByRole('button', { name: say.saveKey });

    await key.fill('_');
    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: say.tooShort })).toBeVisible();
    // What was typed stays, to be corrected; nothing reached the keychain.
    await expect(key).toHaveValue('_');
    await expect(page.getByText(say.none)).toBeVisible();

    await key.fill(`${studio.harness().sandbox.apiKey.slice(0, 18)} ${studio.harness().sandbox.apiKey.slice(18)}`);
    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: say.spaces })).toBeVisible();
    await expect(page.getByText(say.none)).toBeVisible();
  });
}
