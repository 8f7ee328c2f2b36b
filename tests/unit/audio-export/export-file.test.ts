import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { lstat, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../shared/contract/errors';
import {
  copyExportFile,
  isPartialExportName,
  partialNameOf,
  removePartialExports,
  writeExportFile,
  writeTextExportFile,
  type PlacementCalls,
} from '../../../electron/core/audio-export/export-file';

// The one writer every exported file goes through (issue 33 item 4): temp name in the folder,
// flushed, then a final name that never replaces anything; leftovers are ours alone to remove.
let folder: string;
let source: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sawt-export-file-'));
  source = join(folder, '..', `${folder.split('/').pop()}-source.wav`);
  writeFileSync(source, 'RIFF the clip');
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(source, { force: true });
});

const hex = '0123456789ab';

describe('the export writer', () => {
  it('never replaces a file: a taken name gets the next number and the old file is untouched', async () => {
    writeFileSync(join(folder, 'clip.wav'), 'mine');
    writeFileSync(join(folder, 'clip (2).wav'), 'mine too');
    const written = await copyExportFile(source, folder, 'clip.wav');
    expect(written).toEqual(ok('clip (3).wav'));
    expect(readFileSync(join(folder, 'clip.wav'), 'utf8')).toBe('mine');
    expect(readFileSync(join(folder, 'clip (2).wav'), 'utf8')).toBe('mine too');
    expect(readFileSync(join(folder, 'clip (3).wav'), 'utf8')).toBe('RIFF the clip');
    expect(readdirSync(folder).sort()).toEqual(['clip (2).wav', 'clip (3).wav', 'clip.wav']);
  });

  it('falls back to a checked rename on a disk without hard links, still never replacing', async () => {
    writeFileSync(join(folder, 'subs.srt'), 'mine');
    const noLinks: PlacementCalls = {
      link: async () => {
        throw Object.assign(new Error('hard links not supported'), { code: 'EPERM' });
      },
      rename,
      lstat,
    };
    const written = await writeExportFile(
      folder,
      'subs.srt',
      async (temp) => {
        writeFileSync(temp, 'new subtitles');
        return ok({ fileName: 'subs.srt', value: 'done' });
      },
      noLinks,
    );
    expect(written).toEqual(ok({ name: 'subs (2).srt', value: 'done' }));
    expect(readFileSync(join(folder, 'subs.srt'), 'utf8')).toBe('mine');
    expect(readFileSync(join(folder, 'subs (2).srt'), 'utf8')).toBe('new subtitles');
    expect(readdirSync(folder).sort()).toEqual(['subs (2).srt', 'subs.srt']);
  });

  it('leaves nothing behind when the writing fails, and names the file the writer asks for', async () => {
    const failed = await writeExportFile(folder, 'clip.mp3', async (temp) => {
      writeFileSync(temp, 'half an mp3');
      return { ok: false as const, error: { code: 'CANCELLED' as const, message: 'The export was cancelled' } };
    });
    expect(failed.ok).toBe(false);
    expect(readdirSync(folder)).toEqual([]);
    // An encoder that fell back to WAV names its file .wav.
    const fellBack = await writeExportFile(folder, 'clip.mp3', async (temp) => {
      writeFileSync(temp, 'RIFF');
      return ok({ fileName: 'clip.wav', value: null });
    });
    expect(fellBack.ok && fellBack.value.name).toBe('clip.wav');
    expect(readdirSync(folder)).toEqual(['clip.wav']);
  });

  it('writes subtitles as UTF-8 text', async () => {
    expect(await writeTextExportFile(folder, 'نص.srt', '1\nمرحبا\n')).toEqual(ok('نص.srt'));
    expect(readFileSync(join(folder, 'نص.srt'), 'utf8')).toBe('1\nمرحبا\n');
  });

  it('makes temp names that say they are unfinished and fit a file system, however long the name', () => {
    const long = `${'ص'.repeat(120)}.flac`;
    const temp = partialNameOf(long);
    expect(temp).toMatch(/^\.ص+\.partial-[0-9a-f]{12}$/u);
    expect(Buffer.byteLength(temp)).toBeLessThan(255);
    expect(isPartialExportName(temp)).toBe(true);
    expect(isPartialExportName('clip.wav')).toBe(false);
    expect(isPartialExportName('.clip.wav.partial-xyz')).toBe(false);
  });

  it("removes only this writer's partial files, and only once a crash must have left them", async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const names = {
      stale: `.clip.mp3.partial-${hex}`,
      legacy: `.sawt-export-${hex}.tmp`,
      live: `.clip.wav.partial-${hex.replace('0', 'f')}`,
      notHex: '.clip.wav.partial-notours!!!',
      noDot: `clip.wav.partial-${hex}`,
      user: 'clip.wav',
    };
    for (const name of Object.values(names)) writeFileSync(join(folder, name), 'x');
    const folderNamedLikeOurs = join(folder, `.folder.partial-${hex}`);
    mkdirSync(folderNamedLikeOurs);
    for (const name of [names.stale, names.legacy, names.notHex, names.noDot, names.user])
      utimesSync(join(folder, name), twoHoursAgo, twoHoursAgo);
    utimesSync(folderNamedLikeOurs, twoHoursAgo, twoHoursAgo);

    expect((await removePartialExports(folder)).sort()).toEqual([names.legacy, names.stale].sort());
    expect(existsSync(join(folder, names.live))).toBe(true);
    expect(existsSync(join(folder, names.notHex))).toBe(true);
    expect(existsSync(join(folder, names.noDot))).toBe(true);
    expect(existsSync(join(folder, names.user))).toBe(true);
    expect(existsSync(folderNamedLikeOurs)).toBe(true);
  });
});
