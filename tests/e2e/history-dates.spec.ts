import type { Page } from '@playwright/test';
import { generateHistory } from '../helpers/history-generate';
import { expect, test } from './fixtures';

// This file adds clips: a core of its own, so other files' history counts never include them.
test.use({ historyOwner: 'history-dates' });

/**
 * Issue 15 item 12: History's day filters are the studio's own date field, in the interface
 * language, and a keyboard alone sets a range with them: Tab to the calendar, arrows to a day,
 * Enter; type a day; Clear. Every clip here was made today, so the counts say which days the
 * range holds.
 */

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ web }) => {
  await generateHistory(web.core, ['صباح الخير', 'Good morning', 'مساء الخير']);
});

/** yyyy-mm-dd of the browser's own today moved by `days` (the filters mean the user's local days). */
async function isoDay(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, days);
}

/** How the studio writes that day, or its month, in the interface language (format.ts's locale). */
async function inWords(page: Page, iso: string, locale: string, options: Intl.DateTimeFormatOptions): Promise<string> {
  return page.evaluate(
    ([day, loc, opts]) => new Intl.DateTimeFormat(loc, { ...opts, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`)),
    [iso, locale, options] as const,
  );
}

/** From the search field, by keyboard: Tab to the Filters button and unfold the other filters. */
async function unfoldFilters(page: Page, name: string) {
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name, exact: true });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

async function openHistory(page: Page, total: string) {
  await page.locator('nav [data-section="history"]').click();
  await expect(page.getByTestId('history-total')).toHaveText(total);
}

test('in Arabic: a range chosen with the keyboard alone, the calendar in Arabic, arrows right to left', async ({ openStudio }) => {
  const page = await openStudio('ar-SA');
  await openHistory(page, 'عدد المقاطع: 3');
  const from = page.getByRole('group', { name: 'من', exact: true });
  const to = page.getByRole('group', { name: 'إلى', exact: true });
  const [yesterday, today, tomorrow, twoDaysAgo] = [
    await isoDay(page, -1),
    await isoDay(page, 0),
    await isoDay(page, 1),
    await isoDay(page, -2),
  ];
  const arabic = 'ar-u-nu-latn';

  // "/" reaches the search field; Tab and Enter unfold the filters; Tab walks voice, dialect, the
  // From field and its calendar button.
  await page.keyboard.press('/');
  await expect(page.getByTestId('history-search')).toBeFocused();
  await unfoldFilters(page, 'التصفية');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
  const fromCalendar = from.getByRole('button', { name: 'التقويم' });
  await expect(fromCalendar).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'من: اختر يومًا' });
  await expect(dialog).toBeVisible();
  const month = dialog.getByRole('heading', { level: 2 });
  await expect(month).toHaveText(await inWords(page, today, arabic, { month: 'long', year: 'numeric' }));
  await expect(month).toHaveText(/^[\u0600-\u06ff]+ \d{4}$/);
  await expect(dialog.getByRole('button', { name: await inWords(page, today, arabic, { dateStyle: 'full' }) })).toBeFocused();
  // Right to left: the day before is to the right.
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('button', { name: await inWords(page, yesterday, arabic, { dateStyle: 'full' }) })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(fromCalendar).toBeFocused();
  await expect(from.getByRole('textbox', { name: 'من' })).toHaveValue(await inWords(page, yesterday, arabic, { dateStyle: 'long' }));
  await expect(page.getByTestId('history-total')).toHaveText('عدد المقاطع: 3');

  // To: tomorrow, one step to the left.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(to.getByRole('button', { name: 'التقويم' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(to.getByRole('textbox', { name: 'إلى' })).toHaveValue(await inWords(page, tomorrow, arabic, { dateStyle: 'long' }));
  await expect(page.getByTestId('history-total')).toHaveText('عدد المقاطع: 3');

  // A typed day ends the range before today: nothing matches. A day that does not exist is refused in words.
  await page.keyboard.press('Shift+Tab');
  const toText = to.getByRole('textbox', { name: 'إلى' });
  await expect(toText).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2026-02-30');
  await page.keyboard.press('Enter');
  await expect(to.getByRole('alert')).toHaveText('لا يوجد في فبراير 2026 يوم 30: عدد أيامه 28.');
  await expect(page.getByTestId('history-total')).toHaveText('عدد المقاطع: 3');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(twoDaysAgo);
  await page.keyboard.press('Enter');
  await expect(to.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('history-total')).toHaveText('عدد المقاطع: 0');

  // Clear, from the calendar: the range is open-ended again.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const toDialog = page.getByRole('dialog', { name: 'إلى: اختر يومًا' });
  await expect(toDialog).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(toDialog.getByRole('button', { name: 'مسح' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toText).toHaveValue('');
  await expect(page.getByTestId('history-total')).toHaveText('عدد المقاطع: 3');
});

test('in English: From moved a month ahead by PageDown empties the list, and Escape keeps the day', async ({ openStudio }) => {
  const page = await openStudio('en-US');
  await openHistory(page, 'Clips: 3');
  const from = page.getByRole('group', { name: 'From', exact: true });
  const [today, tomorrow] = [await isoDay(page, 0), await isoDay(page, 1)];

  await page.keyboard.press('/');
  await unfoldFilters(page, 'Filters');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
  await expect(from.getByRole('button', { name: 'Calendar' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'From: choose a day' });
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(await inWords(page, today, 'en', { month: 'long', year: 'numeric' }));
  // Left to right: the next day is to the right.
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('button', { name: await inWords(page, tomorrow, 'en', { dateStyle: 'full' }) })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  const fromText = from.getByRole('textbox', { name: 'From' });
  await expect(fromText).toHaveValue(await inWords(page, today, 'en', { dateStyle: 'long' }));
  await expect(page.getByTestId('history-total')).toHaveText('Clips: 3');

  // Escape leaves the chosen day as it was, and gives focus back to the button that opened it.
  const calendar = from.getByRole('button', { name: 'Calendar' });
  // Choosing the day gave focus back to the button; Enter waits to see it there.
  await expect(calendar).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: await inWords(page, today, 'en', { dateStyle: 'full' }) })).toBeFocused();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(fromText).toHaveValue(await inWords(page, today, 'en', { dateStyle: 'long' }));
  // Keys wait for focus to come back, as a person waits to see it: a slow machine returns it late.
  await expect(calendar).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: await inWords(page, today, 'en', { dateStyle: 'full' }) })).toBeFocused();
  await page.keyboard.press('PageDown');
  const nextMonth = await page.evaluate((iso) => {
    const [y, m] = iso.split('-').map(Number) as [number, number];
    return new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m, 1, 12)));
  }, today);
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(nextMonth);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('history-total')).toHaveText('Clips: 0');
  await expect(page.getByText('No clips match the search and filters.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear search and filters' })).toBeVisible();

  // A typed day in words is understood too.
  await page.keyboard.press('Shift+Tab');
  await expect(fromText).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(await inWords(page, today, 'en', { day: 'numeric', month: 'short', year: 'numeric' }));
  await page.keyboard.press('Enter');
  await expect(fromText).toHaveValue(await inWords(page, today, 'en', { dateStyle: 'long' }));
  await expect(page.getByTestId('history-total')).toHaveText('Clips: 3');
});
