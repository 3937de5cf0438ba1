import { CustomAttributeType, Entity } from 'electrodb';
import type { StoredCarryOver } from '#contracts/schemas/revision-carry-over.ts';
import type { StoredBoardFields } from '#contracts/schemas/stored-board.ts';
import { CAD_SOURCES } from '#contracts/board-files.ts';
import { BOARD_LIFECYCLES, BOARD_PROCESSING_STATES, BOM_STATES } from '#contracts/schemas/boards.ts';
import { tableDefinition as t } from '../table-definition.ts';

// An uploaded board: who owns it, where its file and renders are, its states
// (docs/states.md#boards) and, once processed, its metrics, findings and components.
// Structured fields are stored as given and parsed with the contracts' zod
// schemas when read (contracts/schemas/stored-board.ts, lambdas/core/db/boards.ts).
export const BoardEntity = new Entity({
  model: { service: 'copperline', entity: 'board', version: '1' },
  attributes: {
    boardId: { type: 'string', required: true, readOnly: true },
    /** The owner; it changes once at most, when a guest's board is claimed (db/boards.ts moveBoardToOwner; docs/access.md#claiming-guest-boards). */
    userId: { type: 'string', required: true },
    fileName: { type: 'string', required: true, readOnly: true },
    cadSource: { type: CAD_SOURCES, required: true },
    /** Revision name, A, B, … (docs/revisions.md#revisions-of-a-board); boards stored before revisions read as A. */
    revision: { type: 'string', readOnly: true },
    /** The board this one is the next revision of. */
    previousBoardId: { type: 'string', readOnly: true },
    /** S3 key of the diff against the previous revision, once processing computed it (docs/revisions.md#the-diff-of-a-revision). */
    revisionDiffKey: { type: 'string' },
    /** Why there is no diff against the previous revision (e.g. it could not be processed). */
    revisionDiffReason: { type: 'string' },
    /** What this revision took over from the previous one and what it could not (docs/revisions.md#carry-over). */
    carryOver: { type: CustomAttributeType<StoredCarryOver>('any') },
    /** The next revision, written once (conditionally) when it is created: a board has at most one next revision. */
    nextBoardId: { type: 'string' },
    /** A copy made to order a past revision again names the board it copies (docs/revisions.md#ordering-a-revision-again). */
    copiedFromBoardId: { type: 'string', readOnly: true },
    /** The previous revision's parts as they stood when this one took them over (S3, renders/<id>/revision-parts.json). */
    revisionPartsKey: { type: 'string' },
    lifecycle: { type: BOARD_LIFECYCLES, required: true, default: 'Created' },
    processing: { type: BOARD_PROCESSING_STATES, required: true, default: 'Unprocessed' },
    processingReason: { type: 'string' },
    attempts: { type: 'number', required: true, default: 0 },
    bomState: { type: BOM_STATES, required: true, default: 'NONE' },
    /** Grows with every change to the board's assembly (BOM, placement files, rows, quantity); changes name the one they started from. */
    bomVersion: { type: 'number', default: 0 },
    /** When the current CHECKING began: a check older than a minute died and may be taken over. */
    bomCheckingSince: { type: 'string' },
    /** Boards to make. */
    quantity: { type: 'number', default: 1 },
    /**
     * The board options the customer chose (absent: the shop's defaults);
     * written with `bomVersion` + 1 like the BOM, so quotes and the cart see
     * the change. See docs/board-options.md.
     */
    options: {
      type: 'map',
      properties: {
        thickness_mm: { type: 'number', required: true },
        finish: { type: 'string', required: true },
        colour: { type: 'string', required: true },
        copper_oz: { type: 'number', required: true },
        inner_copper_oz: { type: 'number', required: true },
        silkscreen_colour: { type: 'string', required: true },
        via_treatment: { type: 'string', required: true },
      },
    },
    /** S3 key of the original upload: boards/<boardId>/<safe file name>. */
    uploadKey: { type: 'string', required: true, readOnly: true },
    uploadBytes: { type: 'number', required: true, readOnly: true },
    capabilitiesVersion: { type: 'string' },
    metrics: { type: CustomAttributeType<NonNullable<StoredBoardFields['metrics']>>('any') },
    findings: { type: CustomAttributeType<NonNullable<StoredBoardFields['findings']>>('any') },
    /** Located places a heavier board option would not fit (lambdas/cad/option-limit-findings.ts). */
    optionFindings: { type: CustomAttributeType<NonNullable<StoredBoardFields['optionFindings']>>('any') },
    components: { type: CustomAttributeType<NonNullable<StoredBoardFields['components']>>('any') },
    notes: { type: CustomAttributeType<NonNullable<StoredBoardFields['notes']>>('any') },
    /** The renders' shared viewBox and how many of its units make a millimetre. */
    viewBox: { type: CustomAttributeType<NonNullable<StoredBoardFields['viewBox']>>('any') },
    viewBoxUnitsPerMm: { type: 'number' },
    /** Rendered layers: name, kind, side and S3 key (renders/<boardId>/<name>.svg). */
    layers: { type: CustomAttributeType<NonNullable<StoredBoardFields['layers']>>('any') },
    /** The proposed outline the owner accepted, used by processing instead of the file's edge (docs/board-checks.md#outline-fix). */
    acceptedOutline: { type: CustomAttributeType<NonNullable<StoredBoardFields['acceptedOutline']>>('any') },
    processedAt: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byId: {
      pk: { field: t.partitionKey, composite: ['boardId'] },
      sk: { field: t.sortKey, composite: [] },
    },
    byOwner: {
      index: 'gsi1',
      pk: { field: t.globalIndexes.gsi1.partitionKey, composite: ['userId'] },
      sk: { field: t.globalIndexes.gsi1.sortKey, composite: ['createdAt'] },
    },
    /**
     * Every board, newest first, for the engineers' list (/internal/boards).
     * Its keys are written once, at creation (`createdAt` is read-only), so
     * the one partition takes one write per upload.
     */
    recent: {
      index: 'gsi2',
      pk: { field: t.globalIndexes.gsi2.partitionKey, composite: [] },
      sk: { field: t.globalIndexes.gsi2.sortKey, composite: ['createdAt'] },
    },
  },
});
