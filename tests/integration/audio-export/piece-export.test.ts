import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesktopCapabilities } from '../../../electron/core/dispatch/dispatch';
import type {
  ExportFormat,
  ExportSettings,
  PieceDownload,
  PieceExportOutcome,
  PieceSaveAsOutcome,
} from '../../../shared/model/audio-export';
import { defaultExportSettings } from '../../../shared/model/audio-export';
import type { ScriptPiece } from '../../../shared/model/script';
import type { VoiceList } from '../../../shared/model/voices';
import { meter, probe, run } from '../../helpers/audio-tools';
import { unwrap, useCoreRig } from '../../helpers/core-rig';

/**
 * Issue 33 item 2: a long script's joined render exports as clips do — every format, loudness and
 * trim, to a folder, Save as, drag and web download — with subtitles beside it timed to the audio
 * written. A real core and SQLite file, real HTTP to the sandbox, the export worker; the files are
 * judged by ffprobe and ffmpeg. Only Electron's dialogs and native drag are stood in for.
 */
const rig = useCoreRig();
const out = mkdtempSync(join(tmpdir(), 'sawt-piece-export-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

// Part 1 waits half a second first and has two sentences; part 2 pauses a second after itself.
const parts = ['[pause 0.5s]The first part of a long script. It has two sentences.', 'The second part comes next.[pause 1s]'];
const cueTexts = ['The first part of a long script.', 'It has two sentences.', 'The second part comes next.'];
let piece: ScriptPiece;
let joinedSeconds: number;

beforeAll(async () => {
  unwrap(await rig.call<VoiceList>('voices.list', { refresh: true }));
  // The refresh fills the voice list in the background.
  let voices: VoiceList = unwrap(await rig.call<VoiceList>('voices.list', {}));
  for (let tries = 0; voices.total === 0 && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    voices = unwrap(await rig.call<VoiceList>('voices.list', {}));
  }
  const voice = voices.voices[0]!;
  const made = unwrap(await rig.call<ScriptPiece>('tts.createPiece', { name: 'Chapter: one/two', voiceId: voice.id, parts }));
  piece = unwrap(await rig.call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: made.id }));
  joinedSeconds = probe(unwrap(await rig.core.audio.resolve('piece', piece.id)).path).seconds;
}, 60_000);

interface ReadCue {
  start: number;
  end: number;
  text: string;
}

/** The cues of a subtitle file as ffmpeg reads them (seconds), with the text as shown. */
function readCues(path: string): ReadCue[] {
  const seconds = (time: string) => {
    const [h, m, s] = time.split(':').map(Number);
    return h! * 3600 + m! * 60 + s!;
  };
  return run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', path, '-f', 'ass', '-'])
    .split('\n')
    .filter((line) => line.startsWith('Dialogue:'))
    .map((line) => {
      const fields = line.replace(/\r$/u, '').split(',');
      const text = fields
        .slice(9)
        .join(',')
        .split('\\N')
        .join(' ')
        .replace(/[\u200F\u2060]/gu, '');
      return { start: seconds(fields[1]!), end: seconds(fields[2]!), text };
    });
}

function cueCount(path: string): number {
  return Number(
    run('ffprobe', ['-v', 'error', '-count_packets', '-show_entries', 'stream=nb_read_packets', '-of', 'csv=p=0', path]).trim(),
  );
}

async function exportTo(name: string, settings: ExportSettings, subtitles: 'none' | 'srt' | 'vtt'): Promise<PieceExportOutcome> {
  const directory = join(out, name);
  mkdirSync(directory);
  return unwrap(await rig.call<PieceExportOutcome>('audioExport.exportPiece', { pieceId: piece.id, directory, settings, subtitles }));
}

const codecs: Record<ExportFormat, string> = { wav: 'pcm_s16le', mp3: 'mp3', opus: 'opus', flac: 'flac', phone: 'pcm_mulaw' };
const extensions: Record<ExportFormat, string> = { wav: 'wav', mp3: 'mp3', opus: 'opus', flac: 'flac', phone: 'wav' };

