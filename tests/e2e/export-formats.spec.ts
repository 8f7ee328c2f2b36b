import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { generateHistory } from '../helpers/history-generate';
import { expect, test } from './fixtures';

// This file adds clips: a core of its own, so other files' history counts never include them.
test.use({ historyOwner: 'export-formats' });

/**
 * The export dialog's format choices, end to end in web mode: each format chosen in the dialog
 * is written to the typed folder and read back by ffprobe (tests only); the choice is remembered
 * for the next export, also after a reload.
 */
test.describe.configure({ mode: 'serial' });

let folder: string;

test.beforeAll(async ({ web }) => {
  await generateHistory(web.core, ['A short clip to export in every format.']);
  folder = mkdtempSync(join(tmpdir(), 'sawt-export-formats-'));
});

test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

function probe(path: string): { codec: string; rate: number; bitRate: number } {
  const result = spawnSync('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', path], { encoding: 'utf8' });
  const stream = (JSON.parse(result.stdout) as { streams: Array<{ codec_name: string; sample_rate: string; bit_rate?: string }> })
    .streams[0]!;
  return { codec: stream.codec_name, rate: Number(stream.sample_rate), bitRate: Number(stream.bit_rate ?? 0) };
}

async function openExport(page: Page): Promise<void> {
  const welcome = page.getByTestId('welcome');
  if (await welcome.isVisible().catch(() => false)) await page.keyboard.press('Escape');
  await page.locator('nav [data-section="history"]').click();
  await page.getByTestId('history-row').first().click();
  await page.getByTestId('history-export').click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/** Exports the selected clip into a folder of its own and answers the file written. */
async function exportTo(page: Page, name: string): Promise<string> {
  const target = join(folder, name);
  mkdirSync(target);
  await page.getByRole('textbox', { name: 'Folder' }).fill(target);
  await page.getByTestId('export-start').click();
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 90_000 });
  const files = readdirSync(target);
  expect(files).toHaveLength(1);
  return join(target, files[0]!);
}

test('exports MP3 at a chosen bitrate, Opus, FLAC and phone audio, remembering the choice', async ({ studioPage: page }) => {
  // Four encodes on worker threads (Opus resampled to 48 kHz first): minutes on a busy shared machine.
  test.setTimeout(240_000);
  await openExport(page);
  const format = page.getByRole('combobox', { name: 'Format' });
  await format.selectOption({ label: 'MP3' });
  await page.getByRole('combobox', { name: 'MP3 bitrate' }).selectOption({ label: '64 kbps' });
  const mp3 = await exportTo(page, 'mp3');
  expect(mp3).toMatch(/\.mp3$/);
  const mp3Info = probe(mp3);
  expect(mp3Info.codec).toBe('mp3');
  expect(Math.abs(mp3Info.bitRate - 64_000)).toBeLessThan(4_000);

  // Remembered: the dialog opens on MP3 at 64 kbps.
  await page.getByTestId('history-export').click();
  await expect(format).toHaveValue('mp3');
  await expect(page.getByRole('combobox', { name: 'MP3 bitrate' })).toHaveValue('64');

  const others = [
    { label: 'Ogg Opus', dir: 'opus', extension: /\.opus$/, codec: 'opus', rate: 48_000 },
    { label: 'FLAC', dir: 'flac', extension: /\.flac$/, codec: 'flac', rate: null },
    { label: 'Phone (8 kHz μ-law WAV)', dir: 'phone', extension: /\.wav$/, codec: 'pcm_mulaw', rate: 8_000 },
  ];
  for (const [index, choice] of others.entries()) {
    if (index > 0) await page.getByTestId('history-export').click();
    await format.selectOption({ label: choice.label });
    await expect(page.getByRole('combobox', { name: 'MP3 bitrate' })).toHaveCount(0);
    const file = await exportTo(page, choice.dir);
    expect(file).toMatch(choice.extension);
    const info = probe(file);
    expect(info.codec).toBe(choice.codec);
    if (choice.rate) expect(info.rate).toBe(choice.rate);
  }

  // Remembered across a reload: the last choice, the phone preset.
  await page.reload();
  await expect(page.getByTestId('app-ready')).toBeAttached();
  await openExport(page);
  await expect(format).toHaveValue('phone');
});
