import type { BoardMetrics } from '#contracts/board-report.ts';

/** 100 × 80 mm, two copper layers (as test/support/store-env.ts, which needs vitest). */
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
