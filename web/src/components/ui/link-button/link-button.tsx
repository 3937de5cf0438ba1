import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type ButtonVariant } from '../button/button-classes.ts';

export type LinkButtonProps = LinkProps & { variant?: ButtonVariant };

/** A link that looks like a button: for navigation, never for actions. */
export function LinkButton({ variant = 'primary', className, ...rest }: LinkButtonProps) {
  return <Link {...rest} className={buttonClassName(variant, className)} />;
}
