import { capabilityValues as capabilities } from './capabilities-data.ts';

/**
 * Where each board option can be made: the limits that depend on the board
 * (copper layers, size, the smallest trace and clearance the design-rule
 * check measured) or on another option. One table, read by the option rules
 * (lambdas/core/quote/option-choices.ts), the CLI's option-aware DRC and the
 * /capabilities page. See docs/board-options.md for the reasons.
 */
export const boardOptionLimits = {
  /** Multilayer stacks need a minimum core: thinner boards are not offered for them. */
  minThicknessByLayers: [
    { minLayers: 4, minThicknessMm: 0.8 },
    { minLayers: 6, minThicknessMm: 1.0 },
  ],
  /** Thin boards warp on large panels: below this thickness the long side is limited. */
  thinBoard: { belowThicknessMm: 0.8, maxLongSideMm: 300 },
  /**
   * Heavier copper etches wider: the smallest trace and clearance it can
   * hold, and the thinnest board it is laminated on. Weights not listed use
   * the base rule set (`capabilities.minTraceMm`, `minClearanceMm`).
   */
  outerCopper: [{ copperOz: 2, minTraceMm: 0.2, minClearanceMm: 0.2, minThicknessMm: 1.0 }],
  innerCopper: [{ copperOz: 2, minTraceMm: 0.2, minClearanceMm: 0.2, minThicknessMm: 1.2 }],
  /** Inner copper is a choice only where there are inner layers. */
  innerCopperMinLayers: 4,
  /** Vias exist from 2 layers; epoxy plugging runs on the multilayer line. */
  viasMinLayers: 2,
  pluggedViasMinLayers: 4,
  /** Silkscreen must show on the mask: which silkscreen colours each mask colour takes. */
  silkscreenOnMask: {
    White: ['Black'],
    Yellow: ['Black', 'White'],
  } as Readonly<Record<string, readonly string[]>>,
  /** Mask colours not listed take only this silkscreen. */
  defaultSilkscreenOnMask: ['White'] as readonly string[],
} as const;

/** The capability rule set's version these limits belong to. */
export const boardOptionLimitsVersion = capabilities.version;
