import { useEffect, useId, useRef, type RefObject } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DroppedKind, DroppedText, ImportOptions, ImportPreview } from '../../../../shared/model/import';
import { droppedKinds } from '../../../../shared/model/import';
import { useStudioStore } from '../../store';
import { Dialog, DialogClose, Switch } from '../../ui';
import { projectErrorText } from './error-text';
import { useProjectFormat } from './format';
import { changeImportOptions, closeImport, createFromImport, setImportName } from './import-actions';
import { ImportEncoding } from './ImportEncoding';

/** What was left out, by kind, and the switch that keeps it (kinds without one are never spoken). */
const keepSwitch: Partial<Record<DroppedKind, keyof ImportOptions>> = {
  'footnote-marker': 'keepFootnotes',
  footnote: 'keepFootnotes',
  url: 'keepUrls',
  email: 'keepEmails',
};
const examplesShown = 5;

/**
 * The import's preview, before anything is made: the chapters with their titles and paragraph
 * counts, what was left out (with "keep" switches), the encoding readings when the core was
 * unsure, warnings, and the project's name; then "Create project".
 */
export function ImportDialog() {
  const { t } = useTranslation();
  const importing = useStudioStore((s) => s.projects.importing);
  // The first thing to decide is the project's name, the preview's first control: not Cancel.
  const firstDecision = useRef<HTMLInputElement | null>(null);
  return (
    <Dialog
      initialFocus={firstDecision}
      open={importing !== null}
      onOpenChange={(open) => !open && closeImport()}
      title={t('projects.importDialog.title', { file: importing?.fileName ?? '' })}
    >
      {importing && <ImportBody firstDecision={firstDecision} />}
    </Dialog>
  );
}

