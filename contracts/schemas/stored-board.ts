import * as z from 'zod/mini';
import { boardComponentSchema, boardMetricsSchema, findingSchema, outlineProposalSchema } from '../board-report.ts';
import { BoardFindingSchema, BoardLayerSchema } from './boards.ts';

// What a processed board stores beside its states (the board entity's JSON
// attributes, parsed wherever lambdas/core/db/boards.ts reads them): the
// report's metrics, findings and components, notes, the renders' shared
// viewBox and the rendered layers' S3 keys. All absent until processed.

/** A rendered layer as stored: its S3 key (renders/<boardId>/<name>.svg) instead of a presigned URL. */
export const StoredLayerSchema = z.extend(z.omit(BoardLayerSchema, { url: true }), { key: z.string() });
export type StoredLayer = z.infer<typeof StoredLayerSchema>;

/**
 * The proposed outline the owner accepted (docs/board-checks.md#outline-fix):
 * processing uses its ring instead of the file's edge. `check` is the finding
 * it fixed; `acceptedBy` the owner's user id.
 */
export const AcceptedOutlineSchema = z.extend(outlineProposalSchema, {
  check: z.string(),
  acceptedBy: z.string(),
  acceptedAt: z.string(),
});
export type AcceptedOutline = z.infer<typeof AcceptedOutlineSchema>;

export const StoredBoardFieldsSchema = z.object({
  metrics: z.optional(boardMetricsSchema),
  findings: z.optional(z.array(BoardFindingSchema)),
  /** Traces and gaps the shop's limits pass but a heavier board option's would not (docs/board-options.md); absent on boards processed before. */
  optionFindings: z.optional(z.array(findingSchema)),
  components: z.optional(z.array(boardComponentSchema)),
  notes: z.optional(z.array(z.string())),
  viewBox: z.optional(z.tuple([z.number(), z.number(), z.number(), z.number()])),
  layers: z.optional(z.array(StoredLayerSchema)),
  acceptedOutline: z.optional(AcceptedOutlineSchema),
});
export type StoredBoardFields = z.infer<typeof StoredBoardFieldsSchema>;
