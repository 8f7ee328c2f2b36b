import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPartialExportName } from '../../../electron/core/audio-export/export-file';
import { probe } from '../../helpers/audio-tools';

// Issue 33 item 4, done when: "Kill -9 at random moments during an export to a folder never
// leaves a file under its final name that is shorter than the clip." A child exports to a folder in
// a loop (a long WAV copy, an MP3 encode, subtitles: tests/helpers/export-kill-child.ts); we kill it
// with SIGKILL at a random moment, 30 times, and judge every file left under a final name.
const root = resolve(__dirname, '../../..');
const childScript = join(root, 'tests/helpers/export-kill-child.ts');
const scratch = mkdtempSync(join(tmpdir(), 'sawt-export-kill-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const KILLS = 30;
/** Children side by side: start-up (tsx) dominates a trial. */
const AT_ONCE = 5;
const longClip = join(scratch, 'long.wav');
const shortClip = join(scratch, 'short.wav');
const shortSeconds = 3;
const subtitles = `1\n00:00:00,000 --> 00:00:02,000\n${'A subtitle line long enough to take a while. '.repeat(2000)}\n`;

/** A mono 16-bit WAV of a wandering tone: made here, so the test downloads nothing. */
function writeToneWav(path: string, seconds: number, rate = 22_050): void {
  const frames = Math.round(seconds * rate);
  const bytes = Buffer.alloc(44 + frames * 2);
  bytes.write('RIFF', 0, 'ascii');
  bytes.writeUInt32LE(36 + frames * 2, 4);
  bytes.write('WAVEfmt ', 8, 'ascii');
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(1, 22);
  bytes.writeUInt32LE(rate, 24);
  bytes.writeUInt32LE(rate * 2, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36, 'ascii');
  bytes.writeUInt32LE(frames * 2, 40);
  for (let i = 0; i < frames; i++) {
    const hz = 220 + 110 * Math.sin(i / rate);
    bytes.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * hz * i) / rate)), 44 + i * 2);
  }
  writeFileSync(path, bytes);
}

beforeAll(() => {
  // About 16 MB: long enough to copy that a kill often lands mid-copy.
  writeToneWav(longClip, 6 * 60);
  writeToneWav(shortClip, shortSeconds);
});

interface Left {
  folder: string;
  names: string[];
}

/** Starts an exporter on a folder of its own, waits until it is looping, kills it 0–1.2 s later. */
function killOneExporter(index: number): Promise<Left> {
  const folder = join(scratch, `run-${index}`);
  mkdirSync(folder);
  return new Promise((resolveLeft, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', childScript, longClip, shortClip, folder, subtitles], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once('data', () => {
      // A random moment is the thing under test: each run is killed somewhere else in the loop.
      setTimeout(() => child.kill('SIGKILL'), Math.floor(Math.random() * 1200));
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`exporter ${index} ended without being killed: ${stderr}`));
      else resolveLeft({ folder, names: readdirSync(folder) });
    });
  });
}

describe('export to a folder under kill -9', () => {
  it('never leaves a file under its final name shorter than the clip, in 30 kills at random moments', async () => {
    const left: Left[] = [];
    for (let start = 0; start < KILLS; start += AT_ONCE) {
      const batch = Array.from({ length: Math.min(AT_ONCE, KILLS - start) }, (_, i) => killOneExporter(start + i));
      left.push(...(await Promise.all(batch)));
    }
    expect(left).toHaveLength(KILLS);

    const longBytes = statSync(longClip).size;
    const problems: string[] = [];
    let judged = 0;
    for (const { folder, names } of left) {
      for (const name of names) {
        const path = join(folder, name);
        if (isPartialExportName(name)) continue;
        judged += 1;
        if (/^long( \(\d+\))?\.wav$/u.test(name)) {
          const size = statSync(path).size;
          if (size !== longBytes) problems.push(`${path}: ${size} of ${longBytes} bytes`);
        } else if (/^short( \(\d+\))?\.mp3$/u.test(name)) {
          const seconds = probe(path).seconds;
          if (Math.abs(seconds - shortSeconds) > 0.15) problems.push(`${path}: ${seconds} s of ${shortSeconds}`);
        } else if (/^long( \(\d+\))?\.srt$/u.test(name)) {
          if (readFileSync(path, 'utf8') !== subtitles) problems.push(`${path}: not the subtitles written`);
        } else problems.push(`${path}: a name no export should leave`);
      }
    }
    expect(problems).toEqual([]);
    // Every run got as far as its first round, so there were finished files to judge.
    expect(judged).toBeGreaterThanOrEqual(KILLS * 2);
  }, 300_000);
});
