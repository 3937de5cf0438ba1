import type { BoardOptionChoice, BoardOptionGroup, BoardOptionsView } from '#contracts/schemas/board-options.ts';
import type { BoardOptions } from '#contracts/schemas/quote.ts';
import { Section } from '#web/components/ui/section/section.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { formatCents } from '#web/lib/money.ts';
import { useSaveBoardOptions } from '../api/save-board-options.ts';
import styles from './board-options.module.css';
import { OptionFindingsList } from './option-findings-list.tsx';

// The review page's "Board options": each option with every value the shop
// makes, the difference each would make to the quote shown before choosing,
// and why a value this board cannot have is not offered. Choosing saves at
// once; the quote follows. See docs/board-options.md.

const GENERIC = 'Sorry something went wrong! Please try again later.';

/** "+$17.88", "−$17.88" or "No change". */
export function priceChangeText(cents: number | null): string {
  if (cents === null) return 'Not priced';
  if (cents === 0) return 'No change';
  return `${cents > 0 ? '+' : '−'}${formatCents(Math.abs(cents))}`;
}

type Props = { boardId: string; view: BoardOptionsView; ordered: boolean };

export function BoardOptionsSection({ boardId, view, ordered }: Props) {
  const save = useSaveBoardOptions(boardId);
  const choose = (group: BoardOptionGroup, choice: BoardOptionChoice) => {
    if (choice.selected || save.isPending) return;
    save.mutate({ version: view.version, options: { ...view.options, [group.key]: choice.value } as BoardOptions });
  };
  const error =
    save.error instanceof ApiError ? (save.error.body?.message ?? GENERIC) : save.isError ? 'A network error has occurred.' : null;

  return (
    <Section
      id="board-options"
      title="Board options"
      description={
        ordered
          ? 'This board has been ordered: its options are fixed.'
          : 'What each choice changes the quote by is shown next to it; choosing saves it and the quote follows.'
      }
    >
      {view.problems.length > 0 && (
        <ul className={styles.problems} role="alert">
          {view.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {view.warnings.length > 0 && (
        <ul className={styles.warnings} data-testid="option-warnings">
          {view.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
      {view.findings.length > 0 && (
        <div data-testid="chosen-option-findings">
          <p className={styles.chosenFindings}>The options chosen need wider copper than the design has in these places:</p>
          <OptionFindingsList findings={view.findings} label="Where the chosen options do not fit" />
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.groups} aria-busy={save.isPending || undefined}>
        {view.groups.map((group) => (
          <fieldset
            key={group.key}
            className={styles.group}
            data-testid={`option-${group.key}`}
            disabled={!group.applies || ordered || save.isPending}
          >
            <legend>{group.label}</legend>
            {group.applies ? (
              <>
                <div className={styles.choices}>
                  {group.choices.map((choice) => (
                    <label
                      key={String(choice.value)}
                      className={styles.choice}
                      data-selected={choice.selected || undefined}
                      data-disabled={!choice.allowed || undefined}
                    >
                      <input
                        type="radio"
                        name={`option-${group.key}`}
                        value={String(choice.value)}
                        checked={choice.selected}
                        disabled={!choice.allowed && !choice.selected}
                        onChange={() => choose(group, choice)}
                        aria-describedby={choice.reason ? `${group.key}-${String(choice.value)}-why` : undefined}
                      />
                      <span className={styles.value}>{choice.label}</span>
                      <span className={styles.delta} data-testid="price-change">
                        {choice.selected ? 'Selected' : choice.allowed ? priceChangeText(choice.price_change_cents) : 'Not for this board'}
                      </span>
                    </label>
                  ))}
                </div>
                {group.choices.some((c) => c.reason || c.findings.length > 0) && (
                  <ul className={styles.reasons}>
                    {group.choices
                      .filter((c) => c.reason || c.findings.length > 0)
                      .map((choice) => (
                        <li key={String(choice.value)} id={`${group.key}-${String(choice.value)}-why`}>
                          <strong>{choice.label}:</strong> {choice.reason ?? 'Its limits are wider than the design in these places.'}
                          <OptionFindingsList
                            findings={choice.findings}
                            label={`Where ${choice.label} ${group.label.toLowerCase()} does not fit`}
                          />
                        </li>
                      ))}
                  </ul>
                )}
              </>
            ) : (
              <p className={styles.reasons}>{group.reason}</p>
            )}
          </fieldset>
        ))}
      </div>
    </Section>
  );
}