function ImportBody({ firstDecision }: { firstDecision: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const format = useProjectFormat();
  const nameId = useId();
  const nameErrorId = useId();
  const importing = useStudioStore((s) => s.projects.importing)!;
  const { preview, status, error } = importing;
  const busy = status === 'reading' || status === 'creating';
  // Create is off while the name is empty: the field says why, rather than a silent grey button.
  const nameEmpty = importing.name.trim() === '';
  const previewShown = preview !== null;
  useEffect(() => {
    // The dialog opens while the document is read, focus on the dialog itself; when the preview
    // arrives, focus moves on to its first control unless the user has already moved it.
    const active = document.activeElement;
    if (previewShown && (active === null || active === document.body || active.getAttribute('role') === 'dialog')) {
      firstDecision.current?.focus();
    }
  }, [previewShown, firstDecision]);
  return (
    <div className="projects-import" data-testid="import-preview" aria-busy={busy}>
      {busy && (
        <p className="projects-hint" role="status">
          {t(status === 'creating' ? 'projects.importDialog.creating' : 'projects.importDialog.reading')}
        </p>
      )}
      {error && (
        <p className="projects-error" role="alert">
          {t('projects.importDialog.failed', { reason: projectErrorText(t, error) })}
        </p>
      )}
      {preview && (
        <>
          <p className="projects-hint">
            {t('projects.importDialog.summary', {
              format: t(`projects.importDialog.format.${preview.format}`),
              chars: format.number(preview.characterCount),
            })}
          </p>
          <div className="projects-field">
            <label htmlFor={nameId}>{t('projects.importDialog.name')}</label>
            <input
              ref={firstDecision}
              id={nameId}
              className="text-input"
              dir="auto"
              maxLength={120}
              value={importing.name}
              aria-invalid={nameEmpty || undefined}
              aria-describedby={nameEmpty ? nameErrorId : undefined}
              onChange={(event) => setImportName(event.target.value)}
            />
            {nameEmpty && (
              <p id={nameErrorId} className="projects-error">
                {t('projects.importDialog.nameEmpty')}
              </p>
            )}
          </div>
          {preview.warnings.length > 0 && <Warnings preview={preview} />}
          {preview.encoding && (!preview.encoding.sure || preview.encoding.decidedBy === 'user') && (
            <ImportEncoding choice={preview.encoding} disabled={busy} />
          )}
          <Chapters preview={preview} />
          <Dropped dropped={preview.dropped} options={importing.options} disabled={busy} />
        </>
      )}
      <div className="ui-dialog-actions">
        <DialogClose className="button" data-variant="secondary" type="button">
          {t('projects.importDialog.cancel')}
        </DialogClose>
        <button type="button" className="button" disabled={!preview || busy || nameEmpty} onClick={() => void createFromImport()}>
          {t('projects.importDialog.create')}
        </button>
      </div>
    </div>
  );
}

function Warnings({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="projects-subheading">
        {t('projects.importDialog.warnings')}
      </h3>
      <ul className="projects-import-warnings">
        {preview.warnings.map((warning, i) => (
          // Keys are data from the core; errorText-like lookup with the core's sentence as the fallback.
          <li key={i}>{t(warning.messageKey as 'import.EMPTY', { defaultValue: warning.message })}</li>
        ))}
      </ul>
    </section>
  );
}

function Chapters({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const format = useProjectFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="projects-subheading">
        {t('projects.importDialog.chapters', { n: format.number(preview.chapters.length) })}
      </h3>
      <ol className="projects-import-chapters" aria-labelledby={headingId}>
        {preview.chapters.map((chapter, i) => (
          <li key={i} data-level={chapter.level} data-testid="import-chapter">
            <span dir="auto">{chapter.title}</span>{' '}
            <span className="projects-hint">
              {/* A heading over its sections is still a chapter: the project gives it one block, its title. */}
              {chapter.paragraphs.length === 0
                ? t('projects.importDialog.chapterTitleOnly')
                : t('projects.importDialog.chapterLine', { n: format.number(chapter.paragraphs.length) })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Dropped({ dropped, options, disabled }: { dropped: DroppedText[]; options: ImportOptions; disabled: boolean }) {
  const { t } = useTranslation();
  const format = useProjectFormat();
  const headingId = useId();
  const kinds = droppedKinds.filter((kind) => dropped.some((d) => d.kind === kind));
  // A switch stays while it is on, so what was kept can be left out again.
  const switches = (['keepFootnotes', 'keepUrls', 'keepEmails'] as const).filter(
    (option) => options[option] || kinds.some((kind) => keepSwitch[kind] === option),
  );
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="projects-subheading">
        {t('projects.importDialog.dropped')}
      </h3>
      {kinds.length === 0 && <p className="projects-hint">{t('projects.importDialog.droppedNone')}</p>}
      {switches.map((option) => (
        <Switch
          key={option}
          checked={options[option] === true}
          disabled={disabled}
          onCheckedChange={(on) => void changeImportOptions({ [option]: on })}
          label={t(`projects.importDialog.${option}`)}
        />
      ))}
      {kinds.map((kind) => {
        const items = dropped.filter((d) => d.kind === kind);
        const total = items.reduce((n, d) => n + d.count, 0);
        return (
          <div key={kind} className="projects-import-dropped" data-testid="import-dropped">
            <p>
              {t('projects.importDialog.droppedKindCount', {
                kind: t(`projects.importDialog.droppedKind.${kind}`),
                n: format.number(total),
              })}
            </p>
            <ul>
              {items.slice(0, examplesShown).map((item, i) => (
                <li key={i}>
                  <bdi>{droppedLine(t, item, format.number(item.count))}</bdi>
                </li>
              ))}
              {items.length > examplesShown && (
                <li>{t('projects.importDialog.droppedMore', { n: format.number(items.length - examplesShown) })}</li>
              )}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

/** One thing left out; a direction mark is named in words beside its code point ("U+200F"). */
function droppedLine(t: TFunction, item: DroppedText, n: string): string {
  const mark = item.kind === 'bidi-mark' ? t(`projects.importDialog.bidiMark.${item.text}`, { defaultValue: '' }) : '';
  return mark
    ? t('projects.importDialog.droppedMark', { kind: mark, text: item.text, n })
    : t('projects.importDialog.droppedItem', { text: item.text, n });
}
