import { paths } from '#web/config/paths.ts';
import { LinkButton } from '#web/components/ui/link-button/link-button.tsx';
import type { NewsletterResult } from '../api/sign-up-for-newsletter.ts';
import styles from './newsletter.module.css';

/**
 * docs/screens.md#newsletter-pop-up: "Thanks for signing up!" with the two choices. The coupon of an address new to the
 * list is e-mailed to it, never shown here, and the page reads the same for a known address.
 */
export function NewsletterThanks({
  result,
  headingLevel = 2,
  onChoose,
}: {
  result: NewsletterResult;
  headingLevel?: 2 | 3;
  onChoose?: () => void;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.thanks} role="status">
      <Heading>Thanks for signing up!</Heading>
      <p className={styles.coupon} data-testid="coupon-notice">
        If {result.email} is new to our list, we have e-mailed your coupon there: $100 off your first order over $200.
      </p>
      <p className={styles.muted}>It works once, with an account under that e-mail address.</p>
      <div className={styles.choices}>
        <LinkButton to={paths.uploadBoard.getHref()} onClick={onChoose}>
          Upload a board and save $100
        </LinkButton>
        <LinkButton to={paths.myAccount.getHref({ signUp: true })} variant="secondary" onClick={onChoose}>
          Create an account
        </LinkButton>
      </div>
    </div>
  );
}
