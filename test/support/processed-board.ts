import { newId } from '#contracts/ids.ts';
import type { BoardMetrics } from '#contracts/board-report.ts';

// Boards as processing leaves them, written straight to the table. Free of vitest, so the checkout
// bench (test/bench/checkout/run.ts) uses it too; tests import it through store-env.ts.

/** 100 × 80 mm, two copper layers: what processing records for a small board. */
export const SMALL_BOARD_METRICS = {
  widthMm: 100,
  heightMm: 80,
  areaMm2: 8_000,
  layerCount: 6,
  copperLayers: 2,
  drillCount: 40,
  platedDrillCount: 36,
  slotCount: 0,
  minDrillMm: 0.3,
  minTraceMm: 0.2,
  minClearanceMm: 0.2,
  componentsTop: 0,
  componentsBottom: 0,
  smdPads: 0,
  throughHolePads: 0,
  netCount: null,
} satisfies BoardMetrics;

/** A board of `userId` that processing finished (Complete, measured), written straight to the table; `quantity` boards to make (set as the quantity route sets it). */
export async function processedBoard(
  userId: string,
  fileName = 'core.zip',
  metrics: BoardMetrics = SMALL_BOARD_METRICS,
  quantity = 1,
): Promise<string> {
  const { createBoard, finishProcessing } = await import('#lambdas/core/db/boards.ts');
  const boardId = newId();
  await createBoard({
    boardId,
    userId,
    fileName,
    cadSource: 'Gerber',
    uploadKey: `boards/${boardId}/${fileName}`,
    uploadBytes: 1_000,
    createdAt: new Date().toISOString(),
  });
  await finishProcessing(
    boardId,
    {
      processing: 'Complete',
      processed: {
        capabilitiesVersion: 'test',
        metrics,
        findings: [],
        components: [],
        notes: [],
        viewBox: [0, 0, 100, 80],
        viewBoxUnitsPerMm: 1,
        layers: [],
      },
    },
    ['Unprocessed'],
  );
  if (quantity !== 1) {
    const { setQuantityOnly } = await import('#lambdas/core/db/assembly.ts');
    await setQuantityOnly(boardId, 0, quantity, new Date().toISOString());
  }
  return boardId;
}
