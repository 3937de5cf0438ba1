import type { FormEvent } from 'react';
import { Button } from '../button/button.tsx';
import fieldStyles from '../field/field.module.css';
import styles from './search-form.module.css';

export type SearchFormProps = {
  /** The input's id (its label points at it). */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Runs the search; the form's default submit is already prevented. */
  onSearch: () => void;
  buttonText: string;
  placeholder?: string;
  maxLength?: number;
};

/** A labelled search box with its button, for staff lists searched on the server. */
export function SearchForm({ id, label, value, onChange, onSearch, buttonText, placeholder, maxLength }: SearchFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form role="search" className={fieldStyles.field} onSubmit={submit}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          type="search"
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          {buttonText}
        </Button>
      </div>
    </form>
  );
}
