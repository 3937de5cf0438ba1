import type { BoardComponent } from '#contracts/board-report.ts';
import type { BoardFinding, BoardProcessing } from '#contracts/schemas/boards.ts';
import { MAX_BOARD_FILE_BYTES } from '#contracts/board-files.ts';
import { withAcceptedOutline } from '#lambdas/cad/accepted-outline.ts';
import { CannotProcessError } from '#lambdas/cad/cannot-process-error.ts';
import { checkBoardWithOptionLimits } from '#lambdas/cad/check-board.ts';
import { readBoard } from '#lambdas/cad/read-board.ts';
import { renderBoardSvgs } from '#lambdas/cad/render-svg.ts';
import type { BoardRecord, ProcessedBoard } from '../db/boards.ts';
import type { StoredLayer } from '#contracts/schemas/stored-board.ts';
import { claimBoardForProcessing, finishProcessing, getBoard } from '../db/boards.ts';
import { ConflictError } from '../db/conditional-failure.ts';
import { boardIdOfUploadKey, outlineAcceptedKey, renderKey } from './board-keys.ts';
import type { BoardFiles } from './board-ports.ts';
import { PROCESSING_TRANSITIONS } from './board-transitions.ts';
import { carryOverFrom } from './revision-carry-over-step.ts';
import { diffWithPrevious } from './revision-diff-step.ts';
import { finalStates, statesLeadingTo } from '../state-machine.ts';
import { recordMetric } from '#lambdas/telemetry/business-metric.ts';

/** Shown when every attempt failed for a reason of ours, not the file's. */
export const GENERIC_PROCESSING_FAILURE =
  'We could not process this file because of a problem on our side. Please upload it again; if it keeps failing, contact us.';

/** Stay well under DynamoDB's 400 KB item limit. */
const MAX_STORED_JSON_BYTES = 300_000;

export type ProcessOutcome = 'ignored' | 'already final' | 'Complete' | 'Cannot process';

const FINAL = finalStates(PROCESSING_TRANSITIONS);
const INTO_PROCESSING = statesLeadingTo(PROCESSING_TRANSITIONS, 'Processing');

/** Keeps the stored lists within the item budget; what is dropped is noted. */
function fitForStorage(findings: readonly unknown[], components: BoardComponent[], notes: string[]) {
  const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
  let keptComponents = components;
  while (size(findings) + size(keptComponents) > MAX_STORED_JSON_BYTES && keptComponents.length > 0) {
    keptComponents = keptComponents.slice(0, Math.floor(keptComponents.length * 0.8));
  }
  const extra =
    keptComponents.length < components.length ? [`Component list shortened to ${keptComponents.length} of ${components.length}.`] : [];
  return { components: keptComponents, notes: [...notes, ...extra] };
}

const findingKey = (f: BoardFinding) => `${f.check}|${f.layer}|${f.x}|${f.y}|${f.message}`;

/**
 * A board checked again (after an accepted outline fix) keeps the customer's
 * dismissals: a warning found again, the same check at the same place, stays
 * dismissed. Errors cannot be dismissed, so they never are.
 */
export function keepDismissed(before: readonly BoardFinding[], after: BoardFinding[]): BoardFinding[] {
  const dismissed = new Set(before.filter((f) => f.status === 'Dismissed').map(findingKey));
  if (dismissed.size === 0) return after;
  return after.map((f) => (f.status === 'Warning' && dismissed.has(findingKey(f)) ? { ...f, status: 'Dismissed' } : f));
}

