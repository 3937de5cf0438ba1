import * as z from 'zod/mini';
import { boardComponentSchema, boardMetricsSchema, findingSchema, outlineProposalKindSchema } from '../board-report.ts';
import { REVISION_PATTERN } from '../board-revisions.ts';
import { BOARD_FILE_EXTENSIONS, CAD_SOURCES } from '../board-files.ts';
import { ID_PATTERN } from '../ids.ts';

// Boards as the API speaks them ("Board" (docs/data-model.md#board), "Board lifecycle/processing" (docs/states.md#board-lifecycle)).

export const CadSourceSchema = z.enum(CAD_SOURCES);

export const BOARD_LIFECYCLES = ['Created', 'Generating quote', 'In shopping cart', 'Order received', 'Ready to delete'] as const;
export const BoardLifecycleSchema = z.enum(BOARD_LIFECYCLES);
export type BoardLifecycle = z.infer<typeof BoardLifecycleSchema>;

export const BOARD_PROCESSING_STATES = ['Unprocessed', 'Processing', 'Cannot process', 'Complete'] as const;
export const BoardProcessingSchema = z.enum(BOARD_PROCESSING_STATES);
export type BoardProcessing = z.infer<typeof BoardProcessingSchema>;

/** docs/data-model.md#board names CHECKING; the other values follow the element processing settle states. */
export const BOM_STATES = ['NONE', 'CHECKING', 'NEEDS_ATTENTION', 'COMPLETE'] as const;
export const BomStateSchema = z.enum(BOM_STATES);
export type BomState = z.infer<typeof BomStateSchema>;

/** "Issue status" (docs/states.md#issue-status). Customers may dismiss warnings only. */
export const ISSUE_STATUSES = ['Warning', 'Error', 'Dismissed'] as const;
export const IssueStatusSchema = z.enum(ISSUE_STATUSES);
export type IssueStatus = z.infer<typeof IssueStatusSchema>;

/** Boards one account may create in a UTC day (a record and up to 50 MB each; docs/security.md#bounded-records). */
export const MAX_BOARD_UPLOADS_PER_DAY = 200;

export const BoardIdSchema = z.string().check(z.regex(ID_PATTERN, 'Invalid board id'));
export const FindingIdSchema = z.string().check(z.regex(/^f\d{1,5}$/, 'Invalid finding id'));

/** A board's revision name, A, B, … (docs/revisions.md#naming-revisions). */
export const RevisionNameSchema = z.string().check(z.regex(REVISION_PATTERN, 'Invalid revision'));

export const BoardFindingSchema = z.extend(findingSchema, {
  id: FindingIdSchema,
  status: IssueStatusSchema,
});
export type BoardFinding = z.infer<typeof BoardFindingSchema>;

export const BoardLayerSchema = z.object({
  name: z.string(),
  kind: z.enum(['copper', 'mask', 'silk', 'paste', 'outline', 'drill']),
  side: z.enum(['top', 'bottom', 'inner', 'all']),
  /** Presigned GET of the layer's SVG (an hour). */
  url: z.string(),
});
export type BoardLayer = z.infer<typeof BoardLayerSchema>;

/** Which proposal the customer accepted and when (docs/board-checks.md#outline-fix). */
export const AcceptedOutlineViewSchema = z.object({
  kind: outlineProposalKindSchema,
  accepted_at: z.string(),
});
export type AcceptedOutlineView = z.infer<typeof AcceptedOutlineViewSchema>;

