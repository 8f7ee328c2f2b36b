import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultExportSettings,
  subtitleChoices,
  type ExportSettings,
  type PieceDownload,
  type SubtitleChoice,
} from '../../../shared/model/audio-export';
import type { ScriptPiece } from '../../../shared/model/script';
import { noticeText, type Notice } from '../i18n/notice';
import { useStudioStore } from '../store';
import { activeStudio } from '../transport';
import { Dialog } from '../ui';
import { ExportSettingsFields } from './ExportSettingsFields';
import { downloadPiece, exportPieceToFolder, savePieceAs, type PieceChoices, type PieceExportShown } from './piece-export-actions';
import './export.css';

type Action = 'folder' | 'saveAs' | 'download';

/**
 * Export of a long script's joined render: the clips' format, loudness and trim choices, and
 * subtitles written beside the audio. Desktop: Save as… and Export to folder… (the system's
 * dialogs); web mode: a typed folder and downloads. What happened is said inside the dialog, where
 * the user is looking, and stays until the next export.
 */
export function PieceExportDialog({
  piece,
  open,
  onOpenChange,
}: {
  piece: Pick<ScriptPiece, 'id' | 'name'>;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const desktop = useStudioStore((s) => s.app.transport === 'ipc');
  const [settings, setSettings] = useState<ExportSettings>(defaultExportSettings);
  const [subtitles, setSubtitles] = useState<SubtitleChoice>('none');
  const [directory, setDirectory] = useState('');
  const [running, setRunning] = useState<{ exportId: string; done: number; total: number } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [downloads, setDownloads] = useState<PieceDownload | null>(null);
  const ids = { subtitles: useId(), subtitlesHelp: useId(), folder: useId(), status: useId() };
  const folderRef = useRef<HTMLInputElement>(null);

  // The profile's remembered choices, read each time the dialog opens.
  useEffect(() => {
    if (!open) return;
    void activeStudio()
      .audioExport.getSettings({})
      .then((result) => result.ok && setSettings(result.value));
  }, [open]);

  // This export's progress (the core reports every export's under its id).
  const exportId = running?.exportId;
  useEffect(() => {
    if (!exportId) return;
    return activeStudio().events.on('audioExport.exportProgress', (progress) => {
      if (progress.exportId === exportId) setRunning(progress);
    });
  }, [exportId]);

  const change = (patch: Partial<ExportSettings>) => {
    setNotice(null);
    setSettings((current) => ({ ...current, ...patch }));
  };

  const run = async (action: Action) => {
    const choices: PieceChoices = { settings, subtitles };
    const id = `piece-export-${Date.now()}`;
    void activeStudio().audioExport.saveSettings(settings);
    setNotice(null);
    setDownloads(null);
    setRunning({ exportId: id, done: 0, total: 1 });
    let result: PieceExportShown;
    if (action === 'saveAs') result = await savePieceAs(piece.id, choices);
    else if (action === 'download') result = await downloadPiece(piece.id, choices);
    else result = await exportPieceToFolder(piece.id, desktop ? null : directory.trim(), choices, id);
    setRunning(null);
    setNotice(result.notice);
    if ('downloads' in result && result.downloads) setDownloads(result.downloads);
    if (result.notice?.key === 'pieceExport.errors.directory') folderRef.current?.focus();
  };

  const busy = running !== null;
  const folderFault = notice?.key === 'pieceExport.errors.directory';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setNotice(null);
          setDownloads(null);
        }
        onOpenChange(next);
      }}
      title={t('pieceExport.title')}
      description={t('pieceExport.description', { name: piece.name })}
    >
      {/* noValidate: the core checks the folder and says what is wrong with it. */}
      <form
        className="export-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run('folder');
        }}
      >
        <ExportSettingsFields settings={settings} onChange={change} />
        <div className="export-field">
          <label htmlFor={ids.subtitles}>{t('pieceExport.subtitles')}</label>
          <select
            id={ids.subtitles}
            aria-describedby={ids.subtitlesHelp}
            value={subtitles}
            data-testid="export-subtitles"
            onChange={(e) => {
              setNotice(null);
              setSubtitles(e.target.value as SubtitleChoice);
            }}
          >
            {subtitleChoices.map((choice) => (
              <option key={choice} value={choice}>
                {t(`pieceExport.subtitleChoices.${choice}`)}
              </option>
            ))}
          </select>
          <small id={ids.subtitlesHelp}>{t('pieceExport.subtitlesHelp')}</small>
        </div>
        {!desktop && (
          <div className="export-field">
            <label htmlFor={ids.folder}>{t('pieceExport.folder')}</label>
            <input
              id={ids.folder}
              ref={folderRef}
              dir="ltr"
              value={directory}
              maxLength={4096}
              aria-invalid={folderFault || undefined}
              aria-describedby={folderFault ? ids.status : undefined}
              data-testid="piece-export-folder"
              onChange={(e) => {
                setNotice(null);
                setDirectory(e.target.value);
              }}
            />
          </div>
        )}
        {running && (
          <label className="export-field">
            <span>{t('pieceExport.progress')}</span>
            <progress max={running.total} value={running.done} />
          </label>
        )}
        {notice && (
          <p
            id={ids.status}
            className="export-status"
            data-tone={notice.tone}
            role={notice.tone === 'error' ? 'alert' : 'status'}
            data-testid="piece-export-status"
          >
            {noticeText(notice)}
          </p>
        )}
        {downloads && (
          <ul className="export-downloads">
            <li>
              <a className="button" data-variant="secondary" href={downloads.audio.url} download={downloads.audio.name}>
                {t('pieceExport.downloadAudio', { name: downloads.audio.name })}
              </a>
            </li>
            {downloads.subtitles && (
              <li>
                <a className="button" data-variant="secondary" href={downloads.subtitles.url} download={downloads.subtitles.name}>
                  {t('pieceExport.downloadSubtitles', { name: downloads.subtitles.name })}
                </a>
              </li>
            )}
          </ul>
        )}
        <div className="export-actions">
          {desktop ? (
            <>
              <button type="button" className="button" data-variant="secondary" disabled={busy} onClick={() => void run('folder')}>
                {t('pieceExport.chooseFolder')}
              </button>
              <button type="button" className="button" disabled={busy} onClick={() => void run('saveAs')}>
                {t('pieceExport.saveAs')}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="button" data-variant="secondary" disabled={busy} onClick={() => void run('download')}>
                {t('pieceExport.download')}
              </button>
              <button type="submit" className="button" disabled={busy}>
                {t('pieceExport.exportToFolder')}
              </button>
            </>
          )}
        </div>
      </form>
    </Dialog>
  );
}
