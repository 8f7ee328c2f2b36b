import type { Page } from '@playwright/test';
import { expect, isolate, test } from './fixtures';
import { newProject } from './new-project';

/**
 * History keeps what was written beside what was spoken (issue 33 item 8), from the Projects
 * editor (moved from the Script screen's history-written spec): a block with a price is generated
 * with read-as on (as a project is by default), and History finds the clip by "250", by "٢٥٠ ريال"
 * and by the words read-as made of it; its row shows both texts, names its project (by its name
 * now) and block, and says the take is in use, in English and in Arabic.
 */
test.use({ historyOwner: 'projects-history-written' });
test.setTimeout(90_000);

const written = 'السعر ٢٥٠ ريال فقط';
const spoken = 'السعر مئتين وخمسين ريالًا فقط';

/** Generates the price in a new project renamed `projectName`; returns its chapter's title. */
async function generateInProject(page: Page, projectName: string): Promise<string> {
  await newProject(page, 'egy');
  const block = page.getByRole('group', { name: 'Block 1', exact: true });
  const field = block.getByRole('textbox', { name: 'Block 1', exact: true });
  await field.fill(written);
  await expect(block.getByTestId('block-spoken')).toContainText(spoken);
  await field.press('Control+Enter');
  await expect(block.getByRole('button', { name: 'Takes: 1' })).toBeVisible({ timeout: 20_000 });

  // Renamed after generating: History names the project as it is called now.
  const before = (await page.getByRole('heading', { level: 2 }).innerText()).trim();
  await page.getByRole('button', { name: 'All projects' }).click();
  const item = page.getByTestId('project-item').filter({ has: page.getByRole('heading', { level: 3, name: before, exact: true }) });
  await item.getByRole('button', { name: 'Rename', exact: true }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(projectName);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A new project's one chapter took the project's first name; renaming the project leaves it so.
  return before;
}

async function searchHistory(page: Page, section: string, label: string, text: string) {
  await page.getByRole('navigation').getByRole('button', { name: section, exact: true }).click();
  await page.getByRole('searchbox', { name: label }).fill(text);
  return page.getByRole('listbox').getByRole('option');
}

test('a clip made with read-as is found by its written and its spoken text, and names its project, block and the take in use', async ({
  openStudio,
}) => {
  const english = await openStudio('en-US');
  const chapter = await generateInProject(english, 'Price list');

  for (const search of ['250', '٢٥٠ ريال', 'مئتين وخمسين']) {
    const found = await searchHistory(english, 'History', 'Search scripts', search);
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(written);
  }
  const row = english.getByRole('option', { name: new RegExp(written) });
  await expect(row).toContainText(`Spoken: ${isolate(spoken)}`);
  await expect(row).toContainText(`Project: ${isolate('Price list')}`);
  await expect(row).toContainText(`Take of block 1 of “${isolate(chapter)}”`);
  await expect(row).toContainText('In use');
  await expect(row).not.toContainText('part 1');

  const arabic = await openStudio('ar-SA');
  for (const search of ['250', '٢٥٠ ريال']) {
    const found = await searchHistory(arabic, 'السجل', 'البحث في النصوص', search);
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(`المنطوق: ${isolate(spoken)}`);
    await expect(found).toContainText(`المشروع: ${isolate('Price list')}`);
    await expect(found).toContainText(`نسخة من الفقرة 1 في «${isolate(chapter)}»`);
    await expect(found).toContainText('المستخدمة');
  }
});
