import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Button } from '#web/components/ui/button/button.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { SEARCH_ERROR_MESSAGE } from '../categories-search-store.ts';
import { activeFilterCount } from '../filter-count.ts';
import { parametersFromQuery, queryFromParameters, type PartsSearchParameters } from '../search-parameters.ts';
import { usePartsSearch } from '../use-parts-search.ts';
import { CategoryList } from './category-list.tsx';
import styles from './components-page.module.css';
import { FacetPanel } from './facet-panel.tsx';
import { Pager } from './pager.tsx';
import type { PartDetail as PartDetailDialog } from './part-detail.tsx';
import { PartsSearchForm } from './parts-search-form.tsx';
import { ResultsTable } from './results-table.tsx';
import { formatCount } from '#contracts/number-text.ts';
import { CloseIcon } from '#web/components/ui/close-icon/close-icon.tsx';

// The part dialog loads when a visitor points at or focuses the results, not with the page: it opens on a click
// (docs/performance.md#code-splitting).
let partDetail: Promise<{ PartDetail: typeof PartDetailDialog }> | null = null;
const loadPartDetail = () =>
  (partDetail ??= import('./part-detail.tsx').catch((error: unknown) => {
    partDetail = null;
    throw error;
  }));
const preloadPartDetail = () => void loadPartDetail().catch(() => undefined);
const PartDetail = lazy(() => loadPartDetail().then((m) => ({ default: m.PartDetail })));

/** /components: the parts search (docs/screens.md#parts-search-page), its whole state in the query string. */
export function ComponentsPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const parameters = parametersFromQuery(searchParams);
  const { state, dispatch } = usePartsSearch(parameters);
  const [openPartId, setOpenPartId] = useState<string | null>(null);
  const response = state.searchResponse;
  // The results answer the query in the address bar, or nothing: after a failed search the last answer was for other
  // parameters (its facets and categories stay, to change the query from). docs/screens.md#parts-search-page
  const answer = state.errored ? null : response;

  const go = (next: PartsSearchParameters) => navigate(paths.components.getHref(queryFromParameters(next)));
  const openPart = response?.results.find((r) => r.part.id === openPartId)?.part;
  // Below 940 px the filters are a drawer behind the Filters button, so results come first (docs/performance.md#parts-search-on-a-phone).
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = activeFilterCount(parameters);
  useEffect(() => {
    if (!filtersOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFiltersOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [filtersOpen]);

  return (
    <PageLayout
      title="Parts search"
      lead="Search the catalogue by part number, description or value, then narrow by category, parameters and stock."
    >
      <PartsSearchForm
        key={parameters.searchTerms}
        searchTerms={parameters.searchTerms}
        onSearch={(searchTerms) => go({ ...parameters, searchTerms, page: 1 })}
      />
      <Button
        variant="secondary"
        className={styles.filtersButton}
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={() => setFiltersOpen(true)}
      >
        Filters
        {activeFilters > 0 && (
          <span className={styles.filterCount} aria-label={`${activeFilters} active`}>
            {activeFilters}
          </span>
        )}
      </Button>
      <div className={styles.layout}>
        {filtersOpen && <div className={styles.filtersBackdrop} onClick={() => setFiltersOpen(false)} aria-hidden="true" />}
        <aside id={filtersId} className={styles.sidebar} data-open={filtersOpen || undefined} aria-label="Search filters">
          <div className={styles.filtersTop}>
            <h2 className={styles.filtersTitle}>Filters</h2>
            <button type="button" className={styles.filtersClose} aria-label="Close filters" onClick={() => setFiltersOpen(false)}>
              <CloseIcon />
            </button>
          </div>
          <label className={styles.inStock}>
            {/* Uncontrolled, so it ticks at once; the key resets it when the URL changes. */}
            <input
              key={String(parameters.inStockOnly)}
              type="checkbox"
              defaultChecked={parameters.inStockOnly}
              onChange={(e) => go({ ...parameters, inStockOnly: e.currentTarget.checked, page: 1 })}
            />
            In stock only
          </label>
          {response && response.facets.length > 0 && (
            <FacetPanel
              facets={response.facets}
              state={state}
              dispatch={dispatch}
              onApply={(filters) => go({ ...parameters, filters, page: 1 })}
            />
          )}
          {response && (
            <CategoryList
              categories={response.categories}
              selected={parameters.categoryIds}
              onSelect={(categoryIds) => go({ ...parameters, categoryIds, filters: {}, page: 1 })}
            />
          )}
          <Button className={styles.showResults} onClick={() => setFiltersOpen(false)}>
            {answer ? `Show ${answer.total === 1 ? '1 part' : `${formatCount(answer.total)} parts`}` : 'Show results'}
          </Button>
        </aside>
        {/* data-search: the query the shown results answer, so tests (and people debugging) can tell them from the previous page's. */}
        <section
          className={styles.results}
          onPointerOver={preloadPartDetail}
          onFocus={preloadPartDetail}
          aria-label="Results"
          aria-busy={state.loading}
          data-search={queryFromParameters(state.searchParameters).toString()}
        >
          {state.errored && (
            <p role="alert" className={styles.error}>
              {SEARCH_ERROR_MESSAGE}
            </p>
          )}
          {answer && (
            <p className={styles.summary} data-testid="parts-total">
              {answer.total === 1 ? '1 part' : `${formatCount(answer.total)} parts`}
              {parameters.searchTerms && <> for “{parameters.searchTerms}”</>}
            </p>
          )}
          {state.loading && <Spinner className={styles.spinner} text="Searching…" />}
          {answer && answer.results.length === 0 && !state.loading && (
            <p className={styles.empty}>No parts match. Try fewer words or filters.</p>
          )}
          {answer && answer.results.length > 0 && <ResultsTable results={answer.results} onOpen={setOpenPartId} />}
          {answer && (
            <Pager page={answer.page} pageSize={answer.page_size} total={answer.total} onPage={(page) => go({ ...parameters, page })} />
          )}
        </section>
      </div>
      {openPartId && (
        <Suspense fallback={null}>
          <PartDetail partId={openPartId} initial={openPart} onClose={() => setOpenPartId(null)} />
        </Suspense>
      )}
    </PageLayout>
  );
}
