import { unlink } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract/errors';
import { fileExtensionOf } from '../../../shared/model/audio-export';
import type { BookExportOutcome, BookExportStage } from '../../../shared/model/deliverables';
import { partialNameOf, placeExportFile, sweepPartialExports } from '../audio-export';
import type { Book } from './book';
import type { BookJobPaths } from './book-job';
import { runBookInWorker } from './book-runner';
import { bookFileBase, chapterFileBase, checkChapterTemplate } from './file-names';
import { laneLimit } from './lanes';
import type { JobSettings } from './output-plan';

/**
 * A book's export into a folder, atomically as a whole: every file is written under a temp name
 * in that folder (`.<name>.partial-<hex>`, which no player takes for a finished file) until the
 * last one is complete; only then are they given their names, one by one, never replacing a file
 * that is there. Cancelled, failed or killed, the export leaves no file under a final name that is
 * not complete (a kill leaves temp files, which a later export into the folder sweeps away).
 */

export interface BookExportRequest {
  book: Book;
  settings: JobSettings & { fileNameTemplate: string };
  /** A folder the caller checked. */
  directory: string;
  /** The book file's name when the book has no title (the project's name). */
  fallbackName: string;
  onProgress?: (progress: { stage: BookExportStage; chapter: number; done: number; total: number }) => void;
  signal?: AbortSignal;
}

interface Planned {
  /** The name it should get, and where it is written meanwhile. */
  name: string;
  temp: string;
  /** A subtitle file takes the final name of the audio file it belongs to. */
  beside?: Planned;
}

const subtitleName = (audioName: string, format: string) => `${basename(audioName, extname(audioName))}.${format}`;

function plan(request: BookExportRequest): { files: Planned[]; scratch: string[]; paths: BookJobPaths } {
  const { book, settings, directory } = request;
  const planned = (name: string, beside?: Planned): Planned => ({
    name,
    temp: join(directory, partialNameOf(name)),
    ...(beside ? { beside } : {}),
  });
  const files: Planned[] = [];
  const scratch: string[] = [];
  const subtitles = settings.subtitles === 'none' ? null : settings.subtitles;
  const paths: BookJobPaths = { chapters: null, chapterSubtitles: null, m4b: null, m4bLanes: [], bookMp3: null, bookSubtitles: null };
  if (settings.chapterFormat) {
    const extension = fileExtensionOf(settings.chapterFormat);
    paths.chapters = [];
    if (subtitles) paths.chapterSubtitles = [];
    book.chapters.forEach((chapter, index) => {
      // One chapter (what a draft was) is the whole book: its file is named as the book is.
      const base =
        book.chapters.length === 1
          ? bookFileBase(book.metadata.title, request.fallbackName)
          : chapterFileBase(settings.fileNameTemplate, index, book.chapters.length, chapter.title, book.metadata.title);
      const audio = planned(`${base}.${extension}`);
      files.push(audio);
      paths.chapters!.push(audio.temp);
      if (subtitles) {
        const text = planned(`${base}.${subtitles}`, audio);
        files.push(text);
        paths.chapterSubtitles!.push(text.temp);
      }
    });
  }
  const base = bookFileBase(book.metadata.title, request.fallbackName);
  let bookAudio: Planned | null = null;
  if (settings.m4b) {
    bookAudio = planned(`${base}.m4b`);
    files.push(bookAudio);
    paths.m4b = bookAudio.temp;
    // Later encoders' parts of the M4B, joined into it by the job: never placed, always removed.
    paths.m4bLanes = Array.from({ length: laneLimit - 1 }, (_, k) => join(directory, partialNameOf(`${base}.m4b-lane${k + 2}`)));
    scratch.push(...paths.m4bLanes);
  }
  if (settings.bookMp3) {
    const mp3 = planned(`${base}.mp3`);
    files.push(mp3);
    paths.bookMp3 = mp3.temp;
    bookAudio ??= mp3;
  }
  if (subtitles && bookAudio) {
    const text = planned(`${base}.${subtitles}`, bookAudio);
    files.push(text);
    paths.bookSubtitles = text.temp;
  }
  return { files, scratch, paths };
}

export async function exportBook(request: BookExportRequest): Promise<Result<BookExportOutcome>> {
  const badTemplate = request.settings.chapterFormat ? checkChapterTemplate(request.settings.fileNameTemplate) : null;
  if (badTemplate) return fail('VALIDATION', badTemplate, { field: 'fileNameTemplate', messageKey: 'projectExport.errors.template' });
  const { files, scratch, paths } = plan(request);
  sweepPartialExports(request.directory);
  const placedNames = new Map<Planned, string>();
  try {
    const { fileNameTemplate: _template, ...settings } = request.settings;
    const report = await runBookInWorker({ book: request.book, settings, paths }, request.onProgress, request.signal);
    if (!report.ok) return report;
    for (const [index, file] of files.entries()) {
      if (request.signal?.aborted && placedNames.size === 0) return fail('CANCELLED', 'The export was cancelled');
      request.onProgress?.({ stage: 'placing', chapter: index, done: index, total: files.length });
      const audioName = file.beside ? placedNames.get(file.beside) : undefined;
      const name = audioName ? subtitleName(audioName, extname(file.name).slice(1)) : file.name;
      const placed = await placeExportFile(file.temp, request.directory, name);
      if (!placed.ok) {
        const saved = [...placedNames.values()];
        return fail(placed.error.code, `${placed.error.message}${saved.length > 0 ? ` (already saved: ${saved.join(', ')})` : ''}`, {
          messageKey: 'projectExport.errors.notPlaced',
        });
      }
      placedNames.set(file, placed.value);
    }
    return ok({ directory: request.directory, files: [...placedNames.values()], report: report.value });
  } finally {
    // Placed files lost their temp name already; anything else unfinished goes.
    await Promise.all([...files.map((file) => file.temp), ...scratch].map((path) => unlink(path).catch(() => undefined)));
  }
}
