import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { WebHarness } from '../helpers/web-harness';
import { expect, isolate, test } from './fixtures';

// This file makes a clip: a core of its own, so other files' history counts never see it.
test.use({ historyOwner: 'project-export' });

/**
 * Issue 31 end to end in web mode: the project editor's "Export project…" opens the export dialog
 * (found by role and visible name, in English and Arabic), a small project is exported as an M4B
 * with its details, and ffprobe (tests only) reads the file back: AAC in MP4, the project's
 * chapter at 0 with its title, the tags, and the length of the chapter's render.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const bookName = 'حكاية قصيرة';
const text = 'كان يا ما كان في قديم الزمان. هذه حكاية قصيرة للتصدير.';
let folder: string;

async function ok<T>(body: Promise<string>): Promise<T> {
  const result = JSON.parse(await body) as { ok: boolean; value: T; error?: { message: string } };
  if (!result.ok) throw new Error(result.error?.message ?? 'refused');
  return result.value;
}

// A draft generated as the old Script editor did becomes a project of one chapter with its take
// chosen (issue 30's migration): a project whose every block is current, ready to export.
test.beforeAll(async ({ web }) => {
  folder = mkdtempSync(join(tmpdir(), 'sawt-project-export-e2e-'));
  const draft = await ok<{ id: string }>(web.call('drafts.create', { name: bookName, text }));
  await ok(web.call('voices.refresh', {}));
  const voices = await ok<{ voices: Array<{ id: string }> }>(web.call('voices.list', { dialectCode: 'msa' }));
  const voiceId = voices.voices[0]!.id;
  await ok(web.call('drafts.save', { id: draft.id, name: bookName, text, voiceId }));
  await ok(web.call('tts.generate', { requestId: randomUUID(), script: text, voiceId, draftId: draft.id }));
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

function ffprobe(path: string): {
  format: { format_name: string; duration: string; tags: Record<string, string> };
  streams: Array<{ codec_type: string; codec_name: string }>;
  chapters: Array<{ start_time: string; end_time: string; tags: { title: string } }>;
} {
  const args = ['-v', 'error', '-show_format', '-show_streams', '-show_chapters', '-of', 'json', path];
  const result = spawnSync('ffprobe', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ffprobe: ${result.stderr}`);
  return JSON.parse(result.stdout) as ReturnType<typeof ffprobe>;
}

/** Opens the project from the list, unless the studio reopens it by itself. */
async function openProject(page: Page, open: string): Promise<void> {
  await page.locator('nav [data-section="projects"]').click();
  const heading = page.getByRole('heading', { level: 2, name: bookName });
  const item = page.getByTestId('project-item').filter({ has: page.getByRole('heading', { name: bookName }) });
  await expect(heading.or(item)).toBeVisible({ timeout: 20_000 });
  // The list may show for a moment before the last project reopens over it: then nothing to click.
  if (!(await heading.isVisible()))
    await item
      .getByRole('button', { name: open, exact: true })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  await expect(heading).toBeVisible();
}

test('"Export project…" writes the project as an M4B that ffprobe reads: chapter, tags, length', async ({ studioPage: page, web }) => {
  await openProject(page, 'Open');
  await page.getByRole('button', { name: 'Export project…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export the project' });
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(bookName);
  await dialog.getByRole('combobox', { name: 'Chapter files' }).selectOption({ label: 'No chapter files' });
  // A one-chapter project starts as a clip would (one file per chapter); the audiobook is asked for.
  const m4b = dialog.getByRole('checkbox', { name: 'Audiobook (M4B) with chapter marks' });
  await expect(m4b).not.toBeChecked();
  await m4b.check();
  await dialog.getByRole('textbox', { name: 'Author', exact: true }).fill('مؤلف مجهول');
  await dialog.getByRole('textbox', { name: 'Folder (full path)' }).fill(folder);
  await dialog.getByRole('button', { name: 'Export to folder' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Exported to ${isolate(folder)}: 1 file.`, { timeout: 120_000 });
  await expect(dialog.getByRole('table').getByRole('rowheader', { name: bookName })).toBeVisible();

  expect(readdirSync(folder)).toEqual([`${bookName}.m4b`]);
  const read = ffprobe(join(folder, `${bookName}.m4b`));
  expect(read.format.format_name).toContain('mp4');
  expect(read.streams.filter((s) => s.codec_type === 'audio').map((s) => s.codec_name)).toEqual(['aac']);
  expect(read.chapters.map((c) => [Number(c.start_time), c.tags.title])).toEqual([[0, bookName]]);
  expect(read.format.tags).toMatchObject({ title: bookName, artist: 'مؤلف مجهول', genre: 'Audiobook' });
  // One block, no trim: the book is the block's chosen take, to within 50 ms, and so is its chapter.
  const project = await ok<{ chapters: Array<{ id: string }> }>(web.call('projects.get', { projectId: await projectId(web) }));
  const chapter = await ok<{ blocks: Array<{ chosenTake: { durationMs: number | null } | null }> }>(
    web.call('chapters.get', { chapterId: project.chapters[0]!.id }),
  );
  const takeMs = chapter.blocks[0]!.chosenTake!.durationMs!;
  expect(Math.abs(Number(read.format.duration) * 1000 - takeMs)).toBeLessThanOrEqual(50);
  expect(Math.abs(Number(read.chapters[0]!.end_time) * 1000 - takeMs)).toBeLessThanOrEqual(50);
});

test('Arabic: the editor\u2019s button and the dialog by their Arabic names; the choices were remembered', async ({ openStudio }) => {
  const page = await openStudio('ar');
  await openProject(page, 'فتح');
  await page.getByRole('button', { name: 'تصدير المشروع…' }).click();
  const dialog = page.getByRole('dialog', { name: 'تصدير المشروع' });
  await expect(dialog.getByRole('checkbox', { name: 'كتاب صوتي (M4B) بعلامات الفصول' })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'ملفات الفصول' })).toHaveValue('none');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('choices are remembered as they are made: closed with no export, reopened and after a reload, they stay', async ({
  studioPage: page,
}) => {
  const dialog = page.getByRole('dialog', { name: 'Export the project' });
  const fields = {
    format: dialog.getByRole('combobox', { name: 'Chapter files' }),
    template: dialog.getByRole('textbox', { name: 'Chapter file names' }),
    loudness: dialog.getByRole('combobox', { name: 'Loudness' }),
  };
  const opened = async () => {
    await openProject(page, 'Open');
    await page.getByRole('button', { name: 'Export project…' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(bookName);
  };
  const chosen = async () => {
    await expect(fields.format).toHaveValue('flac');
    await expect(fields.template).toHaveValue('{n} - {chapter}');
    await expect(fields.loudness).toHaveValue('podcast');
  };
  await opened();
  await fields.format.selectOption({ label: 'FLAC' });
  await fields.template.fill('{n} - {chapter}');
  await fields.loudness.selectOption({ label: 'Podcast (−16 LUFS)' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Export project…' }).click();
  await chosen();
  await page.keyboard.press('Escape');
  await page.reload();
  await opened();
  await chosen();
  await page.keyboard.press('Escape');
});

async function projectId(web: WebHarness): Promise<string> {
  const list = await ok<{ projects: Array<{ id: string; name: string }> }>(web.call('projects.list', {}));
  return list.projects.find((p) => p.name === bookName)!.id;
}
