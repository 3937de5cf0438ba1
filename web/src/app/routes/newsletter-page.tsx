import { useState } from 'react';
import { NewsletterForm } from '#web/features/newsletter/components/newsletter-form.tsx';
import { NewsletterThanks } from '#web/features/newsletter/components/newsletter-thanks.tsx';
import type { NewsletterResult } from '#web/features/newsletter/api/sign-up-for-newsletter.ts';
import { ContentPage } from '#web/features/content/components/content-page.tsx';
import styles from '#web/features/content/components/content.module.css';

export function NewsletterPage() {
  const [result, setResult] = useState<NewsletterResult>();
  const [betaResult, setBetaResult] = useState<NewsletterResult>();
  return (
    <ContentPage
      title="Newsletter"
      description="Sign up for the Copperline newsletter and beta: board design tips, new capabilities, and $100 off a first order over $200 for first-time subscribers."
      lead="News about boards, parts and the beta. First-time subscribers get $100 off a first order over $200."
    >
      <section className={styles.section}>
        {result ? <NewsletterThanks result={result} /> : <NewsletterForm source="Newsletter" onDone={setResult} />}
      </section>
      <section className={styles.section} aria-labelledby="beta-heading">
        <h2 id="beta-heading">Join the beta</h2>
        <p>Try new features before everyone else. We invite people from the beta list in the order they signed up, by e-mail.</p>
        {betaResult ? <NewsletterThanks result={betaResult} /> : <NewsletterForm source="Beta" onDone={setBetaResult} />}
      </section>
      <section className={styles.section}>
        <h2>What you get</h2>
        <ul>
          <li>A short e-mail about once a month: design-for-manufacturing tips, new finishes and capabilities, and parts news.</li>
          <li>Early access to beta features, such as assembly from your own parts.</li>
          <li>A one-time coupon, e-mailed to you: $100 off your first order over $200, for addresses new to our list.</li>
        </ul>
        <p>You can unsubscribe with one click from any e-mail.</p>
      </section>
    </ContentPage>
  );
}
