import { startTransition, useEffect, useReducer } from 'react';
import { useSearchParts } from './api/search-parts.ts';
import { categoriesSearchReducer, initialCategoriesSearchState } from './categories-search-store.ts';
import { searchRequestFor, type PartsSearchParameters } from './search-parameters.ts';

/**
 * Runs the search for the parameters from the URL with TanStack Query and
 * mirrors its progress in the categories-search store (docs/states.md#parts-search-state).
 */
export function usePartsSearch(parameters: PartsSearchParameters) {
  const [state, dispatch] = useReducer(categoriesSearchReducer, initialCategoriesSearchState);
  const request = searchRequestFor(parameters);
  const key = JSON.stringify(request);

  const query = useSearchParts(request);

  useEffect(() => {
    dispatch({ type: 'startSearch', parameters });
    // The parameters object is rebuilt each render; the request key says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    // The previous search's answer stays on screen (placeholderData) until this one's arrives; it
    // must not be mirrored as this search's response, or the page would say "done" with old results.
    if (query.isFetching || query.isPlaceholderData) return;
    if (query.isError) dispatch({ type: 'searchError' });
    // A page of results is a large render; in a transition it yields to the browser every few milliseconds instead of
    // blocking taps and typing until the whole table is built (docs/performance.md#prerendered-pages).
    else if (query.data) {
      const response = query.data;
      startTransition(() => dispatch({ type: 'loadSearchResponse', response, parameters }));
    }
    // As above: the request key stands for the parameters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, query.isFetching, query.isPlaceholderData, query.isError, query.data]);

  return { state, dispatch };
}
