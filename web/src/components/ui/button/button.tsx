import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from '../spinner/spinner.tsx';
import { buttonClassName, type ButtonVariant } from './button-classes.ts';

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  variant?: ButtonVariant;
  type?: 'button' | 'submit';
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
};

export function Button({ variant = 'primary', type = 'button', loading = false, className, disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size={18} />}
      {children}
    </button>
  );
}
