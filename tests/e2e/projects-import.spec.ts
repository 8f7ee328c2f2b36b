import type { Page } from '@playwright/test';
import { expectedChapters, fixture, fixturesDir, story } from '../helpers/import-expectations';
import { seriousAxeFindings } from './axe';
import { expect, isolate, test } from './fixtures';

/**
 * Importing a document into a project (issue 30 item 3) in the real UI on the real core: choose or
 * drop a file, check the preview (chapters and their paragraph counts, what was left out with its
 * keep switch, both readings of an unsure text), then Create project. Both languages.
 */

test.setTimeout(120_000);

async function openProjectList(page: Page, labels = { back: 'All projects', create: 'New project' }): Promise<void> {
  await page.locator('nav [data-section="projects"]').click();
  const back = page.getByRole('button', { name: labels.back });
  const create = page.getByRole('button', { name: labels.create });
  await expect(back.or(create)).toBeVisible();
  if (await back.isVisible()) await back.click();
  await expect(create).toBeVisible();
}

/** The list's import button opens the system's file chooser; the file is chosen there. */
async function chooseDocument(page: Page, button: string, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(`${fixturesDir}/${file}`);
}

test('an Arabic EPUB: the chapters of its table of contents, addresses kept on request, then a project of them', async ({
  studioPage: page,
}) => {
  await openProjectList(page);
  await chooseDocument(page, 'Import a document…', 'story-ar.epub');
  const dialog = page.getByRole('dialog', { name: `Import “${isolate('story-ar.epub')}”` });
  await expect(dialog.getByRole('heading', { name: /^Chapters: \d+$/ })).toBeVisible();
  const expected = expectedChapters(story('story-ar'));
  const items = dialog.getByTestId('import-chapter');
  await expect(items).toHaveCount(expected.length);
  for (const [i, chapter] of expected.entries()) {
    // A heading over its sections has no paragraphs of its own: its chapter speaks its title.
    const line = chapter.paragraphs.length === 0 ? 'Speaks its title' : `Paragraphs: ${chapter.paragraphs.length}`;
    await expect(items.nth(i)).toHaveText(`${chapter.title} ${line}`);
  }

  // Web addresses were left out; keeping them reads the book again with them in.
  const dropped = dialog.getByRole('region', { name: 'Left out of what will be spoken' });
  await expect(dropped.getByText(/^Web addresses: \d+$/)).toBeVisible();
  await dropped.getByRole('switch', { name: 'Keep web addresses' }).click();
  await expect(dialog.getByTestId('import-preview')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await expect(dropped.getByText(/^Web addresses: \d+$/)).toHaveCount(0);
  await expect(dropped.getByRole('switch', { name: 'Keep web addresses' })).toHaveAttribute('aria-checked', 'true');
  expect(await seriousAxeFindings(page, { include: '[role="dialog"]', where: 'import preview (en)' })).toEqual([]);

  await dialog.getByRole('textbox', { name: 'Project name' }).fill('The island');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'The island' })).toBeVisible();
  const chapters = page.getByRole('list', { name: 'Chapters' }).getByRole('button');
  // The project's chapters are the preview's, a heading with no text of its own over its sections
  // included: it speaks its title.
  await expect(chapters).toHaveCount(expected.length);
  for (const [i, chapter] of expected.entries()) await expect(chapters.nth(i)).toContainText(chapter.title);
  await expect(page.getByTestId('block-text').first()).toHaveValue(expected[0]!.paragraphs[0] ?? expected[0]!.title);
});