async function processFile(
  board: BoardRecord,
  bytes: Uint8Array,
  files: Pick<BoardFiles, 'readObject' | 'writeObject'>,
): Promise<ProcessedBoard> {
  const { boardId, fileName } = board;
  // An accepted outline fix replaces the file's edge before anything is measured (docs/board-checks.md#outline-fix).
  const model = withAcceptedOutline(await readBoard({ name: fileName, bytes }), board.acceptedOutline?.outline);
  const { report, optionFindings } = checkBoardWithOptionLimits(model);
  const svgs = renderBoardSvgs(model);
  const layers: StoredLayer[] = [];
  for (const layer of svgs.layers) {
    const key = renderKey(boardId, layer.name);
    await files.writeObject(key, layer.svg, 'image/svg+xml');
    layers.push({ name: layer.name, kind: layer.kind, side: layer.side, key });
  }
  const findings = keepDismissed(
    board.acceptedOutline ? (board.findings ?? []) : [],
    report.findings.map((f, i) => ({ ...f, id: `f${i + 1}`, status: f.severity })),
  );
  const fitted = fitForStorage([...findings, ...optionFindings], report.components, report.notes);
  const previous = board.previousBoardId ? await getBoard(board.previousBoardId) : null;
  const diff = previous ? await diffWithPrevious(board, previous, model, findings, files) : null;
  // Checked again after an accepted outline fix: the options and quantity chosen since stay.
  const carryOver = previous && !board.acceptedOutline;
  return {
    ...diff,
    ...(carryOver ? await carryOverFrom(board, previous, { model, bytes, metrics: report.metrics! }, files) : {}),
    capabilitiesVersion: report.capabilitiesVersion,
    metrics: report.metrics!,
    findings,
    optionFindings,
    components: fitted.components,
    notes: fitted.notes,
    viewBox: svgs.viewBox,
    viewBoxUnitsPerMm: svgs.unitsPerMm,
    layers,
  };
}

/**
 * One delivery of an upload's create event: claim the board (→ Processing),
 * read, check and render it, store the layers under renders/<id>/ and write
 * Complete, or Cannot process with the reader's reason. The marker an accepted
 * outline fix writes (outlineAcceptedKey) processes the board's upload again;
 * other objects that are not a board's original upload are ignored. Anything else thrown is ours (S3,
 * DynamoDB, a bug): the queue retries it, see markProcessingFailed.
 */
export async function processBoardUpload(key: string, files: Pick<BoardFiles, 'readObject' | 'writeObject'>): Promise<ProcessOutcome> {
  const boardId = boardIdOfUploadKey(key);
  if (!boardId) return 'ignored';
  const board = await getBoard(boardId);
  if (!board || (board.uploadKey !== key && key !== outlineAcceptedKey(boardId))) return 'ignored';
  if (FINAL.includes(board.processing)) return 'already final';
  try {
    await claimBoardForProcessing(boardId, INTO_PROCESSING);
  } catch (error) {
    if (error instanceof ConflictError) return 'already final';
    throw error;
  }
  const from: BoardProcessing[] = ['Processing'];
  const { bytes, tooLarge } = await files.readObject(board.uploadKey, MAX_BOARD_FILE_BYTES);
  if (tooLarge) {
    await finishProcessing(
      boardId,
      { processing: 'Cannot process', reason: `The file is larger than ${MAX_BOARD_FILE_BYTES / 1024 / 1024} MB.` },
      from,
    );
    recordMetric('boardsFailed');
    return 'Cannot process';
  }
  let processed: ProcessedBoard;
  try {
    processed = await processFile(board, bytes, files);
  } catch (error) {
    if (!(error instanceof CannotProcessError)) throw error;
    await finishProcessing(boardId, { processing: 'Cannot process', reason: error.reason }, from);
    recordMetric('boardsFailed');
    return 'Cannot process';
  }
  try {
    await finishProcessing(boardId, { processing: 'Complete', processed }, from);
  } catch (error) {
    // A duplicate delivery of the same event finished first.
    if (error instanceof ConflictError) return 'already final';
    throw error;
  }
  recordMetric('boardsProcessed');
  return 'Complete';
}

/** After the last delivery failed: the board must not stay in Processing. */
export async function markProcessingFailed(key: string): Promise<void> {
  const boardId = boardIdOfUploadKey(key);
  if (!boardId) return;
  try {
    await finishProcessing(
      boardId,
      { processing: 'Cannot process', reason: GENERIC_PROCESSING_FAILURE },
      statesLeadingTo(PROCESSING_TRANSITIONS, 'Cannot process'),
    );
    recordMetric('boardsFailed');
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
  }
}
