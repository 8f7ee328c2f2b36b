import type { Page } from '@playwright/test';
import { expect, isolate, test } from './fixtures';

/*
 * A voice's row used from the keyboard only: a favourite, a refused delete and a delete each leave
 * focus on something of the list (a disabled or removed button used to drop it to the page), and
 * the row's "Default for <dialect>" badge is shown whole at the studio's two window sizes.
 */

// Deletes a project voice: a core of this file's own, so other files still find it.
test.use({ historyOwner: 'voice-card-keyboard' });

const words = {
  'en-US': {
    section: 'Voices',
    search: 'Search by name',
    favourite: 'Favourite',
    confirm: 'Delete voice',
    setDefault: /^Set as default for/,
  },
  'ar-SA': { section: 'الأصوات', search: 'البحث بالاسم', favourite: 'مفضّل', confirm: 'حذف الصوت', setDefault: /^اجعله الافتراضي/ },
} as const;

async function openVoices(page: Page, locale: keyof typeof words = 'en-US'): Promise<void> {
  await page.getByRole('navigation').getByRole('button', { name: words[locale].section, exact: true }).click();
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
}

const voice = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('Space on a favourite switch keeps focus on it, so a second Space takes it back', async ({ studioPage: page }) => {
  await openVoices(page);
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Olivia');
  const favourite = voice(page, 'Olivia').getByRole('switch', { name: 'Favourite' });
  const before = await favourite.getAttribute('aria-checked');
  const after = before === 'true' ? 'false' : 'true';
  await favourite.focus();
  await page.keyboard.press('Space');
  await expect(favourite).toHaveAttribute('aria-checked', after);
  await expect(favourite).toBeFocused();
  // The service has answered: the switch is still the one with focus, and works again.
  await expect(page.getByRole('alert').filter({ hasText: /favourite/i })).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(favourite).toHaveAttribute('aria-checked', before!);
  await expect(favourite).toBeFocused();
});

/** Finds a voice by the search, then deletes it with the keyboard only: Enter, Tab to "Delete voice", Enter. */
async function deleteByKeyboard(page: Page, search: string, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(search);
  await voice(page, name)
    .getByRole('button', { name: `Delete ${isolate(name)}` })
    .focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete voice' })).toBeFocused();
  await page.keyboard.press('Enter');
}

test('a delete the service refuses leaves focus on the voice, whose row says why', async ({ studioPage: page }) => {
  await openVoices(page);
  await deleteByKeyboard(page, 'James', 'James');
  await expect(voice(page, 'James')).toContainText('The service does not allow you to delete this voice');
  await expect(voice(page, 'James')).toBeFocused();
});

test('deleting the only voice found leaves focus on the way back to every voice', async ({ studioPage: page }) => {
  await openVoices(page);
  await deleteByKeyboard(page, 'Studio', 'Studio Narrator');
  await expect(page.getByText(/was deleted/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show all voices' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(voice(page, 'Studio Narrator')).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
});

for (const locale of ['en-US', 'ar-SA'] as const) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 640 },
  ]) {
    test(`a dialect's default voice shows its badge whole (${locale}, ${viewport.width}×${viewport.height})`, async ({ openStudio }) => {
      const page = await openStudio(locale);
      await page.setViewportSize(viewport);
      await openVoices(page, locale);
      await page.getByRole('searchbox', { name: words[locale].search }).fill('Adel');
      const row = voice(page, 'Adel');
      const setDefault = row.getByRole('button', { name: words[locale].setDefault });
      if ((await setDefault.count()) > 0) await setDefault.click();
      const badge = row.getByTestId('dialect-default');
      await expect(badge).toBeVisible();
      // Whole: nothing of it cut by the row's one-line meta, and its own text not cut either.
      const fits = await badge.evaluate((element) => {
        const own = element.getBoundingClientRect();
        const line = element.parentElement!.getBoundingClientRect();
        return own.left >= line.left - 0.5 && own.right <= line.right + 0.5 && element.scrollWidth <= element.clientWidth + 1;
      });
      expect(fits).toBe(true);
    });
  }
}
