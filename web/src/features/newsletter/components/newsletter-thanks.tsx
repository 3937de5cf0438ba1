import { paths } from '#web/config/paths.ts';
import { LinkButton } from '#web/components/ui/link-button/link-button.tsx';
import type { NewsletterResult } from '../api/sign-up-for-newsletter.ts';
import styles from './newsletter.module.css';

/** docs/screens.md#newsletter-pop-up: "Thanks for signing up!" with the two choices, and the coupon when one was issued. */
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
      {result.couponCode ? (
        <>
          <div className={styles.coupon}>
            <span className={styles.muted}>Your coupon:</span>
            <span className={styles.couponCode} data-testid="coupon-code">
              {result.couponCode}
            </span>
          </div>
          <p className={styles.muted}>$100 off your first order over $200. It works once, with an account under this e-mail address.</p>
        </>
      ) : (
        <p className={styles.muted}>
          This address was already on our list, so the first-order coupon was sent before and is not issued again.
        </p>
      )}
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
