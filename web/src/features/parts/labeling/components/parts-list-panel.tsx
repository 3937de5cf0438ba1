import { useCallback, useRef, useState, type Dispatch } from 'react';
import type { Part } from '#contracts/parts.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { CategoryOptions } from '#web/features/parts/components/category-options.tsx';
import { fetchPartsToLabel } from '../api/label-parts.ts';
import type { PartsStoreAction, PartsStoreState } from '../parts-store.ts';
import styles from './character-labeler.module.css';

type Props = {
  state: PartsStoreState;
  dispatch: Dispatch<PartsStoreAction>;
  onChoose: (part: Part) => void;
};

/** Empty pages read on in one load before "More parts" is offered instead. */
const EMPTY_PAGES_FOLLOWED = 20;

/** The labeler's list: a category, then its parts with a value text, a page at a time. */
export function PartsListPanel({ state, dispatch, onChoose }: Props) {
  const [categoryId, setCategoryId] = useState('');
  const [cursor, setCursor] = useState<string | null>(null);
  // Where the latest load started: "Try again" repeats it, keeping the pages already listed.
  const [lastFrom, setLastFrom] = useState<string | null>(null);
  const request = useRef(0);

  const load = useCallback(
    async (category: string, from: string | null) => {
      const mine = ++request.current;
      setLastFrom(from);
      dispatch({ type: 'loadStarted' });
      try {
        let page = await fetchPartsToLabel(category, from);
        // The server reads a category a bounded slice at a time, so a page can come back empty with more to read.
        for (let hops = 0; page.parts.length === 0 && page.next_cursor && hops < EMPTY_PAGES_FOLLOWED; hops++) {
          if (mine !== request.current) return;
          page = await fetchPartsToLabel(category, page.next_cursor);
        }
        if (mine !== request.current) return;
        dispatch({ type: 'loadSucceeded', parts: page.parts, append: from !== null });
        setCursor(page.next_cursor);
      } catch {
        if (mine === request.current) dispatch({ type: 'loadFailed' });
      }
    },
    [dispatch],
  );

  const chooseCategory = (id: string) => {
    setCategoryId(id);
    setCursor(null);
    if (id) void load(id, null);
  };

  return (
    <section className={styles.listPanel} aria-label="Parts to label">
      <label className={styles.categoryField}>
        <span>Category</span>
        <select value={categoryId} onChange={(event) => chooseCategory(event.target.value)}>
          <CategoryOptions />
        </select>
      </label>
      {categoryId && !state.loading && !state.errored && state.parts.length === 0 && (
        <p className={styles.muted}>No parts with a value text here.</p>
      )}
      <ul className={styles.partList}>
        {state.parts.map((part) => (
          <li key={part.id}>
            <button
              type="button"
              className={styles.partButton}
              aria-current={part.id === state.selectedPart?.id ? 'true' : undefined}
              onClick={() => onChoose(part)}
            >
              <span className={styles.partValue}>{part.value_text}</span>
              <span className={styles.partMeta}>
                {part.mpn} · {part.labeled ? <span className={styles.done}>✓ labelled</span> : 'to label'}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {state.errored && (
        <div role="alert" className={styles.loadFailed}>
          <p>Failed to load the parts.</p>
          <Button variant="secondary" onClick={() => void load(categoryId, lastFrom)}>
            Try again
          </Button>
        </div>
      )}
      {state.loading && <Spinner text="Loading parts…" />}
      {cursor && !state.loading && !state.errored && (
        <Button variant="secondary" onClick={() => void load(categoryId, cursor)}>
          More parts
        </Button>
      )}
    </section>
  );
}
