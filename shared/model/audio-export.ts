/**
 * How audio leaves the studio: the file format, the MP3 bitrate, loudness finishing and silence
 * trimming. One set of choices per profile, remembered between exports.
 */

/** `phone` is 8 kHz μ-law WAV, the format telephone voice agents play. */
export const exportFormats = ['wav', 'mp3', 'opus', 'flac', 'phone'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const mp3Bitrates = [64, 96, 128, 160, 192, 256, 320] as const;
export type Mp3Bitrate = (typeof mp3Bitrates)[number];

/** Integrated loudness targets in LUFS: −16 (podcasts, web), −19 (mono speech), −23 (EBU R128 broadcast). */
export const loudnessTargets = [-16, -19, -23] as const;
export type LoudnessTarget = (typeof loudnessTargets)[number];

/** The true-peak ceiling every finished file keeps below (dBTP). */
export const truePeakCeilingDb = -1;

export interface ExportSettings {
  format: ExportFormat;
  mp3Kbps: Mp3Bitrate;
  /** Null: the level is left as generated. */
  loudness: LoudnessTarget | null;
  /** Cut leading and trailing silence from the exported copy (the cached clip is never changed). */
  trimSilence: boolean;
}

export const defaultExportSettings: ExportSettings = { format: 'wav', mp3Kbps: 128, loudness: null, trimSilence: false };

const extensions: Record<ExportFormat, string> = { wav: 'wav', mp3: 'mp3', opus: 'opus', flac: 'flac', phone: 'wav' };
const mimeTypes: Record<ExportFormat, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  opus: 'audio/ogg',
  flac: 'audio/flac',
  phone: 'audio/wav',
};

export function fileExtensionOf(format: ExportFormat): string {
  return extensions[format];
}

export function mimeTypeOf(format: ExportFormat): string {
  return mimeTypes[format];
}

/** True when an export with these settings is a plain copy of the cached WAV. */
export function isPlainCopy(settings: ExportSettings): boolean {
  return settings.format === 'wav' && settings.loudness === null && !settings.trimSilence;
}

/** What happened to one exported file beyond the copy itself, for the user to see. */
export interface ExportFileReport {
  name: string;
  /** The encoder failed: the file was written as WAV instead; the reason says why. */
  fellBackToWav?: { reason: string };
  /** Silence cut from the start and the end of the exported copy, in milliseconds. */
  trimmedMs?: { start: number; end: number };
  /** Measured integrated loudness before finishing and the gain applied (dB). */
  loudness?: { measuredLufs: number; gainDb: number };
}

/** Subtitles written beside a long script's joined render: none, SubRip (.srt) or WebVTT (.vtt). */
export const subtitleChoices = ['none', 'srt', 'vtt'] as const;
export type SubtitleChoice = (typeof subtitleChoices)[number];

/** The placeholders a file-name template of exported clips may use. */
export const fileNameFields = ['dialect', 'voice', 'first words', 'date', 'id'] as const;
export const defaultFileNameTemplate = '{dialect}_{voice}_{first words}_{date}';

/** How far an export to a folder (clips, or a joined render) has come. */
export interface ExportProgress {
  exportId: string;
  done: number;
  total: number;
}

/** What exporting cached clips into a folder wrote there, and what it could not. */
export interface ExportOutcome {
  exportId: string;
  directory: string;
  /** Names of the files written, in the order of the ids. */
  written: string[];
  failed: Array<{ id: string; code: string; message: string }>;
  /** Files whose export did more than copy (finished, trimmed) or fell back to WAV. */
  reports?: ExportFileReport[];
}

export interface SaveAsOutcome {
  /** Null when the user closed the dialog. */
  savedTo: string | null;
  report?: ExportFileReport;
}
