import {
  presetLimits,
  type BookExportReport,
  type ChapterMeasures,
  type LoudnessPreset,
  type MeasureMiss,
} from '../../../shared/model/deliverables';
import type { BookLayout } from './layout';

/**
 * The export report: each chapter's place in the book (from the samples written), its levels as
 * written, and what it misses of the preset's limits. A chapter that misses is said so, never
 * hidden: a near-silent chapter cannot reach ACX's RMS without lifting its noise, for instance.
 */

/** The preset's limits a chapter's measures miss. */
export function missesOf(preset: LoudnessPreset, measures: ChapterMeasures, layout: BookLayout, index: number): MeasureMiss[] {
  const misses: MeasureMiss[] = [];
  const over = (value: number | null, limit: number) => value !== null && value > limit;
  if (preset === 'podcast' || preset === 'broadcast') {
    const limits = presetLimits[preset];
    if (measures.lufs === null || Math.abs(measures.lufs - limits.lufs) > limits.toleranceLu) misses.push('loudness');
    if (over(measures.truePeakDb, limits.truePeakDb)) misses.push('truePeak');
  }
  if (preset === 'acx') {
    const limits = presetLimits.acx;
    if (measures.rmsDb === null || measures.rmsDb < limits.rmsMinDb || measures.rmsDb > limits.rmsMaxDb) misses.push('rms');
    if (over(measures.peakDb, limits.peakDb)) misses.push('peak');
    if (over(measures.noiseFloorDb, limits.noiseFloorDb)) misses.push('noiseFloor');
    const chapter = layout.chapters[index]!;
    // ACX: 0.5–1 s of room tone at the head, 1–5 s at the tail.
    const seconds = (frames: number) => frames / layout.sampleRate;
    if (
      seconds(chapter.headFrames) < 0.5 ||
      seconds(chapter.headFrames) > 1 ||
      seconds(chapter.tailFrames) < 1 ||
      seconds(chapter.tailFrames) > 5
    )
      misses.push('roomTone');
  }
  return misses;
}

export function chapterReports(
  preset: LoudnessPreset,
  layout: BookLayout,
  measures: readonly ChapterMeasures[],
  measuredOn: BookExportReport['measuredOn'],
): BookExportReport {
  const ms = (frames: number) => Math.round((frames / layout.sampleRate) * 1000 * 1000) / 1000;
  const chapters = layout.chapters.map((chapter, index) => ({
    title: chapter.title,
    startMs: ms(layout.starts[index]!),
    durationMs: ms(chapter.frames),
    measures: measures[index]!,
    misses: missesOf(preset, measures[index]!, layout, index),
  }));
  return {
    preset,
    durationMs: ms(layout.totalFrames),
    chapters,
    missedChapters: chapters.filter((chapter) => chapter.misses.length > 0).length,
    measuredOn,
  };
}
