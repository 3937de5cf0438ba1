import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import styles from './header-search.module.css';

/** "Search components": submitting goes to the parts page with the search terms. */
export function HeaderSearch({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  const navigate = useNavigate();
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const searchTerms = String(new FormData(event.currentTarget).get('searchTerms') ?? '').trim();
    navigate(paths.components.getHref(searchTerms ? { searchTerms } : undefined));
    onSearch?.();
  }

  return (
    <form role="search" className={[styles.form, className].filter(Boolean).join(' ')} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search components
      </label>
      <input
        id={inputId}
        name="searchTerms"
        type="search"
        placeholder="Search components"
        autoComplete="off"
        enterKeyHint="search"
        className={styles.input}
      />
      <button type="submit" className={styles.submit} aria-label="Search">
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2.25" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
