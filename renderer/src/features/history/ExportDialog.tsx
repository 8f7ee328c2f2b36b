import { useEffect, useId, useRef, useState } from 'react';
import {
  defaultExportSettings,
  defaultFileNameTemplate,
  type ExportFormat,
  type ExportSettings,
} from '../../../../shared/model/audio-export';
import { ExportSettingsFields } from '../../export';
import { noticeText } from '../../i18n/notice';
import { activeStudio } from '../../transport';
import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store';
import { Dialog, refocusIfLost } from '../../ui';
import { exportEntries } from './export-actions';
import type { HistoryNotice } from './history-slice';

/**
 * Bulk export: a file-name pattern with the name it gives the first clip (asked of the core as the
 * pattern or format changes), a folder (typed in web mode, the system picker on desktop), a
 * progress bar.
 */
export function ExportDialog({ ids, open, onOpenChange }: { ids: string[]; open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const desktop = useStudioStore((s) => s.app.transport === 'ipc');
  const progress = useStudioStore((s) => s.history.exportProgress);
  const [template, setTemplate] = useState(defaultFileNameTemplate);
  const [directory, setDirectory] = useState('');
  const [settings, setSettings] = useState<ExportSettings>(defaultExportSettings);
  const busy = progress !== null;
  // This dialog's own refusal, shown inside it: behind the modal nobody would see it.
  const [refusal, setRefusal] = useState<HistoryNotice | null>(null);
  // A refusal naming the pattern or the folder marks that field, which describes it and gets focus.
  const faulty = refusal?.key.endsWith('.template') ? 'template' : refusal?.key.endsWith('.directory') ? 'directory' : null;
  const fieldIds = { template: useId(), help: useId(), preview: useId(), folder: useId(), error: useId() };
  const preview = useFileNamePreview(open ? ids[0] : undefined, template, settings.format);
  const templateRef = useRef<HTMLInputElement>(null);
  const folderRef = useRef<HTMLInputElement>(null);

  // The profile's remembered choices, read each time the dialog opens.
  useEffect(() => {
    if (!open) return;
    void activeStudio()
      .audioExport.getSettings({})
      .then((result) => {
        if (result.ok) setSettings(result.value);
      });
  }, [open]);

  const change = (patch: Partial<ExportSettings>) => {
    setRefusal(null);
    setSettings((current) => ({ ...current, ...patch }));
  };

  const start = async (event: React.FormEvent) => {
    event.preventDefault();
    const pressed = (event.nativeEvent as SubmitEvent).submitter;
    void activeStudio().audioExport.saveSettings(settings);
    setRefusal(null);
    const outcome = await exportEntries(ids, template, desktop ? null : directory.trim(), settings);
    if (outcome === null) onOpenChange(false);
    else if (outcome !== 'cancelled') {
      setRefusal(outcome);
      // Export waited disabled, which took focus from it: to the field at fault, else back to it.
      const field = outcome.key.endsWith('.template') ? templateRef : outcome.key.endsWith('.directory') ? folderRef : null;
      if (field?.current) field.current.focus();
      else refocusIfLost(() => pressed);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setRefusal(null);
        onOpenChange(next);
      }}
      title={t('history.export.title')}
      description={t('history.export.description', { count: ids.length })}
    >
      {/* noValidate: the core checks the pattern and the folder and says what is wrong with each. */}
      <form className="history-export" noValidate onSubmit={(event) => void start(event)}>
        {/* The help is the field's description, not part of its name (a wrapping label took it in). */}
        <div className="history-field">
          <label htmlFor={fieldIds.template}>{t('history.export.template')}</label>
          <input
            id={fieldIds.template}
            ref={templateRef}
            aria-invalid={faulty === 'template' || undefined}
            aria-describedby={
              faulty === 'template'
                ? `${fieldIds.help} ${fieldIds.error}`
                : preview
                  ? `${fieldIds.help} ${fieldIds.preview}`
                  : fieldIds.help
            }
            dir="ltr"
            value={template}
            required
            maxLength={200}
            data-testid="export-template"
            onChange={(e) => {
              setRefusal(null);
              setTemplate(e.target.value);
            }}
          />
          <small id={fieldIds.help}>{t('history.export.templateHelp')}</small>
          <small id={fieldIds.preview} aria-live="polite" data-testid="export-name-preview">
            {preview && t('history.export.preview', { name: preview })}
          </small>
        </div>
        <ExportSettingsFields settings={settings} onChange={change} />
        {desktop ? (
          <p className="history-hint">{t('history.export.chooseFolder')}</p>
        ) : (
          <div className="history-field">
            <label htmlFor={fieldIds.folder}>{t('history.export.folder')}</label>
            <input
              id={fieldIds.folder}
              ref={folderRef}
              aria-invalid={faulty === 'directory' || undefined}
              aria-describedby={faulty === 'directory' ? fieldIds.error : undefined}
              dir="ltr"
              value={directory}
              required
              maxLength={4096}
              data-testid="export-folder"
              onChange={(e) => {
                setRefusal(null);
                setDirectory(e.target.value);
              }}
            />
          </div>
        )}
        {progress && (
          <label className="history-field">
            <span>{t('history.export.progress')}</span>
            <progress max={progress.total} value={progress.done} data-testid="export-progress" />
          </label>
        )}
        {refusal && (
          <p id={fieldIds.error} className="history-notice" data-tone="error" role="alert" data-testid="export-error">
            {noticeText(refusal)}
          </p>
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

/** Pausing this long after a keystroke asks the core once, not once per letter. */
const previewDelayMs = 250;

/** The name the pattern gives a clip in a format, as the core will write it; null while unknown or refused. */
function useFileNamePreview(id: string | undefined, template: string, format: ExportFormat): string | null {
  // Kept with what it was asked for: a name for another pattern is never shown as this one's.
  const [answer, setAnswer] = useState<{ asked: string; name: string | null } | null>(null);
  const asked = id && template.trim() ? JSON.stringify([id, template, format]) : null;
  useEffect(() => {
    if (!id || !asked) return;
    let current = true;
    const timer = setTimeout(() => {
      void activeStudio()
        .audioExport.fileName({ id, template, format })
        .then((result) => current && setAnswer({ asked, name: result.ok ? result.value.name : null }));
    }, previewDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asked, id, template, format]);
  return asked && answer?.asked === asked ? answer.name : null;
}
