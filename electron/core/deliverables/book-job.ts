import { writeFileSync } from 'node:fs';
import type { ChapterMeasures } from '../../../shared/model/deliverables';
import { presetLimits, type BookExportReport, type BookExportStage } from '../../../shared/model/deliverables';
import { subtitleText } from '../subtitles';
import type { Book } from './book';
import { bookCues, chapterCues } from './book-subtitles';
import { inspectClips, layOut, sourceFormatOf, type BookLayout, type ClipInfo } from './layout';
import { anyLossy, chapterFormatOf, rateGroups, type JobSettings, type RateGroup } from './output-plan';
import { availableParallelism } from 'node:os';
import { planLanes } from './lanes';
import { PlanAhead } from './plan-ahead';
import { Mp3Sink, type BookFileFacts } from './outputs/book-sinks';
import { M4bSink } from './outputs/m4b-sink';
import { openChapterFile } from './outputs/chapter-sinks';
import type { AudioSink } from './outputs/sink';
import { renderLane } from './render-pass';
import { chapterReports } from './report';

/**
 * One book export, on the export's own thread: read the clips' headers (trim), lay the book out,
 * then one render pass per output rate writing every file at once (the first planning each
 * chapter's finishing as it goes),
 * and the subtitles. Everything goes to the temp paths the core chose; the core names and places
 * the files once this has finished them all.
 */

export interface BookJobPaths {
  /** One per chapter when chapter files are asked for. */
  chapters: string[] | null;
  chapterSubtitles: string[] | null;
  m4b: string | null;
  /** Where lane k's part of the M4B (k ≥ 1) waits until all are done: `m4bLanes[k − 1]` (temp, removed by the job). */
  m4bLanes: string[];
  bookMp3: string | null;
  bookSubtitles: string | null;
}

export interface BookJob {
  book: Book;
  settings: JobSettings;
  paths: BookJobPaths;
}

export interface JobProgress {
  stage: BookExportStage;
  chapter: number;
  done: number;
  total: number;
}

function layoutFor(book: Book, clips: Map<string, ClipInfo>, group: Pick<RateGroup, 'sampleRate' | 'channels'>, acx: boolean): BookLayout {
  const room = acx ? presetLimits.acx : { headMs: 0, tailMs: 0 };
  return layOut(book, clips, { sampleRate: group.sampleRate, channels: group.channels, headMs: room.headMs, tailMs: room.tailMs });
}

export async function runBookJob(job: BookJob, progress: (p: JobProgress) => void = () => undefined): Promise<BookExportReport> {
  const { book, settings, paths } = job;
  const chapters = book.chapters.length;
  if (chapters === 0) throw new Error('The book has no chapters.');
  const acx = settings.loudness === 'acx';
  let done = 0;
  let total = chapters;
  const step = (stage: BookExportStage, chapter: number) => progress({ stage, chapter, done: ++done, total });

  const clips = inspectClips(book, settings.trimSilence, (index) => step('reading', index));
  const source = sourceFormatOf(book, clips);
  const groups = rateGroups(settings, source.sampleRate, source.channels);
  if (groups.length === 0) throw new Error('Choose at least one thing to export: chapter files, an M4B or a book MP3.');
  total += (settings.loudness === 'none' ? 0 : chapters) + chapters * groups.length;
  const layouts = groups.map((group) => layoutFor(book, clips, group, acx));

  // One plan per chapter, made at the first pass's rate (a gain in dB and a ceiling hold at any
  // rate), while that pass writes: each lane measures its next chapter as it writes one.
  const planner = new PlanAhead(layouts[0]!, settings.loudness, anyLossy(settings), (index) => step('measuring', index));

  const titles = book.chapters.map((chapter) => chapter.title);
  const cores = availableParallelism();
  const chapterFormat = chapterFormatOf(settings, source.sampleRate, source.channels);
  let measured: ChapterMeasures[] | null = null;
  let bookLayout: BookLayout | null = null;
  for (const [g, group] of groups.entries()) {
    const layout = layouts[g]!;
    const facts: BookFileFacts = { layout, titles, metadata: book.metadata, cover: book.cover };
    // Lanes where there are two cores or more (lanes.ts), unless the book MP3 (one LAME stream), room tone in the
    // pauses (no silence to join the M4B's halves in) or Opus chapter files (opusscript allows one
    // encoder per thread: audio-export/opus-encoder.ts) keep the pass in one.
    const opus = group.chapterFiles && chapterFormat?.format === 'opus';
    const lanes = planLanes(layout, group.bookMp3 || (acx && group.m4b) || opus ? 1 : cores, group.m4b);
    const opened: Array<{ finish: () => Promise<void>; abandon: () => Promise<void> }> = [];
    const bookSinks: AudioSink[][] = lanes.map(() => []);
    try {
      if (group.m4b && paths.m4b) {
        const sink = await M4bSink.open(paths.m4b, layout, settings.m4bKbps, lanes, paths.m4bLanes);
        opened.push({ finish: () => sink.finish(facts), abandon: () => sink.abandon() });
        lanes.forEach((_, k) => bookSinks[k]!.push(sink.lane(k)));
      }
      if (group.bookMp3 && paths.bookMp3) {
        const sink = await Mp3Sink.book(paths.bookMp3, facts, settings.mp3Kbps);
        opened.push({ finish: () => sink.finish(layout.totalFrames), abandon: () => sink.abandon() });
        bookSinks[0]!.push(sink);
      }
      const chapterPaths = group.chapterFiles && chapterFormat ? paths.chapters : null;
      const openChapter = chapterPaths
        ? (index: number) =>
            openChapterFile({
              ...chapterFormat!,
              path: chapterPaths[index]!,
              title: titles[index]!,
              index,
              count: chapters,
              metadata: book.metadata,
              cover: book.cover,
            })
        : null;
      const options = {
        planOf: (index: number) => planner.plan(index),
        roomTone: acx,
        onChapter: (index: number) => step('writing', index),
      };
      const measures = (
        await Promise.all(lanes.map((lane, k) => renderLane({ layout, book: bookSinks[k]!, openChapter }, options, lane)))
      ).flat();
      for (const output of opened) await output.finish();
      measured ??= measures;
      if (group.m4b || group.bookMp3) bookLayout ??= layout;
    } catch (error) {
      for (const output of opened) await output.abandon().catch(() => undefined);
      throw error;
    }
  }

  writeSubtitles(job, layouts, groups, bookLayout);
  const reportLayout = bookLayout ?? layouts[0]!;
  return chapterReports(settings.loudness, reportLayout, measured!, groups[0]!.chapterFiles ? 'chapterFiles' : 'bookFile');
}

/** SRT or WebVTT beside each chapter file (timed to its pass's layout) and beside the book file(s). */
function writeSubtitles(job: BookJob, layouts: BookLayout[], groups: RateGroup[], bookLayout: BookLayout | null): void {
  const format = job.settings.subtitles;
  if (format === 'none') return;
  const chapterLayout = layouts[groups.findIndex((g) => g.chapterFiles)];
  job.paths.chapterSubtitles?.forEach((path, index) => {
    if (!chapterLayout) return;
    writeFileSync(path, subtitleText(chapterCues(chapterLayout.chapters[index]!, chapterLayout.sampleRate), format), { flag: 'wx' });
  });
  if (job.paths.bookSubtitles && bookLayout)
    writeFileSync(job.paths.bookSubtitles, subtitleText(bookCues(bookLayout), format), { flag: 'wx' });
}
