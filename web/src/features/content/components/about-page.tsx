import { paths } from '#web/config/paths.ts';
import { LinkButton } from '#web/components/ui/link-button/link-button.tsx';
import { ContentPage } from './content-page.tsx';
import styles from './content.module.css';

export function AboutPage() {
  return (
    <ContentPage
      title="About Copperline"
      description="Copperline is a small board house that builds and assembles printed circuit boards, with design checks and prices you can see before you order."
      lead="We build printed circuit boards and assemble them, with checks and prices you can see before you order."
    >
      <section className={styles.section}>
        <h2>Why we started</h2>
        <p>
          Ordering a board used to mean e-mailing files, waiting a day for a quote and hoping nobody found a problem after you had paid. We
          are engineers who got tired of that loop. Copperline shows you what our machines will see the moment you upload: every layer
          rendered, every rule checked with measured numbers, and a price.
        </p>
      </section>
      <section className={styles.section}>
        <h2>What we do</h2>
        <ul>
          <li>Fabricate one- to six-layer boards from Eagle, KiCad or Gerber files.</li>
          <li>Assemble them with parts from our stocked catalogue or parts you choose.</li>
          <li>Check every design against the same published rule set that our production uses.</li>
          <li>Ship, or let you pick up your boards at our workshop.</li>
        </ul>
      </section>
      <section className={styles.section}>
        <h2>How we work</h2>
        <p>
          Our capabilities are published in full, not hidden behind a sales call. When a design needs a human look, an engineer confirms
          stock and pricing for custom parts before anything is built. Research funding from the National Science Foundation helps us make
          the checks faster and more accurate.
        </p>
      </section>
      <div className={styles.actions}>
        <LinkButton to={paths.capabilities.getHref()}>See our capabilities</LinkButton>
        <LinkButton to={paths.contact.getHref()} variant="secondary">
          Contact us
        </LinkButton>
      </div>
    </ContentPage>
  );
}
