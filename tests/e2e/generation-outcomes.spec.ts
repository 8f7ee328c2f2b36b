import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 33 item 3 in the real UI over web mode: the editor says what the core established about a
 * failed generation (was a clip made, what to do), in English and Arabic, never "You are offline"
 * for an answer that came. The integration test drives every fault kind; this checks the words
 * survive the web transport and reach the page.
 */
test.use({ historyOwner: 'generation-outcomes' });
test.afterEach(({ web }) => web.sandbox.faults.reset());

async function openEditor(page: Page, textLabel: string): Promise<void> {
  await page.locator('nav [data-section="script"]').click();
  await expect(page.getByRole('textbox', { name: textLabel })).toBeEnabled();
  await page.getByTestId('dialect-select').selectOption('en');
  await expect(page.getByTestId('voice-select')).not.toHaveValue('');
}

const cases = [
  {
    locale: 'en-US',
    textLabel: 'Script text',
    generate: /Generate speech/,
    maybe: 'The service may still be making the clip: wait a minute, then look in History before generating again',
    notMade: 'The service’s answer could not be read. No clip was made, so generating again is safe.',
  },
  {
    locale: 'ar',
    textLabel: 'نص السيناريو',
    generate: /توليد الكلام/,
    maybe: 'ربما لا تزال الخدمة تصنع المقطع: انتظر دقيقة ثم راجع السجلّ قبل التوليد مجدّدًا',
    notMade: 'تعذّرت قراءة ردّ الخدمة. لم يُصنع أي مقطع، فإعادة التوليد آمنة.',
  },
];

for (const c of cases) {
  test(`(${c.locale}) a 408 and a malformed answer say whether a clip was made and what to do`, async ({ openStudio, web }) => {
    const page = await openStudio(c.locale);
    await openEditor(page, c.textLabel);
    await page.getByRole('textbox', { name: c.textLabel }).fill(`A request the service times out, in ${c.locale}.`);
    web.sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'status', status: 408, times: 1 }] });
    await page.getByRole('button', { name: c.generate }).click();
    const alert = page.getByTestId('generation-error');
    await expect(alert).toContainText(c.maybe);
    await expect(alert).not.toContainText(/offline|غير متصل/);

    await page.getByRole('textbox', { name: c.textLabel }).fill(`A request whose answer is garbled, in ${c.locale}.`);
    web.sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'malformed', times: 1 }] });
    await page.getByRole('button', { name: c.generate }).click();
    await expect(alert).toContainText(c.notMade);
  });
}
