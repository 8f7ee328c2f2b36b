import type { Result, StudioError } from '../../../shared/contract';
import type { ExportFileReport, ExportSettings, PieceDownload, SubtitleChoice } from '../../../shared/model/audio-export';
import type { ScriptPiece } from '../../../shared/model/script';
import type { Notice } from '../i18n/notice';
import { useStudioStore } from '../store';
import { activeStudio } from '../transport';

/**
 * Exporting a long script's joined render from any screen: the core does the work (the join is the
 * export's source, subtitles are timed to the audio written); these calls turn its answers into
 * what the dialog shows — a notice kept as data (translated when shown) or download links.
 */

export interface PieceChoices {
  settings: ExportSettings;
  subtitles: SubtitleChoice;
}

export type PieceExportShown = { notice: Notice; downloads?: PieceDownload } | { notice: null };

const isDesktop = () => useStudioStore.getState().app.transport === 'ipc';

/** A refusal naming the folder gets the folder's own sentence; anything else the core's reason. */
export function failureNotice(error: StudioError): Notice {
  if (error.field === 'directory') return { tone: 'error', key: 'pieceExport.errors.directory' };
  return { tone: 'error', key: 'pieceExport.failed', error };
}

/** A fallback to WAV is an error the user must see; a trim is worth a line too (the clips' wording). */
function reportNotice(report: ExportFileReport | undefined): Notice | null {
  if (report?.fellBackToWav)
    return { tone: 'error', key: 'history.export.fellBack', values: { name: report.name, reason: report.fellBackToWav.reason } };
  if (report?.trimmedMs) {
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    return {
      tone: 'info',
      key: 'history.export.trimmed',
      values: { name: report.name, start: seconds(report.trimmedMs.start), end: seconds(report.trimmedMs.end) },
    };
  }
  return null;
}

const namesOf = (...names: Array<string | null | undefined>) => names.filter((name): name is string => !!name).join(', ');

function shown<T>(result: Result<T>, notice: (value: T) => Notice | null, downloads?: (value: T) => PieceDownload): PieceExportShown {
  if (!result.ok) return result.error.code === 'CANCELLED' ? { notice: null } : { notice: failureNotice(result.error) };
  const said = notice(result.value);
  if (!said) return { notice: null };
  return downloads ? { notice: said, downloads: downloads(result.value) } : { notice: said };
}

/** Into a folder: the one typed (web mode) or the system dialog's (desktop, `directory` null). */
export async function exportPieceToFolder(
  pieceId: string,
  directory: string | null,
  choices: PieceChoices,
  exportId: string,
): Promise<PieceExportShown> {
  const result = await activeStudio().audioExport.exportPiece({ pieceId, ...choices, exportId, ...(directory ? { directory } : {}) });
  return shown(
    result,
    (value) =>
      reportNotice(value.report) ?? {
        tone: 'info',
        key: 'pieceExport.done',
        values: { directory: value.directory, names: namesOf(value.audio, value.subtitles) },
      },
  );
}

/** Desktop: the system save dialog, then the audio there and its subtitles beside it. */
export async function savePieceAs(pieceId: string, choices: PieceChoices): Promise<PieceExportShown> {
  const result = await activeStudio().audioExport.savePieceAs({ pieceId, ...choices });
  return shown(result, (value) =>
    value.savedTo === null
      ? null
      : (reportNotice(value.report) ?? {
          tone: 'info',
          key: 'pieceExport.saved',
          values: { names: namesOf(value.savedTo, value.subtitlesTo) },
        }),
  );
}

/** Web mode: the core exports the files and offers each at a same-origin URL for a download link. */
export async function downloadPiece(pieceId: string, choices: PieceChoices): Promise<PieceExportShown> {
  const result = await activeStudio().audioExport.preparePieceDownload({ pieceId, ...choices });
  return shown(
    result,
    (value) => reportNotice(value.report) ?? { tone: 'info', key: 'pieceExport.ready' },
    (value) => value,
  );
}

/**
 * Drags the joined render out of the window. Desktop: the core exports it in the remembered format
 * and starts a native drag of the files (the HTML5 drag is cancelled). Web mode: the joined WAV is
 * offered to the browser as a download (Chromium's DownloadURL drag), which is all a page can do.
 */
export function startPieceDrag(
  event: React.DragEvent,
  piece: Pick<ScriptPiece, 'id' | 'name' | 'audioUrl'>,
  onFailure: (notice: Notice) => void,
): void {
  if (!piece.audioUrl) return;
  if (isDesktop()) {
    event.preventDefault();
    void activeStudio()
      .audioExport.startPieceDrag({ pieceId: piece.id })
      .then((result) => {
        if (!result.ok) onFailure(failureNotice(result.error));
      });
    return;
  }
  const url = new URL(piece.audioUrl, window.location.origin).href;
  event.dataTransfer.effectAllowed = 'copy';
  // The drag's format is "type:name:url": a colon (or a separator) in the name would cut it.
  event.dataTransfer.setData('DownloadURL', `audio/wav:${piece.name.replace(/[:/\\]/gu, '-')}.wav:${url}`);
  event.dataTransfer.setData('text/uri-list', url);
}
