import * as z from 'zod/mini';
import { BoardIdSchema, RevisionNameSchema } from './boards.ts';
import { QuoteDiffSchema } from './quote-line-diff.ts';
import { CarryOverSchema } from './revision-carry-over.ts';
import { RevisionDiffSchema } from './revision-diff.ts';

// GET /boards/{boardId}/revision-diff: what changed since the previous revision (docs/revisions.md#the-diff-of-a-revision).
export const BoardRevisionDiffSchema = z.object({
  board_id: BoardIdSchema,
  revision: RevisionNameSchema,
  previous_board_id: BoardIdSchema,
  previous_revision: RevisionNameSchema,
  /** `pending` while this revision is processed; `unavailable` with `reason` when there is nothing to compare. */
  status: z.enum(['pending', 'ready', 'unavailable']),
  reason: z.nullable(z.string()),
  /** The diff, previous revision → this one; null unless `ready`. */
  diff: z.nullable(RevisionDiffSchema),
  /** Both revisions' quotes line by line, priced now; null until this revision is processed. */
  price: z.nullable(QuoteDiffSchema),
  /** The previous revision's choices this one took over, and the ones it could not; null until processed. */
  carry_over: z.nullable(CarryOverSchema),
});
export type BoardRevisionDiff = z.infer<typeof BoardRevisionDiffSchema>;
