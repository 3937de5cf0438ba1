import { useId, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button/button.tsx';
import styles from './components-page.module.css';

export function PartsSearchForm({ searchTerms, onSearch }: { searchTerms: string; onSearch: (terms: string) => void }) {
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('terms') ?? '').trim());
  }
  return (
    <form role="search" className={styles.searchForm} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search parts
      </label>
      <input
        id={id}
        name="terms"
        type="search"
        defaultValue={searchTerms}
        placeholder="MPN, LCSC code, or e.g. 10k 0402 1%"
        autoComplete="off"
        enterKeyHint="search"
        className={styles.searchInput}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
