import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/layouts/page-layout.tsx';
import { Spinner } from '../../../components/ui/spinner/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { SEARCH_ERROR_MESSAGE } from '../categories-search-store.ts';
import { parametersFromQuery, queryFromParameters, type PartsSearchParameters } from '../search-parameters.ts';
import { usePartsSearch } from '../use-parts-search.ts';
import { CategoryList } from './category-list.tsx';
import styles from './components-page.module.css';
import { FacetPanel } from './facet-panel.tsx';
import { Pager } from './pager.tsx';
import { PartDetail } from './part-detail.tsx';
import { PartsSearchForm } from './parts-search-form.tsx';
import { ResultsTable } from './results-table.tsx';

/** /components: the parts search (SPEC §2), its whole state in the query string. */
export function ComponentsPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const parameters = parametersFromQuery(searchParams);
  const { state, dispatch } = usePartsSearch(parameters);
  const [openPartId, setOpenPartId] = useState<string | null>(null);
  const response = state.searchResponse;

  const go = (next: PartsSearchParameters) => navigate(paths.components.getHref(queryFromParameters(next)));
  const openPart = response?.results.find((r) => r.part.id === openPartId)?.part;

  return (
    <PageLayout title="Parts search" lead="Search the catalogue by part number, description or value, then narrow by category, parameters and stock.">
      <PartsSearchForm key={parameters.searchTerms} searchTerms={parameters.searchTerms} onSearch={(searchTerms) => go({ ...parameters, searchTerms, page: 1 })} />
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label="Search filters">
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
        </aside>
        {/* data-search: the query the shown results answer, so tests (and people debugging) can tell them from the previous page's. */}
        <section className={styles.results} aria-label="Results" aria-busy={state.loading} data-search={queryFromParameters(state.searchParameters).toString()}>
          {state.errored && (
            <p role="alert" className={styles.error}>
              {SEARCH_ERROR_MESSAGE}
            </p>
          )}
          {response && (
            <p className={styles.summary} data-testid="parts-total">
              {response.total === 1 ? '1 part' : `${response.total.toLocaleString('en-US')} parts`}
              {parameters.searchTerms && <> for “{parameters.searchTerms}”</>}
            </p>
          )}
          {state.loading && <Spinner className={styles.spinner} text="Searching…" />}
          {response && response.results.length === 0 && !state.loading && <p className={styles.empty}>No parts match. Try fewer words or filters.</p>}
          {response && response.results.length > 0 && <ResultsTable results={response.results} onOpen={setOpenPartId} />}
          {response && <Pager page={response.page} pageSize={response.page_size} total={response.total} onPage={(page) => go({ ...parameters, page })} />}
        </section>
      </div>
      {openPartId && <PartDetail partId={openPartId} initial={openPart} onClose={() => setOpenPartId(null)} />}
    </PageLayout>
  );
}