describe("a long script's joined render", { timeout: 180_000 }, () => {
  for (const [index, format] of (['wav', 'mp3', 'opus', 'flac', 'phone'] as ExportFormat[]).entries()) {
    const subtitles = index % 2 === 0 ? 'srt' : 'vtt';
    it(`exports to a folder as ${format} at −16 LUFS with ${subtitles} subtitles timed inside the audio`, async () => {
      const outcome = await exportTo(format, { ...defaultExportSettings, format, loudness: -16 }, subtitles);
      // The piece's name, made safe for a file name ("/" is no separator).
      expect(outcome.audio).toBe(`Chapter꞉ one-two.${extensions[format]}`);
      expect(outcome.subtitles).toBe(`Chapter꞉ one-two.${subtitles}`);
      expect(readdirSync(outcome.directory).sort()).toEqual([outcome.audio, outcome.subtitles].sort());
      const audio = join(outcome.directory, outcome.audio);
      const info = probe(audio);
      expect(info.codec).toBe(codecs[format]);
      expect(Math.abs(info.seconds - joinedSeconds)).toBeLessThan(0.12);
      expect(info.tags['title']).toBe('Chapter: one/two');
      expect(Math.abs(meter(audio).lufs - -16)).toBeLessThanOrEqual(0.5);

      const file = join(outcome.directory, outcome.subtitles!);
      expect(cueCount(file)).toBe(cueTexts.length);
      const cues = readCues(file);
      expect(cues.map((cue) => cue.text)).toEqual(cueTexts);
      // Part 1 starts after its half-second pause; no cue outlasts the file.
      expect(cues[0]!.start).toBeCloseTo(0.5, 2);
      for (const cue of cues) {
        expect(cue.start).toBeGreaterThanOrEqual(0);
        expect(cue.end).toBeGreaterThan(cue.start);
        expect(cue.end).toBeLessThanOrEqual(info.seconds);
      }
      // Part 2 follows part 1's speech, and ends a second before the file (its trailing pause).
      expect(cues[2]!.end).toBeCloseTo(joinedSeconds - 1, 1);
    });
  }

  it('moves every cue by what trimming cut from the start, and keeps them inside the shorter file', async () => {
    const plain = await exportTo('untrimmed', { ...defaultExportSettings, format: 'mp3' }, 'srt');
    const trimmed = await exportTo('trimmed', { ...defaultExportSettings, format: 'mp3', trimSilence: true }, 'srt');
    const cut = trimmed.report!.trimmedMs!;
    // The half-second pause before part 1 and the second after part 2 are silence; trimming keeps
    // 60 ms of it on each side (silence-trim.ts).
    expect(cut.start).toBeGreaterThanOrEqual(440);
    expect(cut.end).toBeGreaterThanOrEqual(940);
    const shorter = probe(join(trimmed.directory, trimmed.audio)).seconds;
    expect(shorter).toBeLessThan(joinedSeconds - 1.3);
    const before = readCues(join(plain.directory, plain.subtitles!));
    const after = readCues(join(trimmed.directory, trimmed.subtitles!));
    expect(after).toHaveLength(before.length);
    after.forEach((cue, i) => {
      expect(cue.start).toBeCloseTo(Math.max(0, before[i]!.start - cut.start / 1000), 2);
      expect(cue.end).toBeLessThanOrEqual(shorter);
    });
  });

  it('copies the join as it is for plain WAV, with subtitles, and never replaces a file', async () => {
    const first = await exportTo('plain', defaultExportSettings, 'vtt');
    expect(
      readFileSync(join(first.directory, first.audio)).equals(readFileSync(unwrap(await rig.core.audio.resolve('piece', piece.id)).path)),
    ).toBe(true);
    const again = unwrap(
      await rig.call<PieceExportOutcome>('audioExport.exportPiece', {
        pieceId: piece.id,
        directory: first.directory,
        settings: defaultExportSettings,
        subtitles: 'vtt',
      }),
    );
    expect(again.audio).toBe('Chapter꞉ one-two (2).wav');
    expect(again.subtitles).toBe('Chapter꞉ one-two (2).vtt');
    expect(cueCount(join(first.directory, first.subtitles!))).toBe(cueTexts.length);
  });

  /** Electron's side, stood in for: the dialogs answer with these paths and the drag is recorded. */
  function desktop(answers: { saveFile?: string; directory?: string }) {
    const dragged: string[][] = [];
    const capabilities: DesktopCapabilities = {
      startDrag: (files) => dragged.push(files),
      chooseDirectory: async () => answers.directory ?? null,
      chooseSaveFile: async () => answers.saveFile ?? null,
    };
    return { dragged, ctx: { transport: 'ipc' as const, desktop: capabilities } };
  }

  it('Save as… writes the chosen name in the chosen format with its subtitles beside it (desktop)', async () => {
    const folder = join(out, 'save-as');
    mkdirSync(folder);
    const { ctx } = desktop({ saveFile: join(folder, 'My chapter.flac') });
    const input = { pieceId: piece.id, settings: { ...defaultExportSettings, format: 'flac' }, subtitles: 'srt' };
    const saved = unwrap(await rig.call<PieceSaveAsOutcome>('audioExport.savePieceAs', input, ctx));
    expect(saved.savedTo).toBe(join(folder, 'My chapter.flac'));
    expect(saved.subtitlesTo).toBe(join(folder, 'My chapter.srt'));
    expect(probe(saved.savedTo!).codec).toBe('flac');
    expect(cueCount(saved.subtitlesTo!)).toBe(cueTexts.length);
    // Closing the dialog writes nothing.
    const closed = unwrap(await rig.call<PieceSaveAsOutcome>('audioExport.savePieceAs', input, desktop({}).ctx));
    expect(closed.savedTo).toBeNull();
    expect(readdirSync(folder)).toHaveLength(2);
  });

  it('exports to the folder the system dialog chose, and refuses a folder from the page (desktop)', async () => {
    const folder = join(out, 'chosen');
    mkdirSync(folder);
    const input = { pieceId: piece.id, settings: { ...defaultExportSettings, format: 'opus' }, subtitles: 'vtt' };
    const done = unwrap(await rig.call<PieceExportOutcome>('audioExport.exportPiece', input, desktop({ directory: folder }).ctx));
    expect(done.directory).toBe(folder);
    expect(probe(join(folder, done.audio)).codec).toBe('opus');
    const refused = await rig.call('audioExport.exportPiece', { ...input, directory: folder }, desktop({}).ctx);
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'VALIDATION', field: 'directory' });
  });

  it('drags the render out of the window as exported files: audio and subtitles (desktop)', async () => {
    const { ctx, dragged } = desktop({});
    const input = { pieceId: piece.id, settings: { ...defaultExportSettings, format: 'mp3' }, subtitles: 'srt' };
    expect(unwrap(await rig.call<{ files: number }>('audioExport.startPieceDrag', input, ctx))).toEqual({ files: 2 });
    const [audio, subtitles] = dragged[0]!;
    expect(audio).toMatch(/Chapter꞉ one-two\.mp3$/u);
    expect(probe(audio!).codec).toBe('mp3');
    expect(cueCount(subtitles!)).toBe(cueTexts.length);
  });

  it('offers the export and its subtitles as web-mode downloads, each typed', async () => {
    const input = { pieceId: piece.id, settings: { ...defaultExportSettings, format: 'mp3' }, subtitles: 'vtt' };
    const download = unwrap(await rig.call<PieceDownload>('audioExport.preparePieceDownload', input));
    expect(download.audio.name).toBe('Chapter꞉ one-two.mp3');
    expect(download.subtitles?.name).toBe('Chapter꞉ one-two.vtt');
    const idOf = (url: string) => decodeURIComponent(url.split('/').pop()!);
    const audio = unwrap(await rig.core.audio.resolve('download', idOf(download.audio.url)));
    expect(audio.contentType).toBe('audio/mpeg');
    const subtitles = unwrap(await rig.core.audio.resolve('download', idOf(download.subtitles!.url)));
    expect(subtitles.contentType).toMatch(/^text\/vtt/u);
    expect(cueCount(subtitles.path)).toBe(cueTexts.length);
  });

  it('says what is wrong: no folder in web mode, a render not yet whole, a piece that is gone', async () => {
    const noFolder = await rig.call('audioExport.exportPiece', { pieceId: piece.id, subtitles: 'srt' });
    expect(noFolder.ok ? null : noFolder.error).toMatchObject({ code: 'VALIDATION', field: 'directory' });
    const voiceId = piece.voiceId;
    const unfinished = unwrap(await rig.call<ScriptPiece>('tts.createPiece', { name: 'Not yet', voiceId, parts: ['Never generated.'] }));
    const folder = join(out, 'unfinished');
    mkdirSync(folder);
    const refused = await rig.call('audioExport.exportPiece', { pieceId: unfinished.id, directory: folder, subtitles: 'srt' });
    expect(refused.ok ? null : refused.error.message).toMatch(/^Not every part of this long script has been generated yet/u);
    expect(readdirSync(folder)).toEqual([]);
    const gone = await rig.call('audioExport.exportPiece', { pieceId: randomUUID(), directory: folder, subtitles: 'none' });
    expect(gone.ok ? null : gone.error.code).toBe('NOT_FOUND');
    expect(existsSync(join(folder, 'Not yet.wav'))).toBe(false);
  });
});
