import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary';

export function buttonClassName(variant: ButtonVariant, className?: string): string {
  return [styles.button, styles[variant], className].filter(Boolean).join(' ');
}
