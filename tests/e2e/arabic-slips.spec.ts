import type { Locator, Page } from '@playwright/test';
import { expect, isolate, test } from './fixtures';
import { visitScreen } from './screens';

// Creates and removes profiles: a core of its own, so no other file sees them.
test.use({ historyOwner: 'arabic-slips' });

/*
 * Issue 33 item 10, the Arabic interface's slips (the webhook help list is tested with webhooks):
 * the service's English sentences in Arabic cells keep their full stop at their end; a notice on
 * screen follows a language switch; a profile name in both scripts reads in one order wherever it
 * is shown; and the agents × items matrix fits its five agents at 1280 px. Checked on the drawn
 * page (bounding boxes of the text itself), found by role and name.
 */

/** Where a piece of an element's text is drawn (the first match, searched in its text nodes). */
function extentOf(box: Locator, piece: string): Promise<{ left: number; right: number }> {
  return box.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.lastIndexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const { left, right } = range.getBoundingClientRect();
      return { left, right };
    }
    throw new Error(`no ${wanted}`);
  }, piece);
}

/** True when a sentence's final full stop is drawn right after its last word (to its right). */
async function fullStopAtEnd(box: Locator, lastWord: string): Promise<boolean> {
  const word = await extentOf(box, lastWord);
  const stop = await extentOf(box, '.');
  return stop.left >= word.right - 0.5;
}

test('an English failure reason in an Arabic cell and dialog keeps its full stop at its end', async ({ openStudio }) => {
  const page = await openStudio('ar-SA');
  await visitScreen(page, { name: 'agent-knowledge', section: 'agent-tools', tab: 'knowledgeBase' });
  await page.getByRole('searchbox').fill('Greeting');
  const row = page.getByRole('row', { name: /Greeting guidelines/ });
  const reason = row.getByText('Text was empty after cleaning.');
  await expect(reason).toBeVisible();
  expect(await fullStopAtEnd(reason, 'cleaning')).toBe(true);

  await row.getByRole('button', { name: `تفاصيل ${isolate('Greeting guidelines')}` }).click();
  const inDialog = page.getByRole('dialog').getByText('Text was empty after cleaning.');
  await expect(inDialog).toBeVisible();
  expect(await fullStopAtEnd(inDialog, 'cleaning')).toBe(true);
  await page.keyboard.press('Escape');
});

test("an English web tool's description in the Arabic details keeps its full stop at its end", async ({ openStudio }) => {
  const page = await openStudio('ar-SA');
  await visitScreen(page, { name: 'agent-web-tools', section: 'agent-tools', tab: 'webTools' });
  await page.getByRole('button', { name: `تفاصيل ${isolate('check_balance')}` }).click();
  const description = page.getByRole('dialog').getByText("Returns the balance of the caller's account.");
  await expect(description).toBeVisible();
  expect(await fullStopAtEnd(description, 'account')).toBe(true);
  await page.keyboard.press('Escape');
});

test('"Profile removed." follows a switch to Arabic while it is on screen', async ({ openStudio, web }) => {
  await web.call('profiles.create', { name: 'Temporary', account: { kind: 'sandbox' } });
  const page = await openStudio('en-US');
  await visitScreen(page, { name: 'settings', section: 'settings' });
  await page.getByRole('button', { name: /^Remove: \u2068?Temporary\u2069?$/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove profile' }).click();
  await expect(page.getByText('Profile removed.')).toBeVisible();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.getByText('أُزيل الملف الشخصي.')).toBeVisible();
  await expect(page.getByText('Profile removed.')).toHaveCount(0);
});

/** Whether the Latin part of `name` is drawn left of its Arabic part, inside `box`. */
async function latinFirst(box: Locator): Promise<boolean> {
  const latin = await extentOf(box, 'Sawt');
  const arabic = await extentOf(box, 'استوديو');
  return latin.right <= arabic.left + 0.5;
}

async function namesOfProfile(page: Page, name: string): Promise<Record<string, boolean>> {
  const seen: Record<string, boolean> = {};
  await visitScreen(page, { name: 'settings', section: 'settings' });
  seen.list = await latinFirst(page.getByTestId('profile-list').locator('.profile-name', { hasText: name }));
  await page.getByTestId('profile-switcher').click();
  seen.menu = await latinFirst(page.getByRole('menuitemcheckbox', { name }));
  await page.keyboard.press('Escape');
  await page
    .getByTestId('profile-list')
    .getByRole('button', { name: new RegExp(`: \u2068?${name}\u2069?$`) })
    .last()
    .click();
  seen.dialog = await latinFirst(page.getByRole('alertdialog').getByRole('heading'));
  await page.keyboard.press('Escape');
  return seen;
}

test('a profile name of both scripts reads in one order in the list, the menu and the dialog, in English and Arabic', async ({
  openStudio,
  web,
}) => {
  const name = 'استوديو Sawt 2';
  await web.call('profiles.create', { name, account: { kind: 'sandbox' } });
  const english = await namesOfProfile(await openStudio('en-US'), name);
  const arabic = await namesOfProfile(await openStudio('ar-SA'), name);
  // Its first letter is Arabic: right to left, its Latin part on the left, in every place and language.
  expect({ english, arabic }).toEqual({
    english: { list: true, menu: true, dialog: true },
    arabic: { list: true, menu: true, dialog: true },
  });
});

test('the agents × items matrix shows its five agents whole in Arabic at 1280 px', async ({ openStudio }) => {
  const page = await openStudio('ar-SA');
  await page.setViewportSize({ width: 1280, height: 800 });
  await visitScreen(page, { name: 'agent-matrix', section: 'agent-tools', tab: 'matrix' });
  const grid = page.getByTestId('matrix-scroll');
  const headers = grid.getByRole('columnheader');
  await expect(headers).toHaveCount(6);
  expect(await grid.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const frame = (await grid.boundingBox())!;
  for (const header of await headers.all()) {
    const box = (await header.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(frame.x - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  }
});
