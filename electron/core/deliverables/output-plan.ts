import { outputChannelsFor, outputRateFor } from '../audio-export';
import type { ExportFormat } from '../../../shared/model/audio-export';
import { acxMp3, type DeliverableSettings } from '../../../shared/model/deliverables';
import { aacRateFor } from './outputs/book-sinks';

/**
 * Which outputs are written at which rate: one render pass per rate and channel count, feeding
 * every output of that format (an M4B and a book MP3 of a 22.05 kHz book share one pass; ACX's
 * 44.1 kHz chapter MP3s get their own).
 */

export type JobSettings = Pick<
  DeliverableSettings,
  'chapterFormat' | 'm4b' | 'm4bKbps' | 'bookMp3' | 'mp3Kbps' | 'loudness' | 'trimSilence' | 'subtitles'
>;

export interface RateGroup {
  sampleRate: number;
  channels: number;
  m4b: boolean;
  bookMp3: boolean;
  chapterFiles: boolean;
}

export interface ChapterFormat {
  format: ExportFormat;
  sampleRate: number;
  channels: number;
  mp3Kbps: DeliverableSettings['mp3Kbps'] | 192;
}

/** The chapter files' format at a source's rate and channels (ACX: MP3 at 192 kbit/s, 44.1 kHz). */
export function chapterFormatOf(settings: JobSettings, sourceRate: number, sourceChannels: number): ChapterFormat | null {
  const format = settings.chapterFormat;
  if (!format) return null;
  const acx = settings.loudness === 'acx' && format === 'mp3';
  return {
    format,
    sampleRate: acx ? acxMp3.sampleRate : outputRateFor(format, sourceRate),
    channels: outputChannelsFor(format, sourceChannels),
    mp3Kbps: acx ? acxMp3.kbps : settings.mp3Kbps,
  };
}

export function rateGroups(settings: JobSettings, sourceRate: number, sourceChannels: number): RateGroup[] {
  const groups: RateGroup[] = [];
  const groupAt = (sampleRate: number, channels: number) => {
    let group = groups.find((g) => g.sampleRate === sampleRate && g.channels === channels);
    if (!group) {
      group = { sampleRate, channels, m4b: false, bookMp3: false, chapterFiles: false };
      groups.push(group);
    }
    return group;
  };
  const chapters = chapterFormatOf(settings, sourceRate, sourceChannels);
  // The chapter files' pass first: the report's measures are theirs when there are any.
  if (chapters) groupAt(chapters.sampleRate, chapters.channels).chapterFiles = true;
  const bookChannels = Math.min(2, sourceChannels);
  if (settings.m4b) groupAt(aacRateFor(sourceRate), bookChannels).m4b = true;
  if (settings.bookMp3) groupAt(outputRateFor('mp3', sourceRate), bookChannels).bookMp3 = true;
  return groups;
}

/** Whether any output is lossy, so limiting aims under the codec's overshoot. */
export function anyLossy(settings: JobSettings): boolean {
  return (
    settings.m4b ||
    settings.bookMp3 ||
    settings.chapterFormat === 'mp3' ||
    settings.chapterFormat === 'opus' ||
    settings.chapterFormat === 'phone'
  );
}
