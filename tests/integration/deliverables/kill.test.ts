import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPartialExportName } from '../../../electron/core/audio-export/export-file';
import { exportBook } from '../../../electron/core/deliverables/export-book';
import { defaultDeliverableSettings } from '../../../shared/model/deliverables';
import { probe } from '../../helpers/audio-tools';
import { fixtureRate, toneBook, type ToneBook } from '../../helpers/book-fixture';
import { decodeMono, probeChapters } from '../../helpers/deliverable-probe';

// Issue 31, done when: "Kill -9 during an export leaves no file that plays as complete." A child
// exports a book (M4B, book MP3, chapter MP3s, subtitles) into a folder in a loop; we kill it with
// SIGKILL at a random moment, 12 times, and judge every file left under a final name: each must be
// whole (its full length as decoded, every chapter mark, every cue). Unfinished files keep their
// temp names.
const root = resolve(__dirname, '../../..');
const childScript = join(root, 'tests/helpers/book-kill-child.ts');
const scratch = mkdtempSync(join(tmpdir(), 'sawt-deliverables-kill-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const KILLS = 12;
const AT_ONCE = 3;
let fixture: ToneBook;
const bookJson = join(scratch, 'book.json');

beforeAll(() => {
  mkdirSync(join(scratch, 'clips'));
  // 8 chapters of 3 blocks: about a minute of audio, an export of a few seconds.
  fixture = toneBook(join(scratch, 'clips'), 8, 3);
  writeFileSync(bookJson, JSON.stringify(fixture.book));
});

function killOneExporter(index: number): Promise<string> {
  const folder = join(scratch, `run-${index}`);
  mkdirSync(folder);
  return new Promise((resolveFolder, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', childScript, bookJson, folder], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const kill = (afterMs: number) => setTimeout(() => child.kill('SIGKILL'), afterMs);
    let startedAt = 0;
    let exported = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line === 'exporting') {
          startedAt = performance.now();
          // Even runs: random moments spread over 12 s (stratified), early kills landing in the
          // first export, later ones in later exports, while writing, naming, or between two.
          if (index % 2 === 0) kill(300 + ((index + Math.random()) / KILLS) * 12_000);
        } else if (line === 'exported' && ++exported === 1 && index % 2 === 1) {
          // Odd runs: a random moment inside the second export, measured by the first, so on a
          // slow machine too some kills find a finished export's files and a second one under way.
          kill(Math.random() * (performance.now() - startedAt));
        }
      }
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`exporter ${index} ended without being killed: ${stderr}`));
      else resolveFolder(folder);
    });
  });
}

describe('a book export under kill -9', () => {
  it('never leaves a file under its final name that is not whole, in 12 kills at random moments', async () => {
    const folders: string[] = [];
    for (let start = 0; start < KILLS; start += AT_ONCE)
      folders.push(...(await Promise.all(Array.from({ length: Math.min(AT_ONCE, KILLS - start) }, (_, i) => killOneExporter(start + i)))));
    const problems: string[] = [];
    let judged = 0;
    let unfinished = 0;
    for (const folder of folders) {
      for (const name of readdirSync(folder)) {
        if (isPartialExportName(name)) {
          unfinished++;
          continue;
        }
        judged++;
        const problem = judgeLeftFile(join(folder, name), name);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
    // The kills landed after exports had finished and inside exports: both kinds of file were judged.
    expect(judged).toBeGreaterThan(0);
    expect(unfinished).toBeGreaterThan(0);
  }, 300_000);

  it('the judge itself: a file cut short under its final name is judged incomplete, a whole one not', async () => {
    const whole = join(scratch, 'whole');
    const cut = join(scratch, 'cut');
    mkdirSync(whole);
    mkdirSync(cut);
    const exported = await exportBook({
      book: fixture.book,
      settings: { ...defaultDeliverableSettings, chapterFormat: 'mp3', m4b: true, bookMp3: true, subtitles: 'srt' },
      directory: whole,
      fallbackName: 'book',
    });
    if (!exported.ok) throw new Error(exported.error.message);
    const audio = exported.value.files.filter((name) => /\.(m4b|mp3)$/u.test(name));
    expect(audio).toHaveLength(10);
    for (const name of exported.value.files) expect(judgeLeftFile(join(whole, name), name), name).toBeNull();
    // A writer that named its file before the last byte: the MP3's Xing header still tells
    // ffprobe the whole length, so only the decoded length can see it.
    for (const name of audio) {
      const bytes = readFileSync(join(whole, name));
      writeFileSync(join(cut, name), bytes.subarray(0, Math.floor(bytes.byteLength * 0.6)));
      expect(judgeLeftFile(join(cut, name), name), name).not.toBeNull();
    }
  }, 120_000);
});

/** Seconds a player plays: ffmpeg's decoded samples, not ffprobe's duration (an MP3's is its header's). */
function playedSeconds(path: string): number {
  const rate = probe(path).rate;
  return decodeMono(path, rate).length / rate;
}

/** What is wrong with a file left under a final name, or null when it is whole. */
function judgeLeftFile(path: string, name: string): string | null {
  const bookSeconds = fixture.totalFrames / fixtureRate;
  const chapterEnd = (c: number) => (c < 7 ? fixture.expectedStarts[c + 1]! - 2 * fixtureRate : fixture.totalFrames);
  const chapterSeconds = (c: number) => (chapterEnd(c) - fixture.expectedStarts[c]!) / fixtureRate;
  try {
    if (/\.(m4b|mp3)$/u.test(name) && name.startsWith('كتاب النغمات')) {
      const seconds = playedSeconds(path);
      if (Math.abs(seconds - bookSeconds) > 0.1) return `${name}: ${seconds} s of ${bookSeconds}`;
      if (probeChapters(path).length !== 8) return `${name}: not 8 chapters`;
      return null;
    }
    if (/^0\d .*\.mp3$/u.test(name)) {
      const chapter = Number(name.slice(0, 2)) - 1;
      const seconds = playedSeconds(path);
      return Math.abs(seconds - chapterSeconds(chapter)) > 0.1 ? `${name}: ${seconds} s of ${chapterSeconds(chapter)}` : null;
    }
    if (name.endsWith('.srt')) {
      const cues = readFileSync(path, 'utf8').split('-->').length - 1;
      return cues !== (name.startsWith('0') ? 3 : 24) ? `${name}: ${cues} cues` : null;
    }
    return `${name}: a name no export should leave`;
  } catch (error) {
    return `${name}: does not open (${String(error).slice(0, 120)})`;
  }
}
