import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog as RadixDialog } from 'radix-ui';
import { useFocusReturn } from './focus-return';
import './ui.css';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (rendered as the trigger itself via asChild). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /**
   * Where focus lands on open instead of the first control (radix's default): the first thing to
   * decide. While it is not drawn yet (a preview still loading), the dialog itself takes focus.
   */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog: focus trapped and returned, Escape closes, titled and described for screen
 * readers (radix Dialog). Opened from code (no trigger), focus goes back where it was (focus-return.ts). Content only; actions go in `children`.
 */
export function Dialog({ open, onOpenChange, trigger, title, description, children, initialFocus }: DialogProps) {
  const { t } = useTranslation();
  const focusReturn = useFocusReturn();
  const onOpenAutoFocus = (event: Event) => {
    if (!trigger) focusReturn.onOpenAutoFocus();
    if (!initialFocus) return;
    event.preventDefault();
    (initialFocus.current ?? (event.target as HTMLElement)).focus();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-overlay" />
        {/* Without a description, an explicit undefined tells radix the dialog is described by nothing. */}
        <RadixDialog.Content
          className="ui-dialog"
          {...(trigger ? {} : focusReturn)}
          onOpenAutoFocus={onOpenAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="ui-dialog-title">{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className="ui-dialog-description">{description}</RadixDialog.Description>}
          {children}
          <RadixDialog.Close className="ui-dialog-close" aria-label={t('dialog.close')}>
            <span aria-hidden="true">×</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog when pressed (wrap your own button). */
export const DialogClose = RadixDialog.Close;
