import { expect, test } from './fixtures';
import { newProject } from './new-project';

/*
 * Renaming a project from the keyboard, in English and Arabic (moved from the Script screen's
 * draft-rename spec): an emptied name is refused with a sentence that says so, on the field, and
 * the dialog stays; a real name is then saved, shown in the list, and the project opens under it
 * with its text kept.
 */

// Renames its project: a core of this file's own, so the other files' projects keep their names.
test.use({ historyOwner: 'projects-rename' });
test.setTimeout(90_000);

const words = {
  'en-US': {
    language: 'en',
    back: 'All projects',
    rename: 'Rename',
    open: 'Open',
    name: 'Name',
    block: 'Block 1',
    empty: 'Give the project a name: it cannot be empty.',
  },
  'ar-SA': {
    language: 'ar',
    back: 'كل المشاريع',
    rename: 'إعادة التسمية',
    open: 'فتح',
    name: 'الاسم',
    block: 'الفقرة 1',
    empty: 'اكتب اسمًا للمشروع: لا يمكن أن يكون الاسم فارغًا.',
  },
} as const;

for (const locale of ['en-US', 'ar-SA'] as const) {
  test(`an emptied project name is refused in words and the dialog stays; the renamed project keeps its text (${locale})`, async ({
    openStudio,
  }) => {
    const say = words[locale];
    const page = await openStudio(locale);
    await newProject(page, undefined, say.language);
    const written = `A paragraph that outlives the rename, ${locale}.`;
    const block = page.getByRole('textbox', { name: say.block, exact: true });
    await block.fill(written);
    await block.blur();
    const before = (await page.getByRole('heading', { level: 2 }).innerText()).trim();
    await page.getByRole('button', { name: say.back }).click();

    const item = page.getByTestId('project-item').filter({ has: page.getByRole('heading', { level: 3, name: before, exact: true }) });
    const rename = item.getByRole('button', { name: say.rename, exact: true });
    await rename.focus();
    await page.keyboard.press('Enter');
    const name = page.getByRole('dialog').getByRole('textbox', { name: say.name });
    await expect(name).toBeFocused();
    await name.fill('   ');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(say.empty);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(say.empty);
    await expect(name).toBeFocused();

    const chosen = `Interview ${locale}`;
    await name.fill(chosen);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const renamed = page.getByTestId('project-item').filter({ has: page.getByRole('heading', { level: 3, name: chosen, exact: true }) });
    await expect(renamed).toHaveCount(1);
    await expect(renamed.getByRole('button', { name: say.rename, exact: true })).toBeFocused();

    // Renaming kept the work: the project opens under its new name with its paragraph.
    await renamed.getByRole('button', { name: say.open, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: chosen })).toBeVisible();
    await expect(page.getByRole('textbox', { name: say.block, exact: true })).toHaveValue(written);
  });
}
