import type { UseQueryResult } from '@tanstack/react-query';
import type { BoardRevisionDiff } from '#contracts/schemas/board-revision-diff.ts';
import { Section } from '#web/components/ui/section/section.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { apiErrorMessage } from '#web/lib/api/api-error.ts';
import { DiffBomChoices } from './diff-bom-choices.tsx';
import { DiffCarryOver } from './diff-carry-over.tsx';
import { DiffBoardFacts, DiffDrills, DiffLayerAreas } from './diff-geometry.tsx';
import { DiffBom, DiffComponents, DiffFindings } from './diff-parts.tsx';
import { DiffPrice } from './diff-price.tsx';
import reviewStyles from './review-board.module.css';
import styles from './revision-diff.module.css';

type Props = { query: Pick<UseQueryResult<BoardRevisionDiff>, 'data' | 'isError' | 'error' | 'refetch'> };

/**
 * "What changed since rev A" on the review page of a later revision: the board's facts, areas per layer, drills,
 * components, findings, price and carry-over (docs/revisions.md#the-diff-on-the-review-page).
 */
export function RevisionDiffSection({ query }: Props) {
  const answer = query.data;
  if (!answer) {
    return (
      <Section title="What changed" id="revision-diff">
        {query.isError ? (
          <p role="alert" className={styles.muted}>
            {apiErrorMessage(query.error, 'Could not load what changed.')}{' '}
            <button type="button" className={reviewStyles.linkButton} onClick={() => void query.refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <Spinner text="Loading what changed" />
        )}
      </Section>
    );
  }
  const { diff, previous_revision: previous, revision } = answer;
  return (
    <Section title={`What changed since rev ${previous}`} id="revision-diff" description={describe(answer)}>
      {answer.status === 'pending' && (
        <p role="status" className={styles.muted}>
          The changes are being worked out while this revision is processed; this page shows them when they are ready.
        </p>
      )}
      {answer.status === 'unavailable' && (
        <p role="status" className={styles.muted} data-testid="revision-diff-reason">
          {answer.reason}
        </p>
      )}
      <div className={styles.diff} data-testid="revision-diff">
        {diff && (
          <div className={styles.diffColumns}>
            <DiffBoardFacts board={diff.board} />
            <DiffLayerAreas layers={diff.layers} />
            <DiffDrills drills={diff.drills} />
            <DiffComponents components={diff.components} />
            <DiffBom bom={diff.bom} />
            <DiffBomChoices bom={answer.bom} previousRevision={previous} />
            <DiffFindings findings={diff.findings} />
          </div>
        )}
        <div className={styles.diffGrid}>
          <DiffPrice price={answer.price} previousRevision={previous} revision={revision} />
          <DiffCarryOver carryOver={answer.carry_over} previousRevision={previous} />
        </div>
      </div>
    </Section>
  );
}

function describe({ diff, previous_revision: previous, revision }: BoardRevisionDiff): string | undefined {
  if (!diff) return undefined;
  const files = `Rev ${previous} (${diff.before.fileName}, ${diff.before.source}) → rev ${revision} (${diff.after.fileName}, ${diff.after.source}).`;
  return diff.identical ? `${files} Nothing changed: the two revisions are the same board.` : files;
}
