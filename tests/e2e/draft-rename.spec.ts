import { expect, test } from './fixtures';

/*
 * Renaming a draft from the keyboard, in English and Arabic: an emptied name is refused with a
 * sentence that says so, on the field, and the dialog stays (before, Save was disabled and Enter
 * did nothing at all); a real name is then saved and shown in the draft list.
 */

// Renames its draft: a core of this file's own, so the other files' drafts keep their names.
test.use({ historyOwner: 'draft-rename' });

const words = {
  'en-US': { script: 'Script', rename: 'Rename', name: 'Name', draft: 'Draft', empty: 'Give the draft a name: it cannot be empty.' },
  'ar-SA': {
    script: 'النص',
    rename: 'إعادة التسمية',
    name: 'الاسم',
    draft: 'المسوّدة',
    empty: 'اكتب اسمًا للمسوّدة: لا يمكن أن يكون الاسم فارغًا.',
  },
} as const;

for (const locale of ['en-US', 'ar-SA'] as const) {
  test(`an emptied draft name is refused in words and the dialog stays (${locale})`, async ({ openStudio }) => {
    const say = words[locale];
    const page = await openStudio(locale);
    await page.getByRole('navigation').getByRole('button', { name: say.script, exact: true }).click();
    const rename = page.getByRole('button', { name: say.rename, exact: true });
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
    await expect(page.getByRole('combobox', { name: say.draft, exact: true }).locator('option:checked')).toHaveText(chosen);
    await expect(rename).toBeFocused();
  });
}
