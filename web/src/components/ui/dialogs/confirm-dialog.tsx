import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { CONFIRM_DEFAULTS } from './dialog-state.ts';
import styles from './dialogs.module.css';
import { useModalDialog } from './use-modal-dialog.ts';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal question with "Confirm" / "Cancel" by default (docs/limits.md#dialog-defaults). Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmText = CONFIRM_DEFAULTS.confirmText,
  cancelText = CONFIRM_DEFAULTS.cancelText,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2>{title}</h2>
      {children}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {cancelText}
        </Button>
        <Button onClick={onConfirm}>{confirmText}</Button>
      </div>
    </dialog>
  );
}
