import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryInput } from '../../../../shared/contract/ops/lexicons';
import { checkEntry, foldedKey, type LexiconEntry } from '../../../../shared/lexicon';
import { problemText } from '../../lexicon';
import { useStudioStore } from '../../store';
import { saveEntries } from './lexicons-actions';
import { useNumberFormat } from './use-number-format';

interface EntryFormProps {
  mode: 'add' | 'edit';
  entry?: LexiconEntry;
  /** Called once the entry is saved (the edit dialog closes). */
  onDone?: () => void;
  onCancel?: () => void;
}

/**
 * One entry's fields. The entry's checks run here first, in the reader's language (the core runs
 * them again); the same written form already in the lexicon is said while typing, not refused:
 * a second entry for another dialect is how dialects get their own readings.
 */
export function EntryForm({ mode, entry, onDone, onCancel }: EntryFormProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const language = useStudioStore((s) => s.ui.language);
  const dialects = useStudioStore((s) => s.lexicons.dialects);
  const entries = useStudioStore((s) => s.lexicons.selected?.entries ?? []);
  const ids = { written: useId(), spoken: useId(), note: useId(), problem: useId(), same: useId(), dialects: useId() };
  const [written, setWritten] = useState(entry?.written ?? '');
  const [spoken, setSpoken] = useState(entry?.spoken ?? '');
  const [note, setNote] = useState(entry?.note ?? '');
  const [caseSensitive, setCaseSensitive] = useState(entry?.caseSensitive ?? false);
  const [chosen, setChosen] = useState<string[]>(entry?.dialects ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const key = written.trim() === '' ? '' : foldedKey(written);
  const same = key === '' ? undefined : entries.find((e) => e.id !== entry?.id && foldedKey(e.written) === key);

  async function save() {
    const input: EntryInput = { ...(entry ? { id: entry.id } : {}), written, spoken, note, caseSensitive, dialects: chosen };
    const local = checkEntry(input);
    if (local) return setProblem(problemText(t, local, format));
    setProblem(null);
    const notice = { key: mode === 'add' ? 'entry.added' : 'entry.saved', values: { entry: written.trim() } };
    const saved = await saveEntries([input], mode === 'add' ? 'add' : 'edit', notice);
    if (!saved.ok) return;
    if (mode === 'add') {
      setWritten('');
      setSpoken('');
      setNote('');
      setCaseSensitive(false);
      setChosen([]);
    }
    onDone?.();
  }

  const describedBy = [problem ? ids.problem : '', same ? ids.same : ''].filter(Boolean).join(' ') || undefined;
  return (
    <form
      className="lexicon-form lexicon-entry-form"
      data-testid={`entry-form-${mode}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="lexicon-entry-fields">
        <div className="lexicon-field">
          <label htmlFor={ids.written}>{t('lexicons.entry.written')}</label>
          <input
            id={ids.written}
            className="text-input"
            dir="auto"
            value={written}
            aria-describedby={describedBy}
            onChange={(e) => setWritten(e.target.value)}
          />
        </div>
        <div className="lexicon-field">
          <label htmlFor={ids.spoken}>{t('lexicons.entry.spoken')}</label>
          <input
            id={ids.spoken}
            className="text-input"
            dir="auto"
            value={spoken}
            aria-describedby={describedBy}
            onChange={(e) => setSpoken(e.target.value)}
          />
        </div>
        <div className="lexicon-field">
          <label htmlFor={ids.note}>{t('lexicons.entry.note')}</label>
          <input id={ids.note} className="text-input" dir="auto" value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
      </div>
      <label className="lexicon-check">
        <input type="checkbox" checked={caseSensitive} onChange={(e) => setCaseSensitive(e.target.checked)} />
        {t('lexicons.entry.caseSensitive')}
      </label>
      {dialects.length > 0 && (
        <fieldset className="lexicon-dialects">
          <legend>{t('lexicons.entry.dialects')}</legend>
          {dialects.map((d) => (
            <label key={d.code} className="lexicon-check">
              <input
                type="checkbox"
                checked={chosen.includes(d.code)}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, d.code] : chosen.filter((c) => c !== d.code))}
              />
              {language === 'ar' && d.nameAr ? d.nameAr : d.name}
            </label>
          ))}
        </fieldset>
      )}
      <div aria-live="polite">
        {problem && (
          <p id={ids.problem} className="lexicon-error" role="alert">
            {problem}
          </p>
        )}
        {same && (
          <p id={ids.same} className="lexicon-hint">
            {t(foldedKey(same.spoken) === foldedKey(spoken) ? 'lexicons.warnings.duplicate' : 'lexicons.warnings.conflict', {
              other: same.written,
              otherSpoken: same.spoken,
            })}
          </p>
        )}
      </div>
      <div className="lexicon-toolbar">
        {onCancel && (
          <button type="button" className="button" data-variant="secondary" onClick={onCancel}>
            {t('lexicons.entry.cancel')}
          </button>
        )}
        <button type="submit" className="button">
          {t('lexicons.entry.save')}
        </button>
      </div>
    </form>
  );
}
