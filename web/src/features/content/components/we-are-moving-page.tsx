import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { formatLongDate } from '../format-date.ts';
import { ContentPage } from './content-page.tsx';
import styles from './content.module.css';

export function WeAreMovingPage() {
  return (
    <ContentPage
      title="We are moving!"
      description="Copperline is moving to a larger workshop. Orders keep shipping during the move; pickups pause for one week."
      lead="Copperline is moving to a new home. Here is what changes for your orders."
    >
      <p className={styles.meta}>
        Press release · <time dateTime="2026-10-05">{formatLongDate('2026-10-05')}</time>
      </p>
      <section className={styles.section}>
        <h2>A bigger workshop</h2>
        <p>
          We have outgrown our first workshop. The new building gives us room for a second pick-and-place line, a larger stock room for the
          parts catalogue and a proper pickup counter.
        </p>
      </section>
      <section className={styles.section}>
        <h2>What changes for you</h2>
        <ul>
          <li>Orders keep shipping throughout the move; lead times shown at checkout already include it.</li>
          <li>
            Pickups pause for one week while the machines move. Orders placed for pickup in that week are held for you or shipped free on
            request.
          </li>
          <li>Our address on invoices and shipping labels changes on the moving day; nothing else changes in your account.</li>
        </ul>
      </section>
      <section className={styles.section}>
        <h2>Questions?</h2>
        <p>
          <Link to={paths.contact.getHref()}>Contact us</Link> about a specific order, or read the{' '}
          <Link to={paths.press.getHref()}>other announcements</Link>.
        </p>
      </section>
    </ContentPage>
  );
}
