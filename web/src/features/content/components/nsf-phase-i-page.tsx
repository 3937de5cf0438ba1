import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { formatLongDate } from '../format-date.ts';
import { ContentPage } from './content-page.tsx';
import styles from './content.module.css';

export function NsfPhaseIPage() {
  return (
    <ContentPage
      title="NSF SBIR Phase I award"
      description="Copperline received a National Science Foundation SBIR Phase I award to research automated design-rule checks and part matching for board assembly."
      lead="Copperline received a Phase I Small Business Innovation Research award from the National Science Foundation."
    >
      <p className={styles.meta}>
        Press release · <time dateTime="2026-03-12">{formatLongDate('2026-03-12')}</time>
      </p>
      <section className={styles.section}>
        <h2>The award</h2>
        <p>
          The National Science Foundation has awarded Copperline a Small Business Innovation Research (SBIR) Phase I grant. The project
          researches how far a board house can automate the checks that usually need an engineer: reading a design from any common CAD tool,
          measuring it against the shop's capabilities, and matching the bill of materials to parts that are actually in stock.
        </p>
      </section>
      <section className={styles.section}>
        <h2>What it means for customers</h2>
        <ul>
          <li>Faster feedback: problems are found on upload, with measured numbers, not days later.</li>
          <li>Fewer surprises: the checks use the same rule set as production, published on our capabilities page.</li>
          <li>Easier assembly orders: part values and footprints are matched to real, stocked parts.</li>
        </ul>
      </section>
      <section className={styles.section}>
        <h2>About the SBIR programme</h2>
        <p>
          America's Seed Fund, powered by the NSF, awards non-dilutive funds to early-stage companies to turn fundamental science and
          engineering into products with commercial and societal impact.
        </p>
        <p>
          <Link to={paths.press.getHref()}>Back to press</Link>
        </p>
      </section>
    </ContentPage>
  );
}
