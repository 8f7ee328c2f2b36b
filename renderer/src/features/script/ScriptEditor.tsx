import { useDeferredValue, useId, useMemo, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { scriptCharLimit } from '../../../../shared/model/script';
import { countScriptChars, detectScriptLanguage, isRealArabicOrEnglish } from '../../../../shared/text';
import { PauseHighlight, PauseMarkers } from '../../pauses';
import { useStudioStore } from '../../store';
import { changeDraft, flushDraft } from './draft-actions';
import { spokenCount, useDraftReadAsOptions } from './spoken-length';
import { useNumberFormat } from './use-number-format';

/**
 * The script itself. A plain textarea keeps native editing (undo, IME, selection, spell check);
 * `unicode-bidi: plaintext` (script.css) gives every paragraph its own direction from its first
 * strong letter, so Arabic lines run right-to-left and English lines left-to-right in one text.
 * The count and checks read a deferred copy of the text, so typing never waits on them; the
 * marker highlights under the text follow every keystroke, or they would lag behind the letters.
 */
export function ScriptEditor({ textareaRef }: { textareaRef: RefObject<HTMLTextAreaElement | null> }) {
  const { t } = useTranslation();
  const id = useId();
  const text = useStudioStore((s) => s.script.draft?.text ?? '');
  const disabled = useStudioStore((s) => s.script.draft === null);
  const mirrorRef = useRef<HTMLDivElement>(null);
  return (
    <div className="script-editor">
      <label htmlFor={id} className="visually-hidden">
        {t('script.editor.label')}
      </label>
      <div className="script-field">
        <PauseHighlight text={text} mirrorRef={mirrorRef} />
        <textarea
          id={id}
          ref={textareaRef}
          className="script-textarea"
          data-testid="script-text"
          // An empty field takes the interface's direction, so an Arabic placeholder starts at the
          // right; a textarea with dir=auto and no text is left to right whatever its placeholder.
          dir={text ? 'auto' : undefined}
          value={text}
          disabled={disabled}
          placeholder={t('script.editor.placeholder')}
          aria-describedby={`${id}-count`}
          onChange={(event) => changeDraft({ text: event.target.value })}
          onBlur={() => void flushDraft()}
          onScroll={(event) => {
            if (mirrorRef.current) mirrorRef.current.scrollTop = event.currentTarget.scrollTop;
          }}
          spellCheck
        />
      </div>
      <ScriptChecks text={text} countId={`${id}-count`} />
    </div>
  );
}

function ScriptChecks({ text, countId }: { text: string; countId: string }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const deferred = useDeferredValue(text);
  const voiceLanguage = useStudioStore((s) => s.script.voices.find((v) => v.id === s.script.draft?.voiceId)?.language ?? null);
  // What one generation would send (read-as applied) is what the limit judges; the typed length is said beside it when it differs.
  const readAsOptions = useDraftReadAsOptions();
  const typed = countScriptChars(deferred);
  const count = useMemo(() => spokenCount(deferred, readAsOptions), [deferred, readAsOptions]);
  const over = count > scriptCharLimit;
  const spoken = count !== typed;
  const language = deferred.trim() === '' ? 'unknown' : detectScriptLanguage(deferred);
  const mismatch =
    (language === 'en' && voiceLanguage === 'ar' && 'languageMismatchVoiceAr') ||
    (language === 'ar' && voiceLanguage === 'en' && 'languageMismatchVoiceEn') ||
    null;
  const notReal = deferred.trim() !== '' && !isRealArabicOrEnglish(deferred);
  return (
    <div className="script-checks">
      <p id={countId} className="script-count" data-testid="script-count" data-over={over} aria-live="polite">
        {t(`script.editor.${over ? 'overLimit' : 'count'}${spoken ? 'Spoken' : ''}`, {
          n: format(count),
          written: format(typed),
          over: format(count - scriptCharLimit),
          limit: format(scriptCharLimit),
        })}
      </p>
      {mismatch && (
        <p className="script-warning" data-testid="language-warning">
          {t(`script.editor.${mismatch}`)}
        </p>
      )}
      <PauseMarkers text={deferred} />
      {notReal && (
        <p className="script-warning" data-testid="not-real-warning">
          {t('script.editor.notRealText')}
        </p>
      )}
    </div>
  );
}