export const BoardSchema = z.object({
  board_id: BoardIdSchema,
  user_id: z.string(),
  file_name: z.string(),
  cad_source: CadSourceSchema,
  /** This upload's revision; every revision is a board of its own (docs/revisions.md#revisions-of-a-board). */
  revision: RevisionNameSchema,
  /** The revision this one was uploaded as the next of; null for a first upload. */
  previous_board_id: z.nullable(BoardIdSchema),
  /** The revision uploaded as the next of this one; null while this is the newest. */
  next_board_id: z.nullable(BoardIdSchema),
  /** The board this one copies to order it again (docs/revisions.md#ordering-a-revision-again); null or absent otherwise. */
  copied_from_board_id: z.optional(z.nullable(BoardIdSchema)),
  lifecycle: BoardLifecycleSchema,
  processing: BoardProcessingSchema,
  /** Why the board cannot be processed, for the customer; null otherwise. */
  processing_reason: z.nullable(z.string()),
  bom_state: BomStateSchema,
  capabilities_version: z.nullable(z.string()),
  metrics: z.nullable(boardMetricsSchema),
  findings: z.array(BoardFindingSchema),
  components: z.array(boardComponentSchema),
  notes: z.array(z.string()),
  /** [minX, minY, width, height] in mm, shared by every layer SVG. */
  view_box: z.nullable(z.tuple([z.number(), z.number(), z.number(), z.number()])),
  /** viewBox units per millimetre: findings (mm, y up) are drawn at (x·k, −y·k). */
  view_box_units_per_mm: z.nullable(z.number()),
  layers: z.array(BoardLayerSchema),
  /** The outline Copperline proposed and the customer accepted, made instead of the file's edge; null or absent otherwise. */
  accepted_outline: z.optional(z.nullable(AcceptedOutlineViewSchema)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Board = z.infer<typeof BoardSchema>;

const fileNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'The file name is required'),
  z.maxLength(255, 'The file name is too long'),
  z.refine((name) => BOARD_FILE_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext)), {
    message: 'Upload a Gerber .zip, a KiCad .kicad_pcb or an Eagle .brd file',
  }),
);

export const CreateBoardBodySchema = z.object({
  file_name: fileNameSchema,
  /** Bytes; checked against MAX_BOARD_FILE_BYTES in the core (413) and signed into the upload URL. */
  size: z.number().check(z.int(), z.positive('The file is empty')),
  cad_source: CadSourceSchema,
});
export type CreateBoardBody = z.infer<typeof CreateBoardBodySchema>;

export const CreateBoardResponseSchema = z.object({
  board_id: BoardIdSchema,
  upload: z.object({
    url: z.string(),
    method: z.literal('PUT'),
    /** Send exactly these headers with the PUT (they are signed). */
    headers: z.record(z.string(), z.string()),
    expires_at: z.string(),
  }),
});
export type CreateBoardResponse = z.infer<typeof CreateBoardResponseSchema>;

/** POST /boards/{boardId}/revisions: the new revision's board, its name and the upload to PUT its file to. */
export const CreateBoardRevisionResponseSchema = z.extend(CreateBoardResponseSchema, {
  revision: RevisionNameSchema,
  previous_board_id: BoardIdSchema,
});
export type CreateBoardRevisionResponse = z.infer<typeof CreateBoardRevisionResponseSchema>;

/**
 * POST /boards/{boardId}/order-again: `request_key` names one press of "Order again"
 * (the client makes it once per press), so a retry answers the same copy.
 */
export const OrderBoardAgainBodySchema = z.object({
  request_key: z.string().check(z.regex(/^[0-9A-Za-z-]{8,64}$/, 'Send 8 to 64 letters, digits or dashes')),
});
export type OrderBoardAgainBody = z.infer<typeof OrderBoardAgainBodySchema>;

/** The copy in the cart, what it copies and, when the copied revision is not the newest, the newest one. */
export const OrderBoardAgainResponseSchema = z.object({
  board_id: BoardIdSchema,
  file_name: z.string(),
  revision: RevisionNameSchema,
  copied_from_board_id: BoardIdSchema,
  newest_board_id: z.nullable(BoardIdSchema),
  newest_revision: z.nullable(RevisionNameSchema),
  /** "Rev C exists; you are ordering rev B again." when a newer revision exists, else null. */
  note: z.nullable(z.string()),
});
export type OrderBoardAgainResponse = z.infer<typeof OrderBoardAgainResponseSchema>;

export const BoardParamsSchema = z.object({ boardId: BoardIdSchema });
export const BoardFindingParamsSchema = z.object({ boardId: BoardIdSchema, findingId: FindingIdSchema });

/** POST …/findings/{findingId}/accept-fix: `updated_at` is the board's version the customer saw the proposal on. */
export const AcceptOutlineFixBodySchema = z.object({ updated_at: z.string().check(z.minLength(1, 'Send the board version you saw')) });
export type AcceptOutlineFixBody = z.infer<typeof AcceptOutlineFixBodySchema>;

export const UpdateFindingBodySchema = z.object({ status: z.enum(['Warning', 'Dismissed']) });
export type UpdateFindingBody = z.infer<typeof UpdateFindingBodySchema>;

export const BoardSummarySchema = z.pick(BoardSchema, {
  board_id: true,
  file_name: true,
  cad_source: true,
  revision: true,
  previous_board_id: true,
  next_board_id: true,
  lifecycle: true,
  processing: true,
  created_at: true,
});
export const BoardListSchema = z.object({ boards: z.array(BoardSummarySchema) });
