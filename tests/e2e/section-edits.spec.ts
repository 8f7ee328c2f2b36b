import type { Page } from '@playwright/test';
import { expect, isolate, test } from './fixtures';
import { newProject } from './new-project';

/** Issue 15 item 10: screens open at their top, palette edits undo with Ctrl+Z, web-tool versions read as one tool. */

const section = (page: Page, id: string) => page.locator(`nav [data-section="${id}"]`);

test.describe('moving between sections', () => {
  test('each screen starts at its top', async ({ studioPage: page }) => {
    await page.setViewportSize({ width: 900, height: 420 });
    await section(page, 'settings').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const main = page.getByRole('main');
    await main.evaluate((box) => (box.scrollTop = box.scrollHeight));
    await expect.poll(() => main.evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
    await section(page, 'projects').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeInViewport();
    expect(await main.evaluate((box) => box.scrollTop)).toBe(0);
    await main.evaluate((box) => (box.scrollTop = box.scrollHeight));
    await section(page, 'settings').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeInViewport();
    expect(await main.evaluate((box) => box.scrollTop)).toBe(0);
  });
});

test.describe('the tashkeel palette', () => {
  // A mark and Ctrl+Z in a block: projects-tashkeel.spec.ts. Here "Remove all marks", undone.
  test('a mark and "Remove all marks" are each undone with Ctrl+Z, and the block keeps the text', async ({ studioPage: page }) => {
    await newProject(page);
    const text = page.getByRole('textbox', { name: 'Block 1', exact: true });
    await text.fill('مرحبا بكم');
    await page.getByText('Tashkeel (Arabic diacritics)').click();
    await text.evaluate((area: HTMLTextAreaElement) => {
      area.focus();
      area.setSelectionRange(0, 2);
    });
    await page.getByRole('button', { name: 'Fatha' }).click();
    await expect(text).toHaveValue('مَرَحبا بكم');
    await page.keyboard.press('Control+z');
    await expect(text).toHaveValue('مرحبا بكم');

    await text.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(0, 2));
    await page.getByRole('button', { name: 'Damma' }).click();
    await expect(text).toHaveValue('مُرُحبا بكم');
    await page.getByRole('button', { name: 'Remove all marks' }).click();
    await expect(text).toHaveValue('مرحبا بكم');
    await text.press('Control+z');
    await expect(text).toHaveValue('مُرُحبا بكم');
    // The undone text is the block's text: it is saved and survives a reload.
    await text.blur();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Block 1', exact: true })).toHaveValue('مُرُحبا بكم');
  });
});

test.describe('web-tool versions', () => {
  async function openTools(page: Page, agent: string) {
    await section(page, 'agent-tools').click();
    await page.getByTestId('agent-picker').selectOption({ label: agent });
  }

  test('sit together under one switch, each with its version, and the columns are explained (English)', async ({ studioPage: page }) => {
    await openTools(page, 'Sales Assistant');
    await page.getByTestId('web-tools-search').fill('get_order_status');
    const rows = page.getByTestId('web-tool-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.locator('td:nth-child(3)')).toHaveText(['3', '2', '1']);
    await expect(page.getByRole('switch', { name: `${isolate('get_order_status')} for ${isolate('Sales Assistant')}` })).toHaveCount(1);
    await expect(rows.nth(0).getByRole('switch')).toBeVisible();
    for (const later of [1, 2]) {
      await expect(rows.nth(later)).toContainText('earlier version');
      await expect(rows.nth(later)).toContainText('Switched with the version above');
    }
    await expect(page.getByTestId('web-tools-legend')).toHaveText(
      `“Active” is what the service reports: the tool is active in at least one voice agent. “For the agent” switches a tool on or off for ${isolate('Sales Assistant')}, all its versions together.`,
    );
  });

  test('the columns are explained in Arabic', async ({ openStudio }) => {
    const page = await openStudio('ar-SA');
    await openTools(page, 'Sales Assistant');
    await expect(page.getByTestId('web-tools-legend')).toContainText('الأداة مفعّلة لدى وكيل صوتي واحد على الأقل');
    await expect(page.getByTestId('web-tools-legend')).toContainText(
      `«للوكيل» فيشغّل الأداة أو يوقفها للوكيل ${isolate('Sales Assistant')}`,
    );
    await expect(page.getByText('يُبدَّل مع الإصدار أعلاه').first()).toBeVisible();
  });
});
