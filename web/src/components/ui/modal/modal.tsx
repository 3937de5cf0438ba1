import { useEffect, useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { isTopmost, modalStack } from './modal-stack.ts';
import styles from './modal.module.css';

export type ModalProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Show "Press (Esc) to close" beside the title. */
  showEscHint?: boolean;
  children?: ReactNode;
};

/**
 * docs/screens.md#modals-and-spinners: a full-screen modal with a title and a close button. It locks page
 * scrolling while open and joins the modal stack; Escape closes only the topmost.
 */
export function Modal({ open, title, onClose, showEscHint = true, children }: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;

  useEffect(() => {
    if (!open) return;
    modalStack.add(id);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      modalStack.remove(id);
      if (modalStack.get().length === 0) document.body.style.overflow = previousOverflow;
    };
  }, [open, id]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTopmost(modalStack.get(), id)) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, id, onClose]);

  if (!open) return null;
  return createPortal(
    <div className={styles.modal} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId}>{title}</h2>
        {showEscHint && <span className={styles.hint}>Press (Esc) to close</span>}
        <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </div>,
    document.body,
  );
}
