import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioError } from '../../../../shared/contract';
import type { BookMetadata, CoverInfo } from '../../../../shared/model/deliverables';
import { errorText } from '../../i18n/error-text';

/**
 * The book's details written into every file (title, subtitle, author, narrator, publisher, year,
 * language, description) and its cover. Text fields take the direction of what is typed in them
 * (`dir="auto"`): an Arabic title stays right to left in an English interface. The cover is
 * checked by the core as soon as it is chosen; what is wrong with it is said beside the control.
 */

const textFields = ['title', 'subtitle', 'author', 'narrator', 'publisher'] as const;

export function BookDetailsFields({
  metadata,
  cover,
  coverError,
  onChange,
  onCover,
  disabled,
}: {
  metadata: BookMetadata;
  cover: CoverInfo | null;
  coverError: StudioError | null;
  onChange(metadata: BookMetadata): void;
  onCover(file: File | null): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const ids = { cover: useId(), coverStatus: useId(), description: useId() };
  const fileRef = useRef<HTMLInputElement>(null);
  const set = (patch: Partial<BookMetadata>) => onChange({ ...metadata, ...patch });
  return (
    <fieldset className="export-fieldset" disabled={disabled}>
      <legend>{t('projectExport.details')}</legend>
      {textFields.map((field) => (
        <label key={field} className="export-field">
          <span>{t(`projectExport.fields.${field}`)}</span>
          <input dir="auto" value={metadata[field]} maxLength={300} onChange={(e) => set({ [field]: e.target.value })} />
        </label>
      ))}
      <div className="export-row">
        <label className="export-field">
          <span>{t('projectExport.fields.year')}</span>
          <input dir="ltr" inputMode="numeric" value={metadata.year} maxLength={4} onChange={(e) => set({ year: e.target.value.trim() })} />
        </label>
        <label className="export-field">
          <span>{t('projectExport.fields.language')}</span>
          <input dir="ltr" value={metadata.language} maxLength={12} onChange={(e) => set({ language: e.target.value.trim() })} />
        </label>
      </div>
      <div className="export-field">
        <label htmlFor={ids.description}>{t('projectExport.fields.description')}</label>
        <textarea
          id={ids.description}
          dir="auto"
          rows={3}
          value={metadata.description}
          maxLength={4000}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <div className="export-field">
        <label htmlFor={ids.cover}>{t('projectExport.cover')}</label>
        <input
          id={ids.cover}
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png"
          aria-describedby={ids.coverStatus}
          aria-invalid={coverError ? true : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            if (file) onCover(file);
          }}
        />
        <p id={ids.coverStatus} className="export-cover-status" role={coverError ? 'alert' : undefined}>
          {coverError
            ? errorText(coverError)
            : cover
              ? t('projectExport.coverShown', { name: cover.fileName, width: cover.width, height: cover.height })
              : t('projectExport.coverNone')}
        </p>
        {cover && (
          <button
            type="button"
            className="button"
            data-variant="secondary"
            onClick={() => {
              if (fileRef.current) fileRef.current.value = '';
              onCover(null);
            }}
          >
            {t('projectExport.coverRemove')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
