import { useEffect, type ReactNode } from 'react';
import { useModalDialog } from '#web/components/ui/dialogs/use-modal-dialog.ts';
import styles from './drawer.module.css';
import { CloseIcon } from '#web/components/ui/close-icon/close-icon.tsx';

export type DrawerProps = {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A right-hand drawer on the native modal <dialog>: it traps focus, closes on
 * Escape, and hands focus back to the button that opened it. A click on the
 * backdrop (which belongs to the dialog element itself) closes it too.
 */
export function Drawer({ id, title, open, onClose, children }: DrawerProps) {
  const dialogRef = useModalDialog(open);

  // Lock page scrolling while the drawer is open.
  useEffect(() => {
    if (!open) return;
    const previous = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = previous;
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-label={title}
      className={styles.drawer}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.top}>
          <span className={styles.title}>{title}</span>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close menu">
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
