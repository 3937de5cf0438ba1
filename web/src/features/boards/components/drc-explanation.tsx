import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button/button.tsx';
import { paths } from '#web/config/paths.ts';
import { hasSeenDrcExplanation, markDrcExplanationSeen } from '../board-storage.ts';
import styles from './review-board.module.css';

/** Shown until the customer has read it once (localStorage drcExplanation). */
export function DrcExplanation() {
  const [open, setOpen] = useState(() => !hasSeenDrcExplanation());
  if (!open) return null;
  return (
    <aside className={styles.explanation} aria-labelledby="drc-explanation-title">
      <h2 id="drc-explanation-title">How to read the checks</h2>
      <p>
        We measured your board against the <Link to={paths.capabilities.getHref()}>capabilities</Link> of our shop. Each finding has a
        number that matches a marker on the render; click either to find the other.
      </p>
      <ul>
        <li>
          <strong>Errors</strong> are outside what we can make: fix them in your design and upload it again.
        </li>
        <li>
          <strong>Warnings</strong> may be intended (a logo in copper, a tight but legal gap): dismiss them once you have checked.
        </li>
      </ul>
      <Button
        variant="secondary"
        onClick={() => {
          markDrcExplanationSeen();
          setOpen(false);
        }}
      >
        Got it
      </Button>
    </aside>
  );
}
