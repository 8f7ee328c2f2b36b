import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from 'radix-ui';
import { useFocusReturn } from './focus-return';
import './ui.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Label of the confirming button; defaults to "Confirm". Name the action ("Delete 3 clips"). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirming button as destructive. */
  destructive?: boolean;
  onConfirm: () => void;
}

/**
 * Asks before an action that cannot be undone (radix AlertDialog: role="alertdialog", focus starts
 * on Cancel, the overlay does not dismiss it by a stray click). Focus goes back where it was on close.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const focusReturn = useFocusReturn();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="ui-overlay" />
        <AlertDialog.Content className="ui-dialog" {...focusReturn}>
          <AlertDialog.Title className="ui-dialog-title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="ui-dialog-description">{description}</AlertDialog.Description>
          <div className="ui-dialog-actions">
            <AlertDialog.Cancel className="button" data-variant="secondary">
              {cancelLabel ?? t('dialog.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action className="button" data-variant={destructive ? 'danger' : undefined} onClick={onConfirm}>
              {confirmLabel ?? t('dialog.confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
