import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import styles from './dialogs.module.css';
import { useModalDialog } from './use-modal-dialog.ts';

export type AlertDialogProps = { open: boolean; title: string; children?: ReactNode; okText?: string; onDismiss: () => void };

/** A modal notice with one button; Escape dismisses it. */
export function AlertDialog({ open, title, children, okText = 'OK', onDismiss }: AlertDialogProps) {
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      role="alertdialog"
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      <h2>{title}</h2>
      {children}
      <div className={styles.actions}>
        <Button onClick={onDismiss}>{okText}</Button>
      </div>
    </dialog>
  );
}
