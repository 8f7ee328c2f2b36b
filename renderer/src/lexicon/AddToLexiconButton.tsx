import { useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../store';
import { AddToLexiconDialog } from './AddToLexiconDialog';
import { openAddToLexicon } from './lexicon-actions';

interface AddToLexiconButtonProps {
  /** The editor whose selection is the word to add. */
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** The voice's dialect, offered as the entry's scope. */
  dialect: { code: string; name: string } | null;
  projectId?: string | null;
}

/**
 * "Add to lexicon" for an editor: takes the selected word or phrase (the button does not take
 * focus on pointer down, so the selection is the one the user sees) and opens the dialog. With
 * nothing selected it says what to do; after an add it says where the entry went.
 */
export function AddToLexiconButton({ textareaRef, dialect, projectId = null }: AddToLexiconButtonProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [hint, setHint] = useState(false);
  const added = useStudioStore((s) => s.lexicon.added);

  function open() {
    const area = textareaRef.current;
    const selected = area ? area.value.slice(area.selectionStart, area.selectionEnd).trim() : '';
    setHint(selected === '');
    if (selected !== '') openAddToLexicon(selected, dialect, projectId);
  }

  return (
    <div className="lexicon-add" data-testid="add-to-lexicon-bar">
      <button
        type="button"
        className="button"
        data-variant="secondary"
        aria-describedby={hint ? hintId : undefined}
        onMouseDown={(event) => event.preventDefault()}
        onClick={open}
      >
        {t('lexicon.add.open')}
      </button>
      <div aria-live="polite" className="lexicon-add-status">
        {hint && (
          <p id={hintId} className="lexicon-hint">
            {t('lexicon.add.openHint')}
          </p>
        )}
        {added && !hint && (
          <p className="lexicon-hint" role="status">
            {t('lexicon.add.added', { entry: added.written, lexicon: added.lexiconName })}
          </p>
        )}
      </div>
      <AddToLexiconDialog />
    </div>
  );
}
