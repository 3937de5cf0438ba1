import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { formatLongDate } from '../format-date.ts';
import { ContentPage } from './content-page.tsx';
import styles from './content.module.css';

const releases = [
  {
    href: paths.pressWeAreMoving.getHref(),
    date: '2026-10-05',
    title: 'We are moving!',
    summary: 'Copperline moves to a larger workshop with a second assembly line. Orders keep shipping throughout.',
  },
  {
    href: paths.pressNsfPhaseI.getHref(),
    date: '2026-03-12',
    title: 'Copperline receives an NSF SBIR Phase I award',
    summary: 'The National Science Foundation funds our research into automated design checks and part matching.',
  },
];

export function PressPage() {
  return (
    <ContentPage
      title="Press"
      description="Copperline press releases and announcements: our NSF SBIR Phase I award and our move to a new workshop."
      lead="Announcements and news about Copperline. For press enquiries, use the contact form."
    >
      <div className={styles.cards}>
        {releases.map((release) => (
          <article className={styles.card} key={release.href}>
            <p className={styles.meta}>
              <time dateTime={release.date}>{formatLongDate(release.date)}</time>
            </p>
            <h2>
              <Link to={release.href}>{release.title}</Link>
            </h2>
            <p>{release.summary}</p>
          </article>
        ))}
      </div>
      <p className={styles.section}>
        Writing about us? <Link to={paths.contact.getHref()}>Send us a message</Link> and we will answer within two working days.
      </p>
    </ContentPage>
  );
}
