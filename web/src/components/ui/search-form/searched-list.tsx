import { useState, type ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import { ValidationMessage } from '../validation-message/validation-message.tsx';
import { SearchForm, type SearchFormProps } from './search-form.tsx';

/** What the list needs of a paged query (a react-query infinite query fits as it is). */
export type PagedQuery = {
  data?: unknown;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

export type SearchedListProps = Omit<SearchFormProps, 'value' | 'onChange' | 'onSearch'> & {
  /** Called with the trimmed text when the search is run. */
  onSearch: (search: string) => void;
  query: PagedQuery;
  loadingText: string;
  errorText: string;
  moreText: string;
  /** Between the search box and the results (actions on what is shown). */
  toolbar?: ReactNode;
  /** The results, shown once the first page is in. */
  children: ReactNode;
};

/** A staff list searched on the server: the search box, loading and error states, the results and the next page. */
export function SearchedList({ onSearch, query, loadingText, errorText, moreText, toolbar, children, ...search }: SearchedListProps) {
  const [draft, setDraft] = useState('');
  return (
    <>
      <SearchForm {...search} value={draft} onChange={setDraft} onSearch={() => onSearch(draft.trim())} />
      {toolbar}
      {query.isPending && <Spinner text={loadingText} />}
      {query.isError && <ValidationMessage>{errorText}</ValidationMessage>}
      {query.data !== undefined && children}
      {query.hasNextPage && (
        <p>
          <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {moreText}
          </Button>
        </p>
      )}
    </>
  );
}
