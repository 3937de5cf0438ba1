import { inject } from 'vitest';
import { newId } from '#contracts/ids.ts';
import type { BoardMetrics } from '#contracts/board-report.ts';

// Core tests against the local stack's emulators, with no HTTP in between:
// point the AWS SDK at them, then import the core (its clients read the
// environment when first loaded).
export function useStackEnv(): void {
  const stack = inject('stack');
  Object.assign(process.env, {
    TABLE_NAME: stack.tableName,
    UPLOADS_BUCKET: stack.bucket,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: stack.dynamoEndpoint,
    AWS_ENDPOINT_URL_S3: stack.s3Endpoint,
    AWS_ENDPOINT_URL_SESV2: stack.emailEndpoint,
    EMAIL_FROM: 'Copperline <orders@copperline.local>',
    S3_FORCE_PATH_STYLE: 'true',
  });
}

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
