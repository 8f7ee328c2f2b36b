import { useDeferredValue, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { scriptCharLimit } from '../../../../shared/model/script';
import { readAsRules, rulesInEffect } from '../../../../shared/read-as';
import { countScriptChars } from '../../../../shared/text';
import { useStudioStore } from '../../store';
import { Switch } from '../../ui';
import { errorText } from '../../i18n/error-text';
import { ReadAsChoices, ReadAsPreview } from '../../read-as';
import { applyReadAsToScript, chooseReadAsSpan, setReadAsEnabled, setReadAsOverride, setReadAsRule } from './read-as-actions';
import { spokenReading, useDraftReadAsOptions } from './spoken-length';
import { useNumberFormat } from './use-number-format';

/**
 * "What will be spoken", beside the editor: the script as it will be sent, read by the same
 * function generation uses, with the per-script switch, the rules for the voice's dialect, the
 * choice of reading for a span, and "Apply to script" — the only way it changes the user's text.
 */
export function ReadAsPanel() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const titleId = useId();
  const draft = useStudioStore((s) => s.script.draft);
  const dialects = useStudioStore((s) => s.script.dialects);
  const language = useStudioStore((s) => s.ui.language);
  const choosing = useStudioStore((s) => s.script.readAsChoosing);
  const applied = useStudioStore((s) => s.script.readAsApplied);
  const lexiconError = useStudioStore((s) => s.lexicon.inEffectError);
  const options = useDraftReadAsOptions();
  // The preview follows typing a moment behind, so typing never waits on it.
  const text = useDeferredValue(draft?.text ?? '');
  const result = useMemo(() => (options ? spokenReading(text, options) : null), [text, options]);
  if (!draft || !options || !result) return null;

  const dialect = dialects.find((d) => d.code === options.dialect);
  const dialectName = dialect ? (language === 'ar' && dialect.nameAr ? dialect.nameAr : dialect.name) : (options.dialect ?? '');
  const rules = rulesInEffect(options);
  const changed = result.spans.filter((s) => s.status === 'read').length;
  const marked = result.spans.filter((s) => s.status === 'untouched').length;
  const chosen = result.spans.find((s) => s.key === choosing) ?? null;
  const count = countScriptChars(result.text);

  return (
    <section className="read-as" aria-labelledby={titleId} data-testid="read-as">
      <h2 id={titleId} className="read-as-title">
        {t('readAs.title')}
      </h2>
      <p className="script-hint">{t('readAs.intro')}</p>
      {lexiconError && options.enabled && (
        <p className="script-warning" role="alert">
          {t('lexicon.inEffectFailed', { reason: errorText(lexiconError) })}
        </p>
      )}
      <Switch checked={options.enabled} onCheckedChange={setReadAsEnabled} label={t('readAs.enabled')} />
      {!options.enabled && <p className="script-hint">{t('readAs.off')}</p>}
      {options.enabled && (
        <>
          <fieldset className="read-as-rules">
            <legend>{t('readAs.rules', { dialect: dialectName })}</legend>
            {readAsRules.map((rule) => (
              <Switch key={rule} checked={rules[rule]} onCheckedChange={(on) => setReadAsRule(rule, on)} label={t(`readAs.rule.${rule}`)} />
            ))}
          </fieldset>
          {result.spans.length === 0 ? (
            <p className="script-hint">{t('readAs.nothing')}</p>
          ) : (
            <>
              <p className="script-hint">{t('readAs.spanHint')}</p>
              <ReadAsPreview result={result} choosing={choosing} onChoose={chooseReadAsSpan} />
              <p className="script-hint" data-over={count > scriptCharLimit}>
                {t('readAs.summary', { changed: format(changed), marked: format(marked) })} · {t('readAs.count', { n: format(count) })}
              </p>
            </>
          )}
          {chosen && <ReadAsChoices span={chosen} onOverride={setReadAsOverride} onDone={() => chooseReadAsSpan(null)} />}
          <button type="button" className="button" data-variant="secondary" disabled={changed === 0} onClick={applyReadAsToScript}>
            {t('readAs.apply')}
          </button>
        </>
      )}
      {applied && (
        <p className="script-hint" role="status">
          {t('readAs.applied')}
        </p>
      )}
    </section>
  );
}
