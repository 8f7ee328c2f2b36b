import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffprobe, generatedProject, openProjectNamed } from '../helpers/project-e2e';
import { expect, isolate, test } from './fixtures';

// This file makes clips: a core of its own, so other files' history counts never see them.
test.use({ historyOwner: 'project-book-export' });

/**
 * Issue 31 through the real dialog: a project of three chapters exported at once as an M4B with
 * chapter marks, one MP3 per chapter and SRT subtitles. ffprobe (tests only) reads back each
 * chapter's title and start — within 50 ms of where the chapters' renders and the pause between
 * chapters put it — and the report lists every chapter.
 */
test.setTimeout(240_000);

const bookName = 'كتاب الفصول الثلاثة';
const chapters = [
  { title: 'الفصل الأول', text: 'في البدء كانت الحكاية قصيرة جدا.' },
  { title: 'الفصل الثاني', text: 'ثم طالت الحكاية قليلا في الفصل الثاني.' },
  { title: 'الفصل الثالث', text: 'وانتهت الحكاية في الفصل الثالث.' },
];

test('a three-chapter project as M4B with chapter marks, chapter MP3s and SRT: marks at the chapters, the report lists each', async ({
  studioPage: page,
  web,
}) => {
  const made = await generatedProject(web, bookName, chapters);
  const folder = mkdtempSync(join(tmpdir(), 'sawt-book-export-e2e-'));
  try {
    await openProjectNamed(page, bookName);
    await page.getByRole('button', { name: 'Export project…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export the project' });
    await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(bookName);
    await dialog.getByRole('combobox', { name: 'Chapter files' }).selectOption({ label: 'MP3' });
    await dialog.getByRole('checkbox', { name: 'Audiobook (M4B) with chapter marks' }).check();
    await dialog.getByRole('combobox', { name: 'Loudness' }).selectOption({ label: 'As generated' });
    await dialog.getByRole('checkbox', { name: 'Trim silence at the edges of each block' }).uncheck();
    await dialog.getByRole('combobox', { name: 'Subtitles' }).selectOption({ label: 'SRT (SubRip)' });
    await dialog.getByRole('textbox', { name: 'Folder (full path)' }).fill(folder);
    await dialog.getByRole('button', { name: 'Export to folder' }).click();
    await expect(dialog.getByRole('status')).toHaveText(`Exported to ${isolate(folder)}: 8 files.`, { timeout: 180_000 });
    const report = dialog.getByRole('table');
    for (const { title } of chapters) await expect(report.getByRole('rowheader', { name: title })).toBeVisible();

    const chapterFiles = chapters.map((c, i) => `0${i + 1} ${c.title}`);
    expect(readdirSync(folder).sort()).toEqual(
      [...chapterFiles.flatMap((base) => [`${base}.mp3`, `${base}.srt`]), `${bookName}.m4b`, `${bookName}.srt`].sort(),
    );
    const book = ffprobe(join(folder, `${bookName}.m4b`));
    expect(book.streams.filter((s) => s.codec_type === 'audio').map((s) => s.codec_name)).toEqual(['aac']);
    expect(book.chapters.map((c) => c.tags.title)).toEqual(chapters.map((c) => c.title));
    // Each chapter (one block, so its chosen take) starts after the chapters before it and the
    // project's pause between chapters (2 s).
    let expected = 0;
    made.chapters.forEach((chapter, i) => {
      expect(Math.abs(Number(book.chapters[i]!.start_time) * 1000 - expected), `chapter ${i + 1}'s start`).toBeLessThanOrEqual(50);
      expected += chapter.blocks[0]!.chosenTake!.durationMs! + 2_000;
    });
    for (const base of chapterFiles) {
      const file = ffprobe(join(folder, `${base}.mp3`));
      expect(file.streams.map((s) => s.codec_name)).toEqual(['mp3']);
      expect(readFileSync(join(folder, `${base}.srt`), 'utf8')).toContain('-->');
    }
    // The book's subtitles: one cue per block, so one per chapter here.
    expect(readFileSync(join(folder, `${bookName}.srt`), 'utf8').split('-->').length - 1).toBe(chapters.length);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
