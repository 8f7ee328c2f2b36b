import type { Page } from '@playwright/test';
import { expect, isolate, test } from './fixtures';

/**
 * History keeps what was written beside what was spoken (issue 33 item 8), in the real UI over web
 * mode: a script with a price is generated with read-as on (as the editor does by default), and
 * History finds the clip by "250", by "٢٥٠ ريال" and by the words read-as made of it; its row
 * shows both texts, names its draft and says the take is in use, in English and in Arabic.
 */
test.use({ historyOwner: 'history-written' });
test.setTimeout(90_000);

const written = 'السعر ٢٥٠ ريال فقط';
const spoken = 'السعر مئتين وخمسين ريالًا فقط';

async function generateInDraft(page: Page, draftName: string): Promise<void> {
  await page.getByRole('navigation').getByRole('button', { name: 'Script', exact: true }).click();
  const editor = page.getByRole('textbox', { name: 'Script text' });
  await expect(editor).toBeEnabled();
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(draftName);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Dialect' }).selectOption('egy');
  await expect(page.getByRole('combobox', { name: 'Voice' })).not.toHaveValue('');
  await editor.fill(written);
  await expect(page.getByRole('region', { name: 'What will be spoken' }).getByRole('group', { name: 'Spoken text' })).toHaveText(spoken);
  await page.getByRole('button', { name: /Generate speech/ }).click();
  await expect(page.getByTestId('generation-result')).toBeVisible({ timeout: 20_000 });
}

async function searchHistory(page: Page, section: string, label: string, text: string) {
  await page.getByRole('navigation').getByRole('button', { name: section, exact: true }).click();
  await page.getByRole('searchbox', { name: label }).fill(text);
  return page.getByRole('listbox').getByRole('option');
}

test('a clip made with read-as is found by its written and its spoken text, and names its draft and the take in use', async ({
  openStudio,
}) => {
  const english = await openStudio('en-US');
  await generateInDraft(english, 'Price list');

  for (const search of ['250', '٢٥٠ ريال', 'مئتين وخمسين']) {
    const found = await searchHistory(english, 'History', 'Search scripts', search);
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(written);
  }
  const row = english.getByRole('option', { name: new RegExp(written) });
  await expect(row).toContainText(`Spoken: ${isolate(spoken)}`);
  await expect(row).toContainText(`Draft: ${isolate('Price list')}`);
  await expect(row).toContainText('Take of the draft');
  await expect(row).toContainText('In use');
  await expect(row).not.toContainText('part 1');

  const arabic = await openStudio('ar-SA');
  for (const search of ['250', '٢٥٠ ريال']) {
    const found = await searchHistory(arabic, 'السجل', 'البحث في النصوص', search);
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(`المنطوق: ${isolate(spoken)}`);
    await expect(found).toContainText(`المسوّدة: ${isolate('Price list')}`);
    await expect(found).toContainText('نسخة من المسوّدة');
    await expect(found).toContainText('المستخدمة');
  }
});
