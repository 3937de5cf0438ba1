import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LinkButton } from '../../../components/ui/link-button/link-button.tsx';
import styles from './home-page.module.css';

export function HomePage() {
  useDocumentTitle();
  return (
    <div className={styles.hero}>
      <p className={styles.eyebrow}>PCB fabrication and assembly</p>
      <h1 className={styles.title}>Upload a board. See what we see. Order it.</h1>
      <p className={styles.lead}>
        Design-rule checks, a bill of materials matched to real parts and an instant quote, straight from your Eagle,
        KiCad or Gerber files.
      </p>
      <div className={styles.actions}>
        <LinkButton to={paths.uploadBoard.getHref()}>Order a board</LinkButton>
        <LinkButton to={paths.components.getHref()} variant="secondary">
          Search parts
        </LinkButton>
      </div>
    </div>
  );
}
