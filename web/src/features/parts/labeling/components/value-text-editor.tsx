import type { Dispatch, KeyboardEvent, Ref } from 'react';
import { valueTextCharacters, type Parameter } from '#contracts/parts.ts';
import type { PartsStoreAction, PartsStoreState } from '../parts-store.ts';
import { colourOfParameter } from '../parameter-colours.ts';
import styles from './character-labeler.module.css';

type Props = {
  state: PartsStoreState;
  dispatch: Dispatch<PartsStoreAction>;
  parameters: ReadonlyMap<string, Parameter>;
  onSave: () => void;
  onOtherPart: (by: number) => void;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The selected part's value text, one cell per character. Keyboard: ← → move,
 * Home / End jump, 0–9 label with the parameter staged on that key and move
 * on, Enter or Ctrl+S saves, ↑ ↓ go to the previous or next part.
 */
export function ValueTextEditor({ state, dispatch, parameters, onSave, onOtherPart, ref }: Props) {
  const part = state.selectedPart;
  if (!part) return null;
  const characters = valueTextCharacters(part.value_text);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key;
    let handled = true;
    if (/^[0-9]$/.test(key) && !event.ctrlKey && !event.metaKey && !event.altKey) dispatch({ type: 'labelWithStaged', key: Number(key) });
    else if (key === 'ArrowRight') dispatch({ type: 'moveCharacter', by: 1 });
    else if (key === 'ArrowLeft') dispatch({ type: 'moveCharacter', by: -1 });
    else if (key === 'Home') dispatch({ type: 'selectCharacter', index: 0 });
    else if (key === 'End') dispatch({ type: 'selectCharacter', index: characters.length - 1 });
    else if (key === 'ArrowDown') onOtherPart(1);
    else if (key === 'ArrowUp') onOtherPart(-1);
    else if (key === 'Enter' || ((event.ctrlKey || event.metaKey) && key.toLowerCase() === 's')) onSave();
    else handled = false;
    if (handled) event.preventDefault();
  };

  const current = state.selectedCharacterIndex;
  const currentParameter = state.labeledCharacters[current];
  return (
    <div
      ref={ref}
      className={styles.editor}
      tabIndex={0}
      role="group"
      aria-label={`Value text of ${part.mpn}: character ${current + 1} of ${characters.length}, “${characters[current] ?? ''}”, ${currentParameter ? (parameters.get(currentParameter)?.name ?? currentParameter) : 'not labelled'}. Number keys label it, arrow keys move.`}
      aria-keyshortcuts="0 1 2 3 4 5 6 7 8 9 ArrowLeft ArrowRight Home End Enter Control+S ArrowUp ArrowDown"
      onKeyDown={onKeyDown}
      data-testid="value-text-editor"
    >
      {characters.length === 0 && <p className={styles.muted}>This part has no value text to label.</p>}
      <ol className={styles.characters}>
        {characters.map((character, i) => {
          const parameterId = state.labeledCharacters[i];
          const parameter = parameterId ? parameters.get(parameterId) : undefined;
          const colour = parameterId ? colourOfParameter(parameterId, state.stagedParameters) : undefined;
          return (
            <li key={i}>
              <button
                type="button"
                tabIndex={-1}
                className={styles.character}
                aria-current={i === current ? 'true' : undefined}
                data-labelled={parameterId ? (parameterId === 'none' ? 'none' : 'yes') : undefined}
                style={colour ? { borderColor: colour, ['--label-colour' as string]: colour } : undefined}
                onClick={() => dispatch({ type: 'selectCharacter', index: i })}
                title={parameter ? parameter.name : 'Not labelled'}
                data-testid={`character-${i}`}
                data-parameter={parameterId ?? ''}
              >
                <span className={styles.glyph}>{character === ' ' ? '␣' : character}</span>
                <span className={styles.tag}>
                  {parameterId
                    ? parameterId === 'none'
                      ? '–'
                      : parameter?.short_unit || parameter?.name.slice(0, 3) || parameterId.slice(0, 3)
                    : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
