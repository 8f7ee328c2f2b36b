import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliverableChoices } from '../../../../shared/contract/ops/deliverables';
import { noticeText } from '../../i18n/notice';
import { useStudioStore } from '../../store';
import { Dialog } from '../../ui';
import { BookDetailsFields } from './BookDetailsFields';
import { ExportChoicesFields } from './ExportChoicesFields';
import { ExportReportTable } from './ExportReportTable';
import { useProjectExport } from './use-project-export';
import '../export.css';
import './project-export.css';

/**
 * Export of a whole project (issue 31): what to write, the book's details and cover, then the
 * folder — the system's dialog on the desktop, a typed path in web mode. While it runs, a progress
 * bar names the stage and chapter, and the export can be cancelled; afterwards the dialog says
 * where the files went and shows each chapter's levels. The choices are the project's own,
 * remembered by the core as they change.
 */
export function ProjectExportDialog({
  project,
  open,
  onOpenChange,
}: {
  project: { id: string; name: string };
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const desktop = useStudioStore((s) => s.app.transport === 'ipc');
  const state = useProjectExport(project.id, open);
  const [directory, setDirectory] = useState('');
  const folderRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { folder: useId(), status: useId(), progress: useId() };
  const { settings, running, progress, notice, outcome } = state;
  const { cover: _cover, ...choices } = settings;
  const change = (patch: Partial<DeliverableChoices>) => state.change(patch);
  const nothingToWrite = !settings.chapterFormat && !settings.m4b && !settings.bookMp3;
  // Every refusal of the folder (missing, a file, read-only…) marks the folder's field.
  const folderFault = notice?.values?.['field'] === 'directory';

  // A choice refused when the export was asked for: focus goes to its field, which says why.
  useEffect(() => {
    if (state.focusAsk > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state.focusAsk]);

  const start = async () => {
    const ran = await state.run(desktop ? null : directory.trim());
    if (ran && folderRef.current && !desktop) folderRef.current.focus();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('projectExport.title')}
      description={t('projectExport.description', { name: project.name })}
    >
      {/* noValidate: the core checks the folder and the choices and says what is wrong. */}
      <form
        ref={formRef}
        className="export-form project-export-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <ExportChoicesFields choices={choices} onChange={change} onLeave={state.leave} problem={state.problem} disabled={running} />
        <BookDetailsFields
          metadata={settings.metadata}
          cover={settings.cover}
          coverError={state.coverError}
          onChange={(metadata) => change({ metadata })}
          onCover={(file) => void state.chooseCover(file)}
          onLeave={state.leave}
          problem={state.problem}
          disabled={running}
        />
        {!desktop && (
          <div className="export-field">
            <label htmlFor={ids.folder}>{t('projectExport.folder')}</label>
            <input
              id={ids.folder}
              ref={folderRef}
              dir="ltr"
              value={directory}
              maxLength={4096}
              disabled={running}
              aria-invalid={folderFault || undefined}
              aria-describedby={folderFault ? ids.status : undefined}
              onChange={(e) => setDirectory(e.target.value)}
            />
          </div>
        )}
        {running && (
          <div className="export-field" role="group" aria-labelledby={ids.progress}>
            <span id={ids.progress}>
              {progress
                ? t(`projectExport.stages.${progress.stage}`, { index: progress.chapter + 1, total: progress.chapters })
                : t('projectExport.progress')}
            </span>
            <progress aria-label={t('projectExport.progress')} max={progress?.total ?? 1} value={progress?.done ?? 0} />
          </div>
        )}
        {notice && (
          <p id={ids.status} className="export-status" data-tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
            {noticeText(notice)}
          </p>
        )}
        {state.downloads && (
          <ul className="project-export-downloads">
            {state.downloads.map((file) => (
              <li key={file.url}>
                <a href={file.url} download={file.name}>
                  {t('projectExport.downloadFile', { name: file.name })}
                </a>
              </li>
            ))}
          </ul>
        )}
        {outcome && <ExportReportTable report={outcome.report} />}
        <div className="export-actions">
          {running ? (
            <button type="button" className="button" data-variant="secondary" onClick={state.cancel}>
              {t('projectExport.cancel')}
            </button>
          ) : desktop ? (
            <button type="button" className="button" disabled={nothingToWrite} onClick={() => void start()}>
              {t('projectExport.chooseFolder')}
            </button>
          ) : (
            <>
              <button type="submit" className="button" disabled={nothingToWrite}>
                {t('projectExport.exportToFolder')}
              </button>
              <button
                type="button"
                className="button"
                data-variant="secondary"
                disabled={nothingToWrite}
                onClick={() => void state.download()}
              >
                {t('projectExport.download')}
              </button>
            </>
          )}
        </div>
      </form>
    </Dialog>
  );
}
