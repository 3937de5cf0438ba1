import { Link } from 'react-router';
import { capabilityValues as capabilities } from '#contracts/capabilities-data.ts';
import { paths } from '#web/config/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useMetaDescription } from '#web/lib/use-meta-description.ts';
import { LinkButton } from '#web/components/ui/link-button/link-button.tsx';
import styles from './home-page.module.css';
import sections from './home-sections.module.css';

const steps = [
  { title: 'Upload', text: 'Drop in an Eagle .brd, a KiCad .kicad_pcb or a zip of Gerbers. No account needed to check a board.' },
  { title: 'Review', text: 'See every layer rendered and every design rule checked, with measured numbers and markers on the board.' },
  { title: 'Add parts', text: 'Upload a bill of materials and pick stocked parts from our catalogue for assembly.' },
  { title: 'Order', text: 'Get an instant quote, pay by card or purchase order, and have boards shipped or pick them up.' },
];

export function HomePage() {
  useDocumentTitle();
  useMetaDescription();
  const c = capabilities;
  const facts = [
    { value: `${c.layers.min}–${c.layers.max} layers`, label: 'FR-4, rigid' },
    { value: `${c.minTraceMm} mm`, label: 'minimum trace and space' },
    { value: `${c.minDrillMm} mm`, label: 'smallest drill' },
    { value: `${c.boardSizeMm.maxLongSide} × ${c.boardSizeMm.maxShortSide} mm`, label: 'largest board' },
    { value: `${c.finishes.length} finishes`, label: c.finishes.join(', ') },
    { value: `${c.colours.length} colours`, label: 'of solder mask' },
  ];
  return (
    <>
      <div className={styles.hero}>
        <p className={styles.eyebrow}>PCB fabrication and assembly</p>
        <h1 className={styles.title}>Upload a board. See what we see. Order it.</h1>
        <p className={styles.lead}>
          Design-rule checks, a bill of materials matched to real parts and an instant quote, straight from your Eagle, KiCad or Gerber
          files.
        </p>
        <div className={styles.actions}>
          <LinkButton to={paths.uploadBoard.getHref()}>Order a board</LinkButton>
          <LinkButton to={paths.components.getHref()} variant="secondary">
            Search parts
          </LinkButton>
        </div>
      </div>
      <section className={sections.band} aria-labelledby="how-it-works">
        <h2 id="how-it-works">How it works</h2>
        <ol className={sections.steps}>
          {steps.map((step) => (
            <li className={sections.step} key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className={sections.band} aria-labelledby="what-we-build">
        <h2 id="what-we-build">What we build</h2>
        <dl className={sections.facts}>
          {facts.map((fact) => (
            <div key={fact.value}>
              <dt>{fact.value}</dt>
              <dd>{fact.label}</dd>
            </div>
          ))}
        </dl>
        <p className={sections.more}>
          <Link to={paths.capabilities.getHref()}>All capabilities</Link> · <Link to={paths.docs.getHref()}>Export guides</Link>
        </p>
      </section>
      <section className={sections.band} aria-labelledby="save">
        <h2 id="save">$100 off your first order</h2>
        <p className={styles.lead}>
          Join the newsletter and get $100 off a first order over $200, plus engineering tips and news about new capabilities.
        </p>
        <div className={styles.actions}>
          <LinkButton to={paths.newsletter.getHref()} variant="secondary">
            Get the coupon
          </LinkButton>
        </div>
      </section>
    </>
  );
}