test('an unsure Arabic text file shows both readings; the one chosen is read (in Arabic)', async ({ openStudio }) => {
  const page = await openStudio('ar-SA');
  await openProjectList(page, { back: 'كل المشاريع', create: 'مشروع جديد' });
  await page.getByTestId('import-file').setInputFiles(`${fixturesDir}/short-ar.iso8859-6.txt`);
  const dialog = page.getByRole('dialog');
  const readings = dialog.getByRole('group', { name: 'أي القراءتين صحيحة؟' });
  await expect(readings.getByRole('radio')).toHaveCount(2);
  await expect(dialog.getByText('تعذّر الجزم بترميز هذا النص: راجع القراءة أدناه.')).toBeVisible();
  await readings.getByRole('radio', { name: /أيزو العربي/ }).check();
  await expect(readings.getByRole('radio', { name: /أيزو العربي/ })).toBeChecked();
  await expect(readings.getByRole('radio', { name: /أيزو العربي/ })).toHaveAccessibleName(/سارة: أمي، انظري ماذا وجدت عند الصخرة!/);
  expect(await seriousAxeFindings(page, { include: '[role="dialog"]', where: 'import preview (ar)' })).toEqual([]);
  await dialog.getByRole('button', { name: 'إنشاء المشروع' }).click();
  await expect(page.getByRole('textbox', { name: 'الفقرة 1', exact: true })).toHaveValue('سارة: أمي، انظري ماذا وجدت عند الصخرة!');
});

test('in Arabic: a LibreOffice PDF, its headers and page numbers left out, footnotes kept on request, then a project', async ({
  openStudio,
}) => {
  const page = await openStudio('ar-SA');
  await openProjectList(page, { back: 'كل المشاريع', create: 'مشروع جديد' });
  await chooseDocument(page, 'استيراد مستند…', 'story-ar.pdf');
  const dialog = page.getByRole('dialog', { name: `استيراد «${isolate('story-ar.pdf')}»` });
  await expect(dialog.getByRole('heading', { name: /^الفصول: \d+$/ })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText(/^ملف PDF · الأحرف: [\d,]+$/)).toBeVisible();
  const expected = expectedChapters(story('story-ar'));
  const items = dialog.getByTestId('import-chapter');
  await expect(items.first()).toContainText(expected[0]!.title);

  // The running headers and page numbers are never spoken; footnotes are, when kept.
  const dropped = dialog.getByRole('region', { name: 'ما تُرك خارج الكلام المنطوق' });
  await expect(dropped.getByText(/^الترويسات والتذييلات المتكررة: \d+$/)).toBeVisible();
  await expect(dropped.getByText(/^أرقام الصفحات: \d+$/)).toBeVisible();
  await expect(dropped.getByText(/^الحواشي: \d+$/)).toBeVisible();
  await dropped.getByRole('switch', { name: 'إبقاء الحواشي' }).click();
  await expect(dropped.getByRole('switch', { name: 'إبقاء الحواشي' })).toHaveAttribute('aria-checked', 'true');
  // The document is read again with them (a PDF takes a while on a loaded machine).
  await expect(dialog.getByTestId('import-preview')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await expect(dropped.getByText(/^الحواشي: \d+$/)).toHaveCount(0);
  await expect(dropped.getByText(/^أرقام الصفحات: \d+$/)).toBeVisible();
  expect(await seriousAxeFindings(page, { include: '[role="dialog"]', where: 'import preview of a PDF (ar)' })).toEqual([]);

  await dialog.getByRole('textbox', { name: 'اسم المشروع' }).fill('الجزيرة');
  await dialog.getByRole('button', { name: 'إنشاء المشروع' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'الجزيرة' })).toBeVisible();
  const chapters = page.getByRole('list', { name: 'الفصول' }).getByRole('button');
  await expect(chapters.first()).toContainText(expected[0]!.title);
  await expect(page.getByTestId('block-text').first()).toHaveValue(expected[0]!.paragraphs[0]!);
});

test('a document dropped on the list is previewed the same way', async ({ studioPage: page }) => {
  await openProjectList(page);
  const bytes = [...fixture('story-ar.md')];
  await page.getByTestId('projects-list').evaluate((list, data) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(data)], 'dropped.md', { type: 'text/markdown' }));
    list.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    list.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, bytes);
  const dialog = page.getByRole('dialog', { name: `Import “${isolate('dropped.md')}”` });
  await expect(dialog.getByTestId('import-chapter').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
