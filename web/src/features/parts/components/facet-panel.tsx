import { useState, type Dispatch } from 'react';
import type { Facet } from '#contracts/parts.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { hasUnappliedFilters, type CategoriesSearchAction, type CategoriesSearchState } from '../categories-search-store.ts';
import styles from './components-page.module.css';
import { formatCount } from '#contracts/number-text.ts';

type Props = {
  facets: Facet[];
  state: CategoriesSearchState;
  dispatch: Dispatch<CategoriesSearchAction>;
  onApply: (filters: Record<string, string[]>) => void;
};

const SHOWN = 8;

/** The current category's parameters with value counts; ticked values wait in the pending filters until applied. */
export function FacetPanel({ facets, state, dispatch, onApply }: Props) {
  const dirty = hasUnappliedFilters(state);
  const anyApplied = Object.keys(state.searchParameters.filters).length > 0;
  return (
    <div className={styles.panel}>
      <h2 className={styles.panelTitle}>Parameters</h2>
      <div className={styles.facetActions}>
        <Button variant="primary" disabled={!dirty} onClick={() => onApply(state.pendingFilters)}>
          Apply filters
        </Button>
        {anyApplied && (
          <button type="button" className={styles.linkButton} onClick={() => onApply({})}>
            Clear filters
          </button>
        )}
      </div>
      {facets.map((facet) => (
        <FacetGroup
          key={facet.parameter.id}
          facet={facet}
          pending={state.pendingFilters[facet.parameter.short_name] ?? []}
          dispatch={dispatch}
        />
      ))}
    </div>
  );
}

function FacetGroup({ facet, pending, dispatch }: { facet: Facet; pending: string[]; dispatch: Dispatch<CategoriesSearchAction> }) {
  const [all, setAll] = useState(false);
  const name = facet.parameter.short_name;
  const values = all ? facet.values : facet.values.slice(0, SHOWN);
  // Ticked values stay visible even when they are not among the most frequent.
  const extra = pending.filter((raw) => !values.some((v) => v.raw === raw));
  return (
    <fieldset className={styles.facet}>
      <legend>{facet.parameter.name}</legend>
      {[...values.map((v) => ({ raw: v.raw, count: v.count as number | null })), ...extra.map((raw) => ({ raw, count: null }))].map(
        (value) => (
          <label key={value.raw} className={styles.facetValue}>
            <input
              type="checkbox"
              checked={pending.includes(value.raw)}
              onChange={(event) =>
                dispatch({ type: event.currentTarget.checked ? 'addToPendingFilters' : 'removeFromPendingFilters', name, value: value.raw })
              }
            />
            <span className={styles.facetRaw}>{value.raw}</span>
            {value.count !== null && <span className={styles.count}>{formatCount(value.count)}</span>}
          </label>
        ),
      )}
      {facet.values.length > SHOWN && (
        <button type="button" className={styles.linkButton} onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${facet.value_count}`}
        </button>
      )}
    </fieldset>
  );
}
