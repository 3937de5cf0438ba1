import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { ValidationMessage } from '../validation-message/validation-message.tsx';
import { canSubmit } from '#web/lib/submit-state.ts';
import styles from './account-page.module.css';

export type AccountFormFooterProps = {
  /** The last save's error, or '' after a success. */
  error: string;
  /** Shown as a status line once saved (null while there is nothing to report). */
  savedText: string | null;
  /** react-hook-form's formState and isSubmitting, for the submit rule of docs/validation.md#forms. */
  formState: { isValid: boolean; isDirty: boolean };
  submitting: boolean;
  children: ReactNode;
};

/** The end of an account card's form: the error, the saved note and the submit button (children is its text). */
export function AccountFormFooter({ error, savedText, formState, submitting, children }: AccountFormFooterProps) {
  return (
    <>
      <ValidationMessage>{error}</ValidationMessage>
      {savedText && (
        <p role="status" className={styles.saved}>
          {savedText}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          loading={submitting}
          disabled={!canSubmit({ isValid: formState.isValid, isDirty: formState.isDirty, loading: submitting })}
        >
          {children}
        </Button>
      </div>
    </>
  );
}
