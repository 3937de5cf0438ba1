import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { ContactForm } from './contact-form.tsx';
import { ContentPage } from './content-page.tsx';
import styles from './content.module.css';

export function ContactPage() {
  return (
    <ContentPage
      title="Contact"
      description="Contact Copperline about a board, an order, a quote or press: send us a message and we answer within two working days."
      lead="Questions about a board, an order or a quote? Write to us."
    >
      <p className={styles.meta}>
        Before you write: the <Link to={paths.capabilities.getHref()}>capabilities</Link> and{' '}
        <Link to={paths.docs.getHref()}>export guides</Link> answer the most common questions.
      </p>
      <ContactForm />
    </ContentPage>
  );
}
