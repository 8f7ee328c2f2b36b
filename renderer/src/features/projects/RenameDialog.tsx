import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogClose } from '../../ui';

interface RenameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  emptyMessage: string;
  saveLabel: string;
  initial: string;
  /** Resolves true once renamed; false keeps the dialog open (the refusal shows above the screen). */
  onSave: (name: string) => Promise<boolean>;
}

/** Renames a project or a chapter: one labelled field; an empty name is said, not silently ignored. */
export function RenameDialog(props: RenameDialogProps) {
  const { open, onOpenChange } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={props.title}>
      {/* Mounted afresh on each opening, so the field starts at the current name. The dialog focuses
          the field itself (its first control): an autoFocus here would move focus before the dialog
          notes what had it, and closing would then drop focus to the page instead of the button. */}
      {open && <RenameForm {...props} />}
    </Dialog>
  );
}

function RenameForm({ label, emptyMessage, saveLabel, initial, onSave, onOpenChange }: RenameDialogProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const errorId = useId();
  const [name, setName] = useState(initial);
  const [empty, setEmpty] = useState(false);
  const [saving, setSaving] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return setEmpty(true);
    setSaving(true);
    const saved = await onSave(name);
    setSaving(false);
    if (saved) onOpenChange(false);
  }
  return (
    <form className="projects-rename" onSubmit={(event) => void submit(event)}>
      <label htmlFor={fieldId}>{label}</label>
      <input
        id={fieldId}
        className="text-input"
        dir="auto"
        value={name}
        maxLength={120}
        aria-invalid={empty || undefined}
        aria-describedby={empty ? errorId : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setEmpty(false);
        }}
      />
      {empty && (
        <p id={errorId} className="projects-error" role="alert">
          {emptyMessage}
        </p>
      )}
      <div className="ui-dialog-actions">
        <DialogClose className="button" data-variant="secondary" type="button">
          {t('dialog.cancel')}
        </DialogClose>
        <button type="submit" className="button" disabled={saving}>
          {saveLabel}
        </button>
      </div>
    </form>
  );
}
