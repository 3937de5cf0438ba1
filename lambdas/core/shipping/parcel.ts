import type { BoardMetrics } from '#contracts/board-report.ts';

// The parcel an order makes, for the shipping table: its weight and its
// longest side. Boards are FR-4 (about 1.85 g/cm³) with copper; a box and its
// padding add a fixed weight and a margin on every side.

export const FR4_GRAMS_PER_CM3 = 1.85;
export const PACKAGING_GRAMS = 250;
export const PACKAGING_MARGIN_MM = 25;

export type ParcelLine = {
  metrics: Pick<BoardMetrics, 'widthMm' | 'heightMm' | 'areaMm2'>;
  thicknessMm: number;
  quantity: number;
};

export type Parcel = { weight_g: number; longest_mm: number };

/** Grams of one board: outline area × thickness × density, rounded up. */
export function boardGrams(line: Pick<ParcelLine, 'metrics' | 'thicknessMm'>): number {
  const cm3 = (line.metrics.areaMm2 * line.thicknessMm) / 1000;
  return Math.ceil(cm3 * FR4_GRAMS_PER_CM3);
}

/** The order's parcel: every board plus the packaging; null for nothing to ship. */
export function parcelOf(lines: readonly ParcelLine[]): Parcel | null {
  if (lines.length === 0) return null;
  const boards = lines.reduce((sum, line) => sum + boardGrams(line) * line.quantity, 0);
  const longestBoard = Math.max(...lines.map((l) => Math.max(l.metrics.widthMm, l.metrics.heightMm)));
  return { weight_g: boards + PACKAGING_GRAMS, longest_mm: Math.ceil(longestBoard) + 2 * PACKAGING_MARGIN_MM };
}
