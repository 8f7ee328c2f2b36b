import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { generatedProject, openProjectNamed } from '../helpers/project-e2e';
import { expect, isolate, test } from './fixtures';

// This file makes long renders: a core of its own, so other files' lists never include them.
test.use({ historyOwner: 'piece-export' });

/**
 * Issue 33 item 2 and issue 31 item 5, end to end in web mode: a one-chapter project (what a
 * Script draft or its long render became) is exported from its project like a clip, in English
 * and Arabic, through controls found by role and visible name — MP3 with
 * subtitles — and the files are read back by ffprobe and ffmpeg (tests only): the format, the
 * length, the cue count, and every cue inside the audio.
 */
test.describe.configure({ mode: 'serial' });
// Generation and MP3 encoding on two shared cores.
test.setTimeout(180_000);

let folder: string;
test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'sawt-piece-export-e2e-'));
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

function tool(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  return `${result.stdout}${result.stderr}`;
}

const durationOf = (path: string) =>
  Number(tool('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path]).trim());
const codecOf = (path: string) => tool('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', path]).trim();
const cueCount = (path: string) =>
  Number(tool('ffprobe', ['-v', 'error', '-count_packets', '-show_entries', 'stream=nb_read_packets', '-of', 'csv=p=0', path]).trim());

/** Each cue as ffmpeg reads it: start and end (s) and the text shown, marks removed. */
function cues(path: string): Array<{ start: number; end: number; text: string }> {
  const seconds = (time: string) => time.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  return tool('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', path, '-f', 'ass', '-'])
    .split('\n')
    .filter((line) => line.startsWith('Dialogue:'))
    .map((line) => {
      const fields = line.replace(/\r$/u, '').split(',');
      return {
        start: seconds(fields[1]!),
        end: seconds(fields[2]!),
        text: fields
          .slice(9)
          .join(',')
          .split('\\N')
          .join(' ')
          .replace(/[\u200F\u2060]/gu, ''),
      };
    });
}

/** The files of one export, judged: MP3 of about the render's length, subtitles inside it. */
function expectExported(directory: string, audioName: string, subtitleName: string, sentences: string[]): void {
  expect(readdirSync(directory).sort()).toEqual([audioName, subtitleName].sort());
  const audio = join(directory, audioName);
  expect(codecOf(audio)).toBe('mp3');
  const seconds = durationOf(audio);
  expect(seconds).toBeGreaterThan(1);
  const subtitles = join(directory, subtitleName);
  expect(cueCount(subtitles)).toBe(sentences.length);
  const read = cues(subtitles);
  expect(read.map((cue) => cue.text)).toEqual(sentences);
  for (const cue of read) {
    expect(cue.start).toBeGreaterThanOrEqual(0);
    expect(cue.end).toBeGreaterThan(cue.start);
    expect(cue.end).toBeLessThanOrEqual(seconds);
  }
}

async function chooseExport(
  page: Page,
  labels: { format: string; mp3: string; subtitles: string; choice: string; folder: string },
  directory: string,
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: labels.format }).selectOption({ label: labels.mp3 });
  await dialog.getByRole('combobox', { name: labels.subtitles }).selectOption({ label: labels.choice });
  await dialog.getByRole('textbox', { name: labels.folder }).fill(directory);
}

