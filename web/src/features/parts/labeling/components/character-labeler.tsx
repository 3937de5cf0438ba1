import { useMemo, useReducer, useRef, useState } from 'react';
import type { Part } from '#contracts/parts.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { ConfirmDialog } from '#web/components/ui/dialogs/confirm-dialog.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { usePartParameters } from '#web/features/parts/api/list-part-catalogue.ts';
import { fetchPart, saveLabels } from '../api/label-parts.ts';
import { initialPartsStoreState, labeledValueText, partsStoreReducer } from '../parts-store.ts';
import styles from './character-labeler.module.css';
import { PartsListPanel } from './parts-list-panel.tsx';
import { StagedParameters } from './staged-parameters.tsx';
import { ValueTextEditor } from './value-text-editor.tsx';

type Outcome = { kind: 'saved' } | { kind: 'failed'; message: string; conflict: boolean } | null;

export function CharacterLabeler() {
  const [state, dispatch] = useReducer(partsStoreReducer, initialPartsStoreState);
  const parameters = usePartParameters();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pendingPart, setPendingPart] = useState<Part | null>(null);
  const editor = useRef<HTMLDivElement>(null);
  const parameterList = useMemo(() => parameters.data?.parameters ?? [], [parameters.data]);
  const parameterMap = useMemo(() => new Map(parameterList.map((parameter) => [parameter.id, parameter])), [parameterList]);

  const select = (part: Part) => {
    setOutcome(null);
    dispatch({ type: 'selectPart', part });
    requestAnimationFrame(() => editor.current?.focus());
  };
  // Unsaved labels are not dropped without asking.
  const choose = (part: Part) => (state.dirty && part.id !== state.selectedPart?.id ? setPendingPart(part) : select(part));
  const otherPart = (by: number) => {
    const at = state.parts.findIndex((part) => part.id === state.selectedPart?.id);
    const next = state.parts[at + by];
    if (next) choose(next);
  };

  const save = async () => {
    const part = state.selectedPart;
    if (!part || saving) return;
    setSaving(true);
    setOutcome(null);
    const labels = labeledValueText(part.value_text, state.labeledCharacters);
    dispatch({ type: 'saveStarted' });
    try {
      dispatch({ type: 'saveSucceeded', part: await saveLabels(part.id, labels, part.labeled_value_text) });
      setOutcome({ kind: 'saved' });
    } catch (error) {
      dispatch({ type: 'saveFailed', part });
      const conflict = error instanceof ApiError && error.status === 409;
      setOutcome({
        kind: 'failed',
        conflict,
        message:
          error instanceof ApiError
            ? (error.body?.message ?? 'Sorry something went wrong! Please try again later.')
            : 'A network error has occurred.',
      });
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    if (!state.selectedPart) return;
    const fresh = await fetchPart(state.selectedPart.id);
    dispatch({ type: 'saveSucceeded', part: fresh });
    select(fresh);
  };

  const selected = state.selectedPart;
  return (
    <div className={styles.labeler}>
      <PartsListPanel state={state} dispatch={dispatch} onChoose={choose} />

      <section className={styles.workPanel} aria-label="Label characters">
        {!selected ? (
          <p className={styles.muted}>
            Choose a category, then a part. Label each character of its value text with a number key; arrows move, Enter saves.
          </p>
        ) : (
          <>
            <h2 className={styles.partTitle}>
              {selected.mpn} <span className={styles.muted}>{selected.supplier_code}</span>
            </h2>
            <ValueTextEditor
              ref={editor}
              state={state}
              dispatch={dispatch}
              parameters={parameterMap}
              onSave={() => void save()}
              onOtherPart={otherPart}
            />
            <p className={styles.hint}>
              <kbd>0</kbd>–<kbd>9</kbd> label the marked character and move on · <kbd>←</kbd> <kbd>→</kbd> move · <kbd>Enter</kbd> saves ·{' '}
              <kbd>↑</kbd> <kbd>↓</kbd> previous or next part
            </p>
            <StagedParameters staged={state.stagedParameters} parameters={parameterList} dispatch={dispatch} disabled={saving} />
            <div className={styles.actions}>
              <Button onClick={() => void save()} loading={saving} disabled={!state.dirty || saving}>
                Save labels
              </Button>
              <Button variant="secondary" onClick={() => dispatch({ type: 'clearLabels' })} disabled={saving}>
                Clear labels
              </Button>
              <span className={styles.status} role="status">
                {state.dirty
                  ? 'Unsaved changes'
                  : outcome?.kind === 'saved'
                    ? 'Saved.'
                    : selected.labeled
                      ? 'Labelled'
                      : 'Not labelled yet'}
              </span>
            </div>
            {outcome?.kind === 'failed' && (
              <>
                <ValidationMessage>{outcome.message}</ValidationMessage>
                {outcome.conflict && (
                  <Button variant="secondary" onClick={() => void reload()}>
                    Reload the part (drops your labels)
                  </Button>
                )}
              </>
            )}
          </>
        )}
      </section>

      <ConfirmDialog
        open={pendingPart !== null}
        title="Leave this part unsaved?"
        confirmText="Discard labels"
        onCancel={() => setPendingPart(null)}
        onConfirm={() => {
          const next = pendingPart;
          setPendingPart(null);
          if (next) select(next);
        }}
      >
        <p>The labels you made on {selected?.mpn} have not been saved.</p>
      </ConfirmDialog>
    </div>
  );
}
