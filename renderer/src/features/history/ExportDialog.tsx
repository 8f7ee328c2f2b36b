import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultFileNameTemplate } from '../../../../shared/model/history';
import { useStudioStore } from '../../store';
import { Dialog } from '../../ui';
import { exportEntries } from './export-actions';

/** Bulk export: a file-name pattern, a folder (typed in web mode, the system picker on desktop), a progress bar. */
export function ExportDialog({ ids, open, onOpenChange }: { ids: string[]; open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const desktop = useStudioStore((s) => s.app.transport === 'ipc');
  const progress = useStudioStore((s) => s.history.exportProgress);
  const [template, setTemplate] = useState(defaultFileNameTemplate);
  const [directory, setDirectory] = useState('');
  const busy = progress !== null;

  const start = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await exportEntries(ids, template, desktop ? null : directory.trim())) onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('history.export.title')} description={t('history.export.description', { count: ids.length })}>
      <form className="history-export" onSubmit={(event) => void start(event)}>
        <label className="history-field">
          <span>{t('history.export.template')}</span>
          <input dir="ltr" value={template} required maxLength={200} data-testid="export-template" onChange={(e) => setTemplate(e.target.value)} />
          <small>{t('history.export.templateHelp')}</small>
        </label>
        {desktop ? (
          <p className="history-hint">{t('history.export.chooseFolder')}</p>
        ) : (
          <label className="history-field">
            <span>{t('history.export.folder')}</span>
            <input dir="ltr" value={directory} required maxLength={4096} data-testid="export-folder" onChange={(e) => setDirectory(e.target.value)} />
          </label>
        )}
        {progress && (
          <label className="history-field">
            <span>{t('history.export.progress')}</span>
            <progress max={progress.total} value={progress.done} data-testid="export-progress" />
          </label>
        )}
        <div className="ui-dialog-actions">
          <button type="submit" className="button" disabled={busy} data-testid="export-start">
            {t('history.export.start')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
