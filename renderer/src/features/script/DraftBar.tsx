import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, Dialog, DialogClose } from '../../ui';
import { useStudioStore } from '../../store';
import { deleteDraft, openDraft, renameDraft } from './draft-actions';
import { startNewDraft } from './voice-actions';
import { scriptErrorText } from './error-text';
import { shownDraftName } from './draft-names';

/** Which draft is open, the others to switch to, and whether the text is safely stored. */
export function DraftBar() {
  const { t } = useTranslation();
  const selectId = useId();
  const nameId = useId();
  const nameErrorId = useId();
  const draft = useStudioStore((s) => s.script.draft);
  const drafts = useStudioStore((s) => s.script.drafts);
  const saveState = useStudioStore((s) => s.script.saveState);
  const saveError = useStudioStore((s) => s.script.saveError);
  const actionError = useStudioStore((s) => s.script.draftActionError);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [name, setName] = useState('');
  const [nameEmpty, setNameEmpty] = useState(false);
  if (!draft) return null;
  const options = drafts.some((d) => d.id === draft.id) ? drafts : [{ id: draft.id, name: draft.name }, ...drafts];

  function submitRename(event: FormEvent) {
    event.preventDefault();
    // Said, not a Save button that silently does nothing: the dialog stays with the name to fix.
    if (name.trim() === '') return setNameEmpty(true);
    void renameDraft(name);
    setRenaming(false);
  }

  return (
    <div className="script-drafts">
      <label htmlFor={selectId}>{t('script.drafts.label')}</label>
      <select
        id={selectId}
        className="text-input"
        data-testid="draft-select"
        value={draft.id}
        onChange={(event) => void openDraft(event.target.value)}
      >
        {options.map((d) => (
          <option key={d.id} value={d.id} dir="auto">
            {shownDraftName(d.id === draft.id ? draft.name : d.name, t)}
          </option>
        ))}
      </select>
      <button type="button" className="button" data-variant="secondary" data-testid="draft-new" onClick={() => void startNewDraft()}>
        {t('script.drafts.create')}
      </button>
      <Dialog
        open={renaming}
        onOpenChange={setRenaming}
        title={t('script.drafts.renameTitle')}
        trigger={
          <button
            type="button"
            className="button"
            data-variant="secondary"
            onClick={() => {
              setName(shownDraftName(draft.name, t));
              setNameEmpty(false);
            }}
          >
            {t('script.drafts.rename')}
          </button>
        }
      >
        <form className="script-rename" onSubmit={submitRename}>
          <label htmlFor={nameId}>{t('script.drafts.nameLabel')}</label>
          <input
            id={nameId}
            className="text-input"
            value={name}
            maxLength={120}
            aria-invalid={nameEmpty || undefined}
            aria-describedby={nameEmpty ? nameErrorId : undefined}
            onChange={(e) => {
              setName(e.target.value);
              setNameEmpty(false);
            }}
            autoFocus
          />
          {nameEmpty && (
            <p id={nameErrorId} className="script-error" role="alert">
              {t('script.drafts.nameEmpty')}
            </p>
          )}
          <div className="ui-dialog-actions">
            <DialogClose className="button" data-variant="secondary" type="button">
              {t('dialog.cancel')}
            </DialogClose>
            <button type="submit" className="button">
              {t('script.drafts.save')}
            </button>
          </div>
        </form>
      </Dialog>
      <button type="button" className="button" data-variant="secondary" onClick={() => setDeleting(true)}>
        {t('script.drafts.delete')}
      </button>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('script.drafts.deleteTitle', { name: shownDraftName(draft.name, t) })}
        description={t('script.drafts.deleteBody')}
        confirmLabel={t('script.drafts.delete')}
        destructive
        onConfirm={() => void deleteDraft()}
      />
      <span className="script-save-state" data-testid="draft-save-state" data-state={saveState} role="status">
        {saveState === 'failed' && saveError
          ? t('script.drafts.saveFailed', { reason: scriptErrorText(t, saveError) })
          : t(`script.drafts.${saveState === 'failed' ? 'unsaved' : saveState}`)}
      </span>
      {actionError && (
        <p className="script-draft-refused" role="alert" data-testid="draft-action-refused">
          {t(`script.drafts.refused.${actionError.action}`, { reason: scriptErrorText(t, actionError.error) })}
        </p>
      )}
    </div>
  );
}
