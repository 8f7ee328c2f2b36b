import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioError } from '../../../../shared/contract';
import { languagePattern, type ChoiceField, type ChoiceProblem } from '../../../../shared/model/deliverable-choices';
import type { BookMetadata, CoverInfo } from '../../../../shared/model/deliverables';
import { intlLocale } from '../../i18n';
import { errorText } from '../../i18n/error-text';
import { FieldProblem } from './FieldProblem';

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
  onLeave,
  problem,
  disabled,
}: {
  metadata: BookMetadata;
  cover: CoverInfo | null;
  coverError: StudioError | null;
  onChange(metadata: BookMetadata): void;
  onCover(file: File | null): void;
  onLeave(field: ChoiceField): void;
  problem: ChoiceProblem | null;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const ids = {
    cover: useId(),
    coverStatus: useId(),
    description: useId(),
    year: useId(),
    yearProblem: useId(),
    language: useId(),
    languageProblem: useId(),
    languageShown: useId(),
  };
  const badYear = problem?.field === 'metadata.year' ? problem : null;
  const badLanguage = problem?.field === 'metadata.language' ? problem : null;
  const languageName = badLanguage ? null : nameOfLanguage(metadata.language, intlLocale(i18n.language));
  const languageDescribers = [badLanguage && ids.languageProblem, languageName && ids.languageShown].filter(Boolean).join(' ');
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
        <div className="export-field">
          <label htmlFor={ids.year}>{t('projectExport.fields.year')}</label>
          <input
            id={ids.year}
            dir="ltr"
            inputMode="numeric"
            value={metadata.year}
            maxLength={4}
            aria-invalid={badYear ? true : undefined}
            aria-describedby={badYear ? ids.yearProblem : undefined}
            onChange={(e) => set({ year: e.target.value.trim() })}
            onBlur={() => onLeave('metadata.year')}
          />
          <FieldProblem id={ids.yearProblem} problem={badYear} />
        </div>
        <div className="export-field">
          <label htmlFor={ids.language}>{t('projectExport.fields.language')}</label>
          <input
            id={ids.language}
            dir="auto"
            value={metadata.language}
            maxLength={40}
            aria-invalid={badLanguage ? true : undefined}
            aria-describedby={languageDescribers || undefined}
            onChange={(e) => set({ language: e.target.value })}
            onBlur={() => onLeave('metadata.language')}
          />
          <FieldProblem id={ids.languageProblem} problem={badLanguage} />
          {languageName && (
            <small id={ids.languageShown}>{t('projectExport.languageShown', { code: metadata.language, name: languageName })}</small>
          )}
        </div>
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

/** A tag's name in the interface language ("ar" → Arabic / العربية); null when it is not a tag or has no name. */
function nameOfLanguage(tag: string, locale: string): string | null {
  if (tag === '' || !languagePattern.test(tag)) return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(tag) ?? null;
  } catch {
    return null;
  }
}
