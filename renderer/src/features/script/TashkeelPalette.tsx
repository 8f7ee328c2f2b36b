import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { tashkeelMarks, type TashkeelMark, type TextEdit } from '../../../../shared/text';
import { insertAsTyped } from './native-edit';
import { markSelection, setDraftText, stripMarks } from './tashkeel-actions';
import './tashkeel.css';

const marks = Object.keys(tashkeelMarks) as TashkeelMark[];

/**
 * Manual tashkeel: put a chosen mark on the selected letters, strip marks from the selection or
 * the whole script. The buttons do not take focus from the text on pointer down, so the
 * selection they act on is the one the user sees; each edit goes in as typing, so Ctrl+Z undoes it.
 */
export function TashkeelPalette({ textareaRef }: { textareaRef: RefObject<HTMLTextAreaElement | null> }) {
  const { t } = useTranslation();
  const [hint, setHint] = useState(false);

  function run(action: (start: number, end: number) => TextEdit | null, needsSelection: boolean) {
    const area = textareaRef.current;
    if (!area) return;
    const { selectionStart, selectionEnd } = area;
    if (needsSelection && selectionStart === selectionEnd) {
      setHint(true);
      return;
    }
    setHint(false);
    const edit = action(selectionStart, selectionEnd);
    if (!edit) return;
    if (insertAsTyped(area, edit)) return;
    setDraftText(edit);
    // After React has written the new value, select the same letters again.
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  }

  return (
    <details className="script-tashkeel" data-testid="tashkeel-palette">
      <summary>{t('script.tashkeel.legend')}</summary>
      <p className="script-hint">{t('script.tashkeel.note')}</p>
      <div className="script-tashkeel-marks" role="group" aria-label={t('script.tashkeel.legend')}>
        {marks.map((mark) => (
          <button
            key={mark}
            type="button"
            className="button script-mark"
            data-variant="secondary"
            data-mark={mark}
            aria-label={t(`script.tashkeel.${mark}`)}
            title={t(`script.tashkeel.${mark}`)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run((s, e) => markSelection(s, e, mark), true)}
          >
            <span aria-hidden="true" lang="ar" className="script-mark-glyph">{`\u0640${tashkeelMarks[mark]}`}</span>
            <span className="script-mark-name">{t(`script.tashkeel.${mark}`)}</span>
          </button>
        ))}
      </div>
      <div className="script-tashkeel-strip">
        <button
          type="button"
          className="button"
          data-variant="secondary"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run(stripMarks, true)}
        >
          {t('script.tashkeel.stripSelection')}
        </button>
        <button
          type="button"
          className="button"
          data-variant="secondary"
          data-testid="strip-all"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run(() => stripMarks(0, 0), false)}
        >
          {t('script.tashkeel.stripAll')}
        </button>
      </div>
      {hint && (
        <p className="script-hint" role="status">
          {t('script.tashkeel.noSelection')}
        </p>
      )}
    </details>
  );
}
