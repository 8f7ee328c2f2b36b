import { expect, test } from './fixtures';
import type { WebHarness } from '../helpers/web-harness';

async function appInfo(web: WebHarness): Promise<{ version: string; dataDir: string }> {
  return (JSON.parse(await web.call('app.info', {})) as { value: { version: string; dataDir: string } }).value;
}

/** Issue 15 item 13: the status bar speaks to users; developer detail and the shortcut list are one labelled press away. */
test.describe('status bar, About sheet and shortcut sheet', () => {
  test('the status bar shows the connection and no transport, version or path (English)', async ({ studioPage: page, web }) => {
    const info = await appInfo(web);
    const statusBar = page.getByRole('contentinfo', { name: 'Studio status' });
    await expect(statusBar.getByRole('status')).toHaveText(/Connected to the service|Checking/);
    const text = (await statusBar.innerText()).toLowerCase();
    expect(text).not.toContain('web');
    expect(text).not.toContain('transport');
    expect(text).not.toContain(info.version.toLowerCase());
    expect(text).not.toMatch(/127\.0\.0\.1|localhost|:\d{2,5}\b|\//);
    await expect(statusBar.getByRole('button', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expect(statusBar.getByRole('button', { name: 'About' })).toBeVisible();
  });

  test('About opens a sheet with version, transport, data folder and platform, and gives focus back', async ({ studioPage: page, web }) => {
    const info = await appInfo(web);
    const about = page.getByRole('contentinfo').getByRole('button', { name: 'About' });
    await about.click();
    const sheet = page.getByRole('dialog', { name: 'About this studio' });
    await expect(sheet.getByText('Web mode (local HTTP)')).toBeVisible();
    await expect(sheet.getByText(info.version, { exact: true })).toBeVisible();
    await expect(sheet.getByText(info.dataDir, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(about).toBeFocused();
  });

  test('the shortcut sheet opens from its labelled button and leads to About (Arabic)', async ({ openStudio }) => {
    const page = await openStudio('ar-SA');
    const statusBar = page.getByRole('contentinfo', { name: 'حالة الاستوديو' });
    const shortcuts = statusBar.getByRole('button', { name: 'اختصارات لوحة المفاتيح' });
    await expect(shortcuts).toHaveAttribute('aria-keyshortcuts', 'F1');
    await shortcuts.click();
    const sheet = page.getByRole('dialog', { name: 'اختصارات لوحة المفاتيح' });
    await expect(sheet.getByText('عرض هذه القائمة')).toBeVisible();
    const toAbout = sheet.getByRole('button', { name: 'حول الاستوديو' });
    await toAbout.click();
    const about = page.getByRole('dialog', { name: 'حول الاستوديو' });
    await expect(about.getByText('وضع الويب (HTTP محلي)')).toBeVisible();
    // About opens over the sheet; each Escape closes one and focus goes back one step, never to <body>.
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();
    await expect(toAbout).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(shortcuts).toBeFocused();
  });

  test('F1 opens the shortcut sheet, which leads to About (English)', async ({ studioPage: page }) => {
    await page.keyboard.press('F1');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'About this studio' }).click();
    await expect(page.getByRole('dialog', { name: 'About this studio' })).toBeVisible();
  });
});
