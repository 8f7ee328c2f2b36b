import { basename, extname } from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract/errors';
import type { ExportFileReport, ExportSettings, SubtitleChoice } from '../../../shared/model/audio-export';
import { safeFileBase } from '../fs';
import { getPiece, joinedPieceFile } from '../script';
import type { ProfileSession } from '../session';
import { fitCues, pieceCues, subtitleText, type Cue, type WrittenAudio } from '../subtitles';
import { exportClip } from './export-clip';
import { writeTextExportFile } from './export-file';
import { WavFileReader } from './wav-stream';

/**
 * A long script's joined render leaves the studio as clips do: the join (script/piece-audio.ts,
 * the file the player plays) is the export's one source, so every format, loudness and the trim
 * apply to the render as a whole, and the same atomic writer places it. Subtitles are timed to the
 * audio actually written: what trimming cut from the start moves every cue, and no cue outlasts
 * the file.
 */

export interface PieceExportRequest {
  pieceId: string;
  /** An existing folder the caller checked (or made: downloads, drags). */
  directory: string;
  /** The audio file's name without its extension; the piece's name, cleaned, when not given. */
  baseName?: string | undefined;
  settings: ExportSettings;
  subtitles: SubtitleChoice;
  onProgress?: ((done: number, total: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

export interface PieceWritten {
  audio: string;
  subtitles: string | null;
  /** Only when the export did more than copy (finished, trimmed) or fell back to WAV. */
  report: ExportFileReport | null;
}

/** The file name a joined render is offered under: its piece's name, made safe for every disk. */
export const pieceFileBase = (name: string): string => safeFileBase(name);

/** The subtitle file beside `audioName`: the same name with the subtitle format's extension. */
const subtitleNameOf = (audioName: string, format: 'srt' | 'vtt') => `${basename(audioName, extname(audioName))}.${format}`;

function wavLengthMs(path: string): Result<number> {
  const reader = WavFileReader.open(path);
  if (!reader.ok) return reader;
  try {
    return ok((reader.value.format.frames / reader.value.format.sampleRate) * 1000);
  } finally {
    reader.value.close();
  }
}

export async function exportPiece(session: ProfileSession, request: PieceExportRequest): Promise<Result<PieceWritten>> {
  const piece = getPiece(session.cache, request.pieceId);
  if (!piece) return fail('NOT_FOUND', 'This long script no longer exists.', { field: 'pieceId' });
  if (!piece.audioUrl)
    return fail('NOT_FOUND', 'Not every part of this long script has been generated yet: generate the rest, then export.', {
      messageKey: 'pieceExport.errors.incomplete',
    });
  const joined = await joinedPieceFile(session, piece.id);
  if (!joined.ok) return joined;
  // Timed before anything is written, so a render whose subtitles cannot be made leaves no files.
  let cues: Cue[] | null = null;
  if (request.subtitles !== 'none') {
    const timed = await pieceCues(session, piece.id, 'sentence');
    if (!timed.ok) return timed;
    cues = timed.value.cues;
  }
  const exported = await exportClip({
    sources: [joined.value.path],
    directory: request.directory,
    baseName: request.baseName ?? pieceFileBase(piece.name),
    settings: request.settings,
    title: piece.name,
    artist: piece.voiceName ?? '',
    onProgress: request.onProgress,
    signal: request.signal,
  });
  if (!exported.ok) return exported;
  const { name, report, job } = exported.value;
  const noteworthy = job && (report.fellBackToWav || report.trimmedMs || report.loudness) ? report : null;
  if (request.subtitles === 'none' || !cues) return ok({ audio: name, subtitles: null, report: noteworthy });

  let written: WrittenAudio;
  if (job) written = { trimmedStartMs: job.trimmedMs?.start ?? 0, durationMs: job.durationMs };
  else {
    const length = wavLengthMs(joined.value.path);
    if (!length.ok) return length;
    written = { trimmedStartMs: 0, durationMs: length.value };
  }
  const text = subtitleText(fitCues(cues, written), request.subtitles);
  const placed = await writeTextExportFile(request.directory, subtitleNameOf(name, request.subtitles), text);
  // The audio is there and stays: the message says so, and what went wrong with the subtitles.
  if (!placed.ok)
    return fail(placed.error.code, `${name} was saved, but its subtitles were not: ${placed.error.message}`, {
      messageKey: 'pieceExport.errors.subtitlesNotSaved',
    });
  return ok({ audio: name, subtitles: placed.value, report: noteworthy });
}
