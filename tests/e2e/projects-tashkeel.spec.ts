import { expect, test } from './fixtures';
import { newProject } from './new-project';

/** The tashkeel palette in the project editor (issue 30): it acts on the block the user is in, as typing. */

test.setTimeout(120_000);

test('a mark goes on the letters selected in a block and Ctrl+Z takes it back; the block keeps what is left', async ({
  studioPage: page,
}) => {
  await newProject(page);
  const first = page.getByRole('textbox', { name: 'Block 1', exact: true });
  const second = page.getByRole('textbox', { name: 'Block 2', exact: true });
  await first.fill('مرحبا بكم');
  await first.press('End');
  await first.press('Enter');
  await second.fill('في الاستوديو');
  await page.getByText('Tashkeel (Arabic diacritics)').click();
  await first.evaluate((area: HTMLTextAreaElement) => {
    area.focus();
    area.setSelectionRange(0, 2);
  });
  await page.getByRole('button', { name: 'Fatha' }).click();
  await expect(first).toHaveValue('مَرَحبا بكم');
  await expect(second).toHaveValue('في الاستوديو');
  await page.keyboard.press('Control+z');
  await expect(first).toHaveValue('مرحبا بكم');

  await first.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(0, 2));
  await page.getByRole('button', { name: 'Damma' }).click();
  await expect(first).toHaveValue('مُرُحبا بكم');
  await first.blur();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Block 1', exact: true })).toHaveValue('مُرُحبا بكم');
});
