import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { canSubmit } from '#web/lib/submit-state.ts';
import styles from './form.module.css';

export type FormSubmitProps = {
  busy: boolean;
  /** The form's validity and whether it changed (react-hook-form's formState, or a form's own). */
  state: { isValid: boolean; isDirty: boolean };
  /** Opened with values carried over (the e-mail address): counts as changed. */
  prefilled?: boolean;
  /** Sized to its text (on the account page) instead of the form's full width. */
  compact?: boolean;
  children: ReactNode;
};

/** A form card's submit button, enabled as docs/validation.md#forms says. */
export function FormSubmit({ busy, state, prefilled, compact = false, children }: FormSubmitProps) {
  return (
    <Button
      type="submit"
      className={compact ? styles.compact : styles.submit}
      loading={busy}
      disabled={!canSubmit({ isValid: state.isValid, isDirty: state.isDirty, loading: busy, prefilled })}
    >
      {children}
    </Button>
  );
}
