import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandboxProcess, type SandboxProcess } from '../helpers/sandbox-process';
import { startWebProcess, useAccount, type WebProcess } from '../helpers/web-process';
import { expect, test } from './fixtures';

/**
 * The encoders of the BUILT core (`out/main/web.js`, what Electron and web mode run; the global
 * set-up builds it). vitest and the page harness load the sources, so a bundle that loads a
 * library twice or drops an encoder (as one once did for FLAC, MP3 and AAC) passes them all. Here
 * the bundle runs in a process of its own and exports through its HTTP contract: a clip as FLAC
 * and MP3, a two-chapter project as an M4B (AAC) with chapter marks and one MP3 per chapter; ffprobe
 * (tests only) reads every file back.
 */
test.setTimeout(240_000);

let sandbox: SandboxProcess;
let web: WebProcess;
let scratch: string;
let voice: { id: string; dialectCode: string };

async function ok<T>(name: string, input: unknown): Promise<T> {
  const result = await web.call(name, input);
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.error)}`);
  return result.value as T;
}

interface Probe {
  format: { duration: string };
  streams: Array<{ codec_type: string; codec_name: string }>;
  chapters: Array<{ start_time: string; tags: { title: string } }>;
}

function ffprobe(path: string): Probe {
  const args = ['-v', 'error', '-show_format', '-show_streams', '-show_chapters', '-of', 'json', path];
  const result = spawnSync('ffprobe', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ffprobe ${path}: ${result.stderr}`);
  return JSON.parse(result.stdout) as Probe;
}

const audioCodecs = (probe: Probe) => probe.streams.filter((s) => s.codec_type === 'audio').map((s) => s.codec_name);

test.beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'sawt-built-encoders-'));
  sandbox = await startSandboxProcess();
  web = await startWebProcess(join(scratch, 'data'));
  await useAccount(web, sandbox.account);
  await ok('voices.list', { refresh: true });
  let voices: Array<{ id: string; language: string; dialectCode: string | null }> = [];
  await expect
    .poll(async () => (voices = (await ok<{ voices: typeof voices }>('voices.list', {})).voices).length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const found = voices.find((v) => v.language === 'ar' && v.dialectCode)!;
  voice = { id: found.id, dialectCode: found.dialectCode! };
});

test.afterAll(async () => {
  await web?.stop();
  await sandbox?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

test('a clip leaves the built core as FLAC and as MP3, each as long as the clip', async () => {
  const clip = await ok<{ id: string; durationMs: number | null }>('tts.generate', {
    requestId: randomUUID(),
    script: 'جملة قصيرة تخرج من النواة المبنية.',
    voiceId: voice.id,
  });
  for (const format of ['flac', 'mp3'] as const) {
    const directory = join(scratch, `clip-${format}`);
    mkdirSync(directory);
    const outcome = await ok<{ written: string[]; failed: unknown[] }>('audioExport.exportToFolder', {
      ids: [clip.id],
      directory,
      template: '{id}',
      settings: { format, mp3Kbps: 128, loudness: null, trimSilence: false },
    });
    expect(outcome.failed).toEqual([]);
    expect(outcome.written).toHaveLength(1);
    // A WAV here means the bundle could not encode the format and fell back.
    expect(outcome.written[0]).toMatch(new RegExp(`\\.${format}$`, 'u'));
    const read = ffprobe(join(directory, outcome.written[0]!));
    expect(audioCodecs(read)).toEqual([format === 'flac' ? 'flac' : 'mp3']);
    // FLAC is sample-exact; ffprobe's MP3 length counts the encoder's delay and last frame's padding.
    const tolerance = format === 'flac' ? 5 : 150;
    const lengthMs = Number(read.format.duration) * 1000;
    if (clip.durationMs !== null) expect(Math.abs(lengthMs - clip.durationMs), `${format} length`).toBeLessThanOrEqual(tolerance);
  }
});

test('a two-chapter project leaves the built core as an M4B (AAC) with chapter marks and one MP3 per chapter', async () => {
  const project = await ok<{ id: string }>('projects.create', { name: 'كتاب مبني', text: 'الفصل الأول يبدأ هنا.' });
  await ok('projects.updateSettings', { projectId: project.id, settings: { voiceId: voice.id, dialectCode: voice.dialectCode } });
  const withTwo = await ok<{ chapters: Array<{ id: string }> }>('chapters.create', { projectId: project.id, title: 'الفصل الثاني' });
  await ok('chapters.update', { chapterId: withTwo.chapters[0]!.id, title: 'الفصل الأول' });
  const second = await ok<{ blocks: Array<{ id: string }> }>('chapters.get', { chapterId: withTwo.chapters[1]!.id });
  await ok('blocks.update', { blockId: second.blocks[0]!.id, text: 'والفصل الثاني بعده.' });
  await ok('queue.start', { projectId: project.id });
  await expect
    .poll(
      async () => {
        const state = await ok<{ state: string; total: number; done: number; failed: number }>('queue.status', { projectId: project.id });
        return state.state === 'idle' && state.failed === 0 ? state.done : -1;
      },
      { timeout: 120_000 },
    )
    .toBe(2);

  const { cover: _cover, ...choices } = await ok<Record<string, unknown>>('deliverables.getSettings', { projectId: project.id });
  const directory = join(scratch, 'book');
  mkdirSync(directory);
  const outcome = await ok<{ files: string[]; report: { chapters: Array<{ title: string; startMs: number }> } }>('deliverables.export', {
    projectId: project.id,
    directory,
    exportId: 'built',
    settings: { ...choices, chapterFormat: 'mp3', m4b: true, bookMp3: false, loudness: 'none', trimSilence: false, subtitles: 'none' },
  });
  expect([...outcome.files].sort()).toEqual(['01 الفصل الأول.mp3', '02 الفصل الثاني.mp3', 'كتاب مبني.m4b'].sort());
  expect(readdirSync(directory).sort()).toEqual([...outcome.files].sort());

  const book = ffprobe(join(directory, 'كتاب مبني.m4b'));
  expect(audioCodecs(book)).toEqual(['aac']);
  expect(book.chapters.map((c) => c.tags.title)).toEqual(['الفصل الأول', 'الفصل الثاني']);
  const starts = outcome.report.chapters.map((c) => c.startMs);
  book.chapters.forEach((c, i) => expect(Math.abs(Number(c.start_time) * 1000 - starts[i]!)).toBeLessThanOrEqual(50));
  for (const name of ['01 الفصل الأول.mp3', '02 الفصل الثاني.mp3']) {
    const file = ffprobe(join(directory, name));
    expect(audioCodecs(file)).toEqual(['mp3']);
    expect(Number(file.format.duration)).toBeGreaterThan(0.3);
  }
});
