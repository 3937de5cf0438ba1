import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { ContentPage } from './content-page.tsx';
import styles from './content.module.css';

export function PrivacyPage() {
  return (
    <ContentPage
      title="Privacy"
      description="What Copperline collects when you use the store, why, who it is shared with, how long it is kept and how to have it deleted."
      lead="What we collect, why, and how long we keep it."
    >
      <section className={styles.section}>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Account details</strong>: your name, e-mail address, and optionally phone number and organisation.
          </li>
          <li>
            <strong>Design files</strong> you upload, and the renders and check results we make from them.
          </li>
          <li>
            <strong>Orders</strong>: what you bought, delivery address and payment status. Card details go straight to our payment provider;
            we never see or store the card number.
          </li>
          <li>
            <strong>Newsletter</strong>: your e-mail address and where you signed up, if you choose to subscribe.
          </li>
          <li>
            <strong>Usage</strong>: pages visited and errors, to keep the site working. Analytics runs only in production.
          </li>
        </ul>
      </section>
      <section className={styles.section}>
        <h2>Why we use it</h2>
        <p>
          To build and deliver your boards, to answer your messages, to send the newsletter you asked for, and to find and fix problems on
          the site. We do not sell your data and we do not use your designs for anything but your orders.
        </p>
      </section>
      <section className={styles.section}>
        <h2>Cookies</h2>
        <p>
          We use a few cookies and browser-storage flags to remember choices such as a dismissed banner or newsletter pop-up (for one year),
          your last CAD tool, and to keep you signed in.
        </p>
      </section>
      <section className={styles.section}>
        <h2>How long we keep it</h2>
        <p>
          Design files and orders are kept while your account exists, so you can reorder. Newsletter contacts are kept until you
          unsubscribe. Contact-form messages are kept for two years.
        </p>
      </section>
      <section className={styles.section}>
        <h2>Your choices</h2>
        <p>
          You can unsubscribe from every newsletter, correct your details on your account page, or ask us to delete your account and files
          through the <Link to={paths.contact.getHref()}>contact form</Link>.
        </p>
      </section>
    </ContentPage>
  );
}
