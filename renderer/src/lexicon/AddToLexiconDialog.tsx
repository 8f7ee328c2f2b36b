import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEntry, type LexiconSummary } from '../../../shared/lexicon';
import { errorText } from '../i18n/error-text';
import { intlLocale } from '../i18n/format';
import { useStudioStore } from '../store';
import { activeStudio } from '../transport';
import { Dialog } from '../ui';
import { addToLexicon, closeAddToLexicon } from './lexicon-actions';
import type { LexiconSlice } from './lexicon-slice';
import { problemText } from './problem-text';
import './lexicon.css';

const NEW = 'new';
/** The lexicon chosen last, offered first next time (for this run of the studio). */
let lastChosen: string | null = null;

/**
 * "Add to lexicon" from a selected word: how to say it, which lexicon (or a new one), and whether
 * it is for this dialect's voices only. The entry's own checks run here first, in the reader's
 * language; the core checks again before it writes.
 */
export function AddToLexiconDialog() {
  const adding = useStudioStore((s) => s.lexicon.adding);
  // A fresh form for every opening, with the selected word in it.
  return adding ? <AddToLexiconForm key={`${adding.written}|${adding.dialect?.code ?? ''}`} adding={adding} /> : null;
}

function AddToLexiconForm({ adding }: { adding: NonNullable<LexiconSlice['adding']> }) {
  const { t } = useTranslation();
  const language = useStudioStore((s) => s.ui.language);
  const format = (n: number) => new Intl.NumberFormat(intlLocale(language)).format(n);
  const ids = { written: useId(), spoken: useId(), spokenHint: useId(), lexicon: useId(), problem: useId() };
  const [written, setWritten] = useState(adding.written);
  const [spoken, setSpoken] = useState('');
  const [lexicons, setLexicons] = useState<LexiconSummary[] | null>(null);
  const [target, setTarget] = useState(NEW);
  const [onlyDialect, setOnlyDialect] = useState(false);
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void activeStudio()
      .lexicons.list({ projectId: adding.projectId })
      .then((listed) => {
        const own = listed.ok ? listed.value.lexicons.filter((l) => l.projectId === adding.projectId) : [];
        setLexicons(own);
        setTarget(own.some((l) => l.id === lastChosen) ? lastChosen! : (own[0]?.id ?? NEW));
      });
  }, [adding]);

  const latin = /[A-Za-z]/u.test(written);

  async function save() {
    const dialects = onlyDialect && adding.dialect ? [adding.dialect.code] : [];
    const local = checkEntry({ written, spoken, caseSensitive: caseSensitive && latin, dialects });
    if (local) return setProblem(problemText(t, local, format));
    setBusy(true);
    const chosen = target === NEW ? { name: t('lexicon.add.defaultName') } : { lexiconId: target };
    const saved = await addToLexicon({ written, spoken, dialects, caseSensitive: caseSensitive && latin, target: chosen });
    setBusy(false);
    if (!saved.ok) return setProblem(t('lexicon.add.failed', { reason: errorText(saved.error) }));
    lastChosen = saved.value.id;
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && closeAddToLexicon()}
      title={t('lexicon.add.title')}
      description={t('lexicon.add.description', { entry: written.trim() })}
    >
      <form
        className="lexicon-form"
        data-testid="add-to-lexicon"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="lexicon-field">
          <label htmlFor={ids.written}>{t('lexicon.add.written')}</label>
          <input id={ids.written} className="text-input" dir="auto" value={written} onChange={(e) => setWritten(e.target.value)} />
        </div>
        <div className="lexicon-field">
          <label htmlFor={ids.spoken}>{t('lexicon.add.spoken')}</label>
          <input
            id={ids.spoken}
            className="text-input"
            dir="auto"
            value={spoken}
            autoFocus
            aria-describedby={problem ? `${ids.spokenHint} ${ids.problem}` : ids.spokenHint}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => setSpoken(e.target.value)}
          />
          <p id={ids.spokenHint} className="lexicon-hint">
            {t('lexicon.add.spokenHint')}
          </p>
        </div>
        <div className="lexicon-field">
          <label htmlFor={ids.lexicon}>{t('lexicon.add.lexicon')}</label>
          {lexicons === null ? (
            <p className="lexicon-hint">{t('lexicon.add.loading')}</p>
          ) : (
            <select id={ids.lexicon} value={target} onChange={(e) => setTarget(e.target.value)}>
              {lexicons.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
              <option value={NEW}>{t('lexicon.add.newLexicon', { name: t('lexicon.add.defaultName') })}</option>
            </select>
          )}
        </div>
        {adding.dialect && (
          <label className="lexicon-check">
            <input type="checkbox" checked={onlyDialect} onChange={(e) => setOnlyDialect(e.target.checked)} />
            {t('lexicon.add.onlyDialect', { dialect: adding.dialect.name })}
          </label>
        )}
        {latin && (
          <label className="lexicon-check">
            <input type="checkbox" checked={caseSensitive} onChange={(e) => setCaseSensitive(e.target.checked)} />
            {t('lexicon.add.caseSensitive')}
          </label>
        )}
        <div aria-live="polite">
          {problem && (
            <p id={ids.problem} className="lexicon-error" role="alert">
              {problem}
            </p>
          )}
        </div>
        <div className="ui-dialog-actions">
          <button type="button" className="button" data-variant="secondary" onClick={closeAddToLexicon}>
            {t('lexicon.add.cancel')}
          </button>
          <button type="submit" className="button" disabled={busy || lexicons === null}>
            {t('lexicon.add.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
