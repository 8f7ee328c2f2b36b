import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTashkeel, stripTashkeelInRange, tashkeelMarks, type TashkeelMark, type TextEdit } from '../../../shared/text';
import { insertAsTyped } from './native-edit';
import './tashkeel.css';

const marks = Object.keys(tashkeelMarks) as TashkeelMark[];

/**
 * Manual tashkeel: put a chosen mark on the selected letters, strip marks from the selection or
 * the whole script. The buttons do not take focus from the text on pointer down, so the
 * selection they act on is the one the user sees; each edit goes in as typing, so Ctrl+Z undoes it.
 * It acts on the field `textareaRef` holds now (the script, or the block the user is in); where
 * the browser cannot type the edit, `onText` sets the text itself (not undoable).
 */
export function TashkeelPalette({
  textareaRef,
  onText,
}: {
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  onText: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [hint, setHint] = useState(false);

  function run(action: (text: string, start: number, end: number) => TextEdit, needsSelection: boolean) {
    const area = textareaRef.current;
    if (!area) return;
    const { selectionStart, selectionEnd } = area;
    if (needsSelection && selectionStart === selectionEnd) {
      setHint(true);
      return;
    }
    setHint(false);
    const edit = action(area.value, selectionStart, selectionEnd);
    if (edit.text === area.value) return;
    if (insertAsTyped(area, edit)) return;
    onText(edit.text);
    // After React has written the new value, select the same letters again.
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  }

  return (
    <details className="script-tashkeel" data-testid="tashkeel-palette">
      <summary>{t('tashkeel.legend')}</summary>
      <p className="tashkeel-hint">{t('tashkeel.note')}</p>
      <div className="script-tashkeel-marks" role="group" aria-label={t('tashkeel.legend')}>
        {marks.map((mark) => (
          <button
            key={mark}
            type="button"
            className="button script-mark"
            data-variant="secondary"
            data-mark={mark}
            aria-label={t(`tashkeel.${mark}`)}
            title={t(`tashkeel.${mark}`)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run((text, s, e) => applyTashkeel(text, s, e, mark), true)}
          >
            <span aria-hidden="true" lang="ar" className="script-mark-glyph">{`\u0640${tashkeelMarks[mark]}`}</span>
            <span className="script-mark-name">{t(`tashkeel.${mark}`)}</span>
          </button>
        ))}
      </div>
      <div className="script-tashkeel-strip">
        <button
          type="button"
          className="button"
          data-variant="secondary"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run(stripTashkeelInRange, true)}
        >
          {t('tashkeel.stripSelection')}
        </button>
        <button
          type="button"
          className="button"
          data-variant="secondary"
          data-testid="strip-all"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run((text) => stripTashkeelInRange(text, 0, 0), false)}
        >
          {t('tashkeel.stripAll')}
        </button>
      </div>
      {hint && (
        <p className="tashkeel-hint" role="status">
          {t('tashkeel.noSelection')}
        </p>
      )}
    </details>
  );
}
