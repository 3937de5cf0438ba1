import type { ReactNode } from 'react';
import { moreText } from '../revision-diff-text.ts';
import styles from './revision-diff.module.css';

/** Lists this long or shorter start open; longer ones are a click away, so the section stays readable. */
const OPEN_UP_TO = 8;

type Props<Item> = {
  title: string;
  list: { listed: readonly Item[]; total: number };
  text: (item: Item) => ReactNode;
  testId?: string;
};

/** One of the diff's capped lists, folded when long, with "and N more" when the API listed only the first (docs/revisions.md#tolerances). */
export function DiffCappedList<Item>({ title, list, text, testId }: Props<Item>) {
  if (list.total === 0) return null;
  const more = moreText(list.listed.length, list.total);
  return (
    <details className={styles.capped} open={list.total <= OPEN_UP_TO} data-testid={testId}>
      <summary>
        {title} ({list.total})
      </summary>
      <ul className={styles.facts}>
        {list.listed.map((item, index) => (
          <li key={index}>{text(item)}</li>
        ))}
      </ul>
      {more && <p className={styles.muted}>{more}</p>}
    </details>
  );
}
