import type { Dispatch } from 'react';
import type { Parameter } from '#contracts/parts.ts';
import { CHART_COLOURS } from '../parameter-colours.ts';
import type { PartsStoreAction } from '../parts-store.ts';
import styles from './character-labeler.module.css';
import { Fieldset } from '#web/components/ui/fieldset/fieldset.tsx';

type Props = {
  staged: Record<number, string>;
  parameters: readonly Parameter[];
  dispatch: Dispatch<PartsStoreAction>;
  disabled: boolean;
};

const KEYS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0];

/** The ten number keys and the parameter staged on each: press the key (or its button) to label the current character. */
export function StagedParameters({ staged, parameters, dispatch, disabled }: Props) {
  return (
    <Fieldset legend="Number keys" className={styles.staged}>
      <ul className={styles.keys}>
        {KEYS.map((key) => (
          <li key={key} className={styles.key} style={{ ['--label-colour' as string]: CHART_COLOURS[key] }}>
            <button
              type="button"
              className={styles.keyButton}
              disabled={disabled || staged[key] === undefined}
              onClick={() => dispatch({ type: 'labelWithStaged', key })}
              aria-label={`Label with key ${key}`}
            >
              {key}
            </button>
            <select
              aria-label={`Parameter on key ${key}`}
              value={staged[key] ?? ''}
              onChange={(event) => dispatch({ type: 'stageParameter', key, parameterId: event.target.value })}
            >
              {staged[key] === undefined && <option value="">—</option>}
              {parameters.map((parameter) => (
                <option key={parameter.id} value={parameter.id}>
                  {parameter.name}
                  {parameter.short_unit ? ` (${parameter.short_unit})` : ''}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </Fieldset>
  );
}