test('English: a one-chapter project exports like a clip, as MP3 with SRT subtitles, to a folder and as downloads', async ({
  studioPage: page,
  web,
}) => {
  const sentences = ['This is the first paragraph of a short project.', 'A second one follows it.', 'And a third ends it.'];
  const name = 'One chapter to export';
  await generatedProject(web, name, [{ title: name, text: sentences.join('\n\n') }]);
  await openProjectNamed(page, name);
  await page.getByRole('button', { name: 'Export project…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export the project' });
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(name);
  const directory = mkdtempSync(join(folder, 'en-'));
  await chooseExport(
    page,
    { format: 'Chapter files', mp3: 'MP3', subtitles: 'Subtitles', choice: 'SRT (SubRip)', folder: 'Folder (full path)' },
    directory,
  );
  // Like a clip's: loudness and trimming are offered; a one-chapter project is one file, no book.
  await expect(dialog.getByRole('combobox', { name: 'Loudness' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Trim silence/ })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Audiobook (M4B) with chapter marks' }).uncheck();
  await dialog.getByRole('button', { name: 'Export to folder' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Exported to ${isolate(directory)}: 2 files.`, { timeout: 90_000 });
  expectExported(directory, `${name}.mp3`, `${name}.srt`, sentences);

  // The page's own way out: downloads of both files, each a link named after its file.
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('The files are ready: download each below.', { timeout: 90_000 });
  const saved = mkdtempSync(join(folder, 'download-'));
  for (const file of [`${name}.mp3`, `${name}.srt`]) {
    const download = page.waitForEvent('download');
    await dialog.getByRole('link', { name: `Download: ${isolate(file)}` }).click();
    const got = await download;
    expect(got.suggestedFilename()).toBe(file);
    await got.saveAs(join(saved, file));
  }
  expectExported(saved, `${name}.mp3`, `${name}.srt`, sentences);
});

test('Arabic: a one-chapter project exports as MP3 with WebVTT subtitles', async ({ web, openStudio }) => {
  const sentences = ['هذا هو الجزء الأول من المشروع القصير.', 'وفيه جملة ثانية قصيرة.', 'ثم يأتي الجزء الثاني بعده.'];
  const name = 'الفصل الأول';
  await generatedProject(web, name, [{ title: name, text: `${sentences[0]} ${sentences[1]}\n\n${sentences[2]}` }]);
  const page = await openStudio('ar');
  await openProjectNamed(page, name, 'فتح', 'كل المشاريع');
  await page.getByRole('button', { name: 'تصدير المشروع…' }).click();
  const dialog = page.getByRole('dialog', { name: 'تصدير المشروع' });
  await expect(dialog).toBeVisible();
  const directory = mkdtempSync(join(folder, 'ar-'));
  await chooseExport(
    page,
    { format: 'ملفات الفصول', mp3: 'ملفات MP3', subtitles: 'الترجمة النصية', choice: 'ملف WebVTT', folder: 'المجلد (المسار الكامل)' },
    directory,
  );
  await dialog.getByRole('checkbox', { name: 'كتاب صوتي (M4B) بعلامات الفصول' }).uncheck();
  await dialog.getByRole('button', { name: 'صدِّر إلى المجلد' }).click();
  await expect(dialog.getByRole('status')).toContainText('صُدِّر إلى', { timeout: 90_000 });
  expectExported(directory, `${name}.mp3`, `${name}.vtt`, sentences);

  // A folder that does not exist is refused by name, inside the dialog, and nothing is written.
  await dialog.getByRole('textbox', { name: 'المجلد (المسار الكامل)' }).fill(join(directory, 'missing'));
  await dialog.getByRole('button', { name: 'صدِّر إلى المجلد' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('هذا المجلد غير موجود: أنشئه أو اكتب المسار الكامل لمجلد موجود.');
  expect(readdirSync(directory).sort()).toEqual([`${name}.mp3`, `${name}.vtt`].sort());
});

test('Arabic: a folder that does not exist is refused by name, inside the dialog, the field focused', async ({ openStudio }) => {
  const page = await openStudio('ar');
  await openProjectNamed(page, 'الفصل الأول', 'فتح', 'كل المشاريع');
  await page.getByRole('button', { name: 'تصدير المشروع…' }).click();
  const dialog = page.getByRole('dialog', { name: 'تصدير المشروع' });
  const directory = mkdtempSync(join(folder, 'ar-missing-'));
  await dialog.getByRole('textbox', { name: 'المجلد (المسار الكامل)' }).fill(join(directory, 'missing'));
  await dialog.getByRole('button', { name: 'صدِّر إلى المجلد' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('هذا المجلد غير موجود: أنشئه أو اكتب المسار الكامل لمجلد موجود.');
  await expect(dialog.getByRole('textbox', { name: 'المجلد (المسار الكامل)' })).toBeFocused();
});
