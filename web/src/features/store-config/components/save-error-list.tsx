import { saveErrors } from '../save-errors.ts';
import styles from './store-config.module.css';

/** The server's words for failed saves (docs/architecture.md#error-codes), as one alert; nothing when none failed. */
export function SaveErrorList({ errors }: { errors: readonly unknown[] }) {
  const problems = errors.flatMap((error) => saveErrors(error));
  if (problems.length === 0) return null;
  return (
    <ul className={styles.errors} role="alert">
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}
