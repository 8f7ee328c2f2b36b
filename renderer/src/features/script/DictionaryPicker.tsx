import { useTranslation } from 'react-i18next';
import { dictionaryLimits } from '../../../../shared/model/script';
import { useStudioStore } from '../../store';
import { toggleDictionary } from './dictionary-actions';
import { scriptErrorText } from './error-text';
import { useNumberFormat } from './use-number-format';

const noIds: string[] = [];

/** Up to ten pronunciation dictionaries; none is fine (the generation then names none). */
export function DictionaryPicker() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const dictionaries = useStudioStore((s) => s.script.dictionaries);
  const stale = useStudioStore((s) => s.script.dictionariesStale);
  const error = useStudioStore((s) => s.script.dictionariesError);
  const chosen = useStudioStore((s) => s.script.draft?.dictionaryIds ?? noIds);
  const full = chosen.length >= dictionaryLimits.max;
  return (
    <fieldset className="script-field-group script-dictionaries" data-testid="dictionary-picker">
      <legend>{t('script.dictionaries.legend')}</legend>
      <p className="script-hint">
        {chosen.length > 0
          ? t('script.dictionaries.chosen', { n: format(chosen.length), max: format(dictionaryLimits.max) })
          : t('script.dictionaries.hint', { max: format(dictionaryLimits.max) })}
      </p>
      {stale && <p className="script-hint">{t('script.dictionaries.stale')}</p>}
      {error && (
        <p className="script-error" role="alert">
          {t('script.dictionaries.failed', { reason: scriptErrorText(t, error) })}
        </p>
      )}
      {!error && dictionaries.length === 0 && <p className="script-hint">{t('script.dictionaries.none')}</p>}
      <ul className="script-dictionary-list">
        {dictionaries.map((d) => {
          const checked = chosen.includes(d.id);
          return (
            <li key={d.id}>
              <label>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => toggleDictionary(d.id, event.target.checked)}
                />
                <span dir="auto">{d.name}</span>
                {d.wordsCount !== null && (
                  <span className="script-hint">{t('script.dictionaries.words', { n: format(d.wordsCount) })}</span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
