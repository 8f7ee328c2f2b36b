import type { ExportFormat, Mp3Bitrate, SubtitleChoice } from './audio-export';

/**
 * Deliverables of a whole project (issue 31): one file per chapter, and/or the whole book as an M4B
 * audiobook (AAC in MP4 with chapter marks) and/or one MP3 with ID3v2 chapters; tagged, with a
 * cover, at a platform's loudness, with subtitles per chapter and for the book. Plain data: it
 * crosses the contract.
 */

/**
 * Loudness presets, each applied to every chapter on its own (a chapter is a file on every platform
 * that measures per file, and the whole book then lands on the target too):
 * - podcast: −16 LUFS integrated, true peak ≤ −1 dBTP;
 * - broadcast: −23 LUFS (EBU R128), true peak ≤ −1 dBTP;
 * - acx (ACX/Audible): RMS between −23 and −18 dBFS, peak ≤ −3 dBFS, noise floor ≤ −60 dBFS, with
 *   room tone at the head and tail of every chapter.
 */
export const loudnessPresets = ['none', 'podcast', 'broadcast', 'acx'] as const;
export type LoudnessPreset = (typeof loudnessPresets)[number];

/**
 * AAC bitrates offered for the M4B. Not below 64 kbit/s: libavcodec's encoder at 32–48 kbit/s
 * decodes with peaks 3 dB over its input, past any preset's true-peak ceiling.
 */
export const aacBitrates = [64, 96, 128, 160] as const;
export type AacBitrate = (typeof aacBitrates)[number];

/** The limits each preset is judged by, on the audio as the encoded file decodes. */
export const presetLimits = {
  podcast: { lufs: -16, toleranceLu: 1, truePeakDb: -1 },
  broadcast: { lufs: -23, toleranceLu: 0.5, truePeakDb: -1 },
  // Room tone: ACX asks for 0.5–1 s at a chapter's head and 1–5 s at its tail.
  acx: { rmsMinDb: -23, rmsMaxDb: -18, peakDb: -3, noiseFloorDb: -60, headMs: 750, tailMs: 3 * 1000 },
} as const;

/** ACX/Audible asks for MP3 at 192 kbit/s CBR, 44.1 kHz: the preset writes chapter MP3s so. */
export const acxMp3 = { kbps: 192, sampleRate: 44_100 } as const;

export interface BookMetadata {
  title: string;
  subtitle: string;
  author: string;
  narrator: string;
  publisher: string;
  /** Four digits, or empty. */
  year: string;
  /** ISO 639 code (`ar`, `en`, `ara`…), or empty. */
  language: string;
  description: string;
}

export const emptyBookMetadata: BookMetadata = {
  title: '',
  subtitle: '',
  author: '',
  narrator: '',
  publisher: '',
  year: '',
  language: '',
  description: '',
};

/** A cover image the core checked and keeps with the project's export choices. */
export interface CoverInfo {
  fileName: string;
  mimeType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  bytes: number;
}

/** The default chapter file name: number and title (`{book}` is the project's title). */
export const defaultChapterTemplate = '{n} {chapter}';

export interface DeliverableSettings {
  /** One file per chapter in this format; null: no chapter files. */
  chapterFormat: ExportFormat | null;
  /** Chapter file names: `{n}` (zero-padded number), `{chapter}` (title), `{book}`. */
  fileNameTemplate: string;
  m4b: boolean;
  m4bKbps: AacBitrate;
  /** The whole book as one MP3 with ID3v2 CHAP/CTOC chapters. */
  bookMp3: boolean;
  /** MP3 bitrate of chapter files and of the book MP3. */
  mp3Kbps: Mp3Bitrate;
  loudness: LoudnessPreset;
  /** Cut each block's leading and trailing silence before the pauses are put between blocks. */
  trimSilence: boolean;
  /** Subtitles beside every chapter file and beside the book file(s). */
  subtitles: SubtitleChoice;
  metadata: BookMetadata;
  cover: CoverInfo | null;
}

export const defaultDeliverableSettings: DeliverableSettings = {
  chapterFormat: 'mp3',
  fileNameTemplate: defaultChapterTemplate,
  m4b: true,
  // 96, not 64: libavcodec's AAC encoder (twoloop) searches hard to fit speech into 64 kbit/s and
  // stops early when bits are to spare, so 96 kbit/s is both cleaner and far cheaper to encode;
  // bench/aac-encoder.bench.ts prints CPU per book-hour and SNR at each offered rate.
  m4bKbps: 96,
  bookMp3: false,
  mp3Kbps: 128,
  loudness: 'none',
  trimSilence: false,
  subtitles: 'none',
  metadata: emptyBookMetadata,
  cover: null,
};

/** A measure a chapter missed, by the preset's limits. */
export const measureMisses = ['loudness', 'truePeak', 'rms', 'peak', 'noiseFloor', 'roomTone'] as const;
export type MeasureMiss = (typeof measureMisses)[number];

/** A chapter's levels as written (dB; −Infinity is sent as null). */
export interface ChapterMeasures {
  lufs: number | null;
  truePeakDb: number | null;
  rmsDb: number | null;
  peakDb: number | null;
  /** The quietest 500 ms (RMS, dBFS): the noise floor ACX judges. */
  noiseFloorDb: number | null;
}

export interface ChapterReport {
  title: string;
  /** Where the chapter starts in the book file(s), ms, from the samples written. */
  startMs: number;
  durationMs: number;
  measures: ChapterMeasures;
  misses: MeasureMiss[];
}

export interface BookExportReport {
  preset: LoudnessPreset;
  durationMs: number;
  chapters: ChapterReport[];
  /** Chapters with at least one miss. */
  missedChapters: number;
  /** What the measures were taken on: the chapter files' audio, else the book file's. */
  measuredOn: 'chapterFiles' | 'bookFile';
}

/** What an export wrote into its folder. */
export interface BookExportOutcome {
  directory: string;
  /** Names written, in order: chapter files (and their subtitles), then the book files. */
  files: string[];
  report: BookExportReport;
}

/** Web mode: a project's deliverables offered to the page, each file at a same-origin URL of its own. */
export interface BookDownload {
  files: Array<{ url: string; name: string }>;
  report: BookExportReport;
}

export const bookExportStages = ['reading', 'measuring', 'writing', 'placing'] as const;
export type BookExportStage = (typeof bookExportStages)[number];

/**
 * Progress of one export, per chapter: reading the clips, measuring (with a preset), writing (once
 * per output rate), then naming the files; `done` of `total` steps over all stages.
 */
export interface BookExportProgress {
  exportId: string;
  stage: BookExportStage;
  /** 0-based chapter the stage is at (the file, while placing). */
  chapter: number;
  chapters: number;
  done: number;
  total: number;
}
