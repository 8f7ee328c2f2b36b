import type { StudioError } from '../../../../shared/contract';
import type { HistoryItem } from '../../../../shared/model/history';
import { defaultFileNameTemplate, type ExportFileReport, type ExportSettings } from '../../../../shared/model/audio-export';
import { i18n } from '../../i18n/instance';
import { sliceSetter, useStudioStore } from '../../store';
import { activeStudio } from '../../transport';
import type { HistoryNotice } from './history-slice';

const setHistory = sliceSetter('history');
const notify = (notice: HistoryNotice) => setHistory({ notice });
const isDesktop = () => useStudioStore.getState().app.transport === 'ipc';

/** The export dialog's labels by the contract's input path: a refused field is named by what it shows. */
const exportFieldKeys = {
  template: 'history.export.template',
  directory: 'history.export.folder',
  format: 'history.export.format',
  mp3Kbps: 'history.export.bitrate',
  loudness: 'history.export.loudness',
  trimSilence: 'history.export.trim',
} as const;

/** A refused export: the field's own sentence where there is one, else the field named by its label. */
function refusalNotice(error: StudioError): HistoryNotice {
  const own = error.field && `history.export.bad.${error.field}`;
  if (own && i18n.exists(own)) return { tone: 'error', key: own };
  return { tone: 'error', key: 'history.export.refused', error, fieldKeys: exportFieldKeys };
}

/**
 * Starts dragging rows out of the window. Desktop: the core resolves the ids to files it owns and
 * starts a native drag (the HTML5 drag is cancelled). Web mode: the dragged row alone is offered
 * to the browser as a download (Chromium's DownloadURL drag) from the URL the core gave it, which
 * is all a page can do.
 */
export function startRowDrag(
  event: DragEvent | React.DragEvent,
  ids: string[],
  dragged: Pick<HistoryItem, 'id' | 'audioUrl'>,
  fileName: string | null,
  origin: string,
): void {
  if (isDesktop()) {
    event.preventDefault();
    void activeStudio()
      .audioExport.startDrag({ ids, template: defaultFileNameTemplate })
      .then((result) => {
        if (!result.ok) notify({ tone: 'error', key: `errors.${result.error.code}` });
      });
    return;
  }
  if (!event.dataTransfer) return;
  const url = new URL(dragged.audioUrl, origin).href;
  event.dataTransfer.effectAllowed = 'copy';
  event.dataTransfer.setData('DownloadURL', `audio/wav:${fileName ?? `${dragged.id}.wav`}:${url}`);
  event.dataTransfer.setData('text/uri-list', url);
}

/** Desktop: the system save dialog then a copy. Web mode: a download link named by the template. */
export async function saveEntryAs(id: string): Promise<void> {
  if (isDesktop()) {
    const result = await activeStudio().audioExport.saveAs({ id, template: defaultFileNameTemplate });
    if (!result.ok) notify({ tone: 'error', key: `errors.${result.error.code}` });
    else if (result.value.savedTo) {
      const notice = result.value.report && reportNotice(result.value.report);
      notify(notice ?? { tone: 'info', key: 'history.export.saved', values: { path: result.value.savedTo } });
    }
    return;
  }
  // The core encodes the clip in the remembered format and offers it at a same-origin URL.
  const prepared = await activeStudio().audioExport.prepareDownload({ id, template: defaultFileNameTemplate });
  if (!prepared.ok) {
    notify({ tone: 'error', key: `errors.${prepared.error.code}` });
    return;
  }
  const notice = prepared.value.report && reportNotice(prepared.value.report);
  if (notice) notify(notice);
  const link = document.createElement('a');
  link.href = prepared.value.url;
  link.download = prepared.value.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** A fallback to WAV is an error the user must see; a trim is worth a line too. */
function reportNotice(report: ExportFileReport): HistoryNotice | null {
  if (report.fellBackToWav)
    return { tone: 'error', key: 'history.export.fellBack', values: { name: report.name, reason: report.fellBackToWav.reason } };
  if (report.trimmedMs) {
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    return {
      tone: 'info',
      key: 'history.export.trimmed',
      values: { name: report.name, start: seconds(report.trimmedMs.start), end: seconds(report.trimmedMs.end) },
    };
  }
  return null;
}

/**
 * Bulk export; progress arrives as audioExport.exportProgress events. Resolves null when it ran (the
 * outcome goes to the History screen), or the refusal for the dialog to show where the user is
 * looking (a cancel is no refusal: nothing to show).
 */
export async function exportEntries(
  ids: string[],
  template: string,
  directory: string | null,
  settings?: ExportSettings,
): Promise<HistoryNotice | 'cancelled' | null> {
  const exportId = `export-${Date.now()}`;
  setHistory({ exportProgress: { exportId, done: 0, total: ids.length } });
  const result = await activeStudio().audioExport.exportToFolder({
    ids,
    template,
    exportId,
    ...(directory ? { directory } : {}),
    ...(settings ? { settings } : {}),
  });
  setHistory({ exportProgress: null });
  if (!result.ok) {
    if (result.error.code === 'CANCELLED') return 'cancelled';
    return refusalNotice(result.error);
  }
  const { written, failed, directory: where, reports } = result.value;
  const fallback = reports?.find((report) => report.fellBackToWav);
  const fallbackNotice = fallback && reportNotice(fallback);
  if (fallbackNotice) {
    notify(fallbackNotice);
    return null;
  }
  notify(
    failed.length > 0
      ? { tone: 'error', key: 'history.export.partial', values: { written: written.length, failed: failed.length, directory: where } }
      : { tone: 'info', key: 'history.export.done', values: { count: written.length, directory: where } },
  );
  return null;
}
