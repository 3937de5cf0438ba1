import * as z from 'zod';

/**
 * The shop's manufacturing capabilities: ONE versioned rule set. The
 * /capabilities page renders it and the design-rule checks read it, so what a
 * customer is shown is what their board is checked against. Values follow
 * common standard-service capabilities (JLCPCB / OSH Park class, 2–6 layers).
 */
const lengthMm = z.number().positive();

export const capabilitiesSchema = z.object({
  version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  layers: z.object({ allowed: z.array(z.number().int().positive()).nonempty(), min: z.number().int(), max: z.number().int() }),
  boardSizeMm: z.object({ minWidth: lengthMm, minHeight: lengthMm, maxLongSide: lengthMm, maxShortSide: lengthMm }),
  minTraceMm: lengthMm,
  minClearanceMm: lengthMm,
  minDrillMm: lengthMm,
  maxDrillMm: lengthMm,
  minSlotWidthMm: lengthMm,
  minAnnularRingMm: lengthMm,
  minDrillToDrillMm: lengthMm,
  minCopperToEdgeMm: lengthMm,
  minSolderMaskSliverMm: lengthMm,
  minSilkLineMm: lengthMm,
  minSilkToPadMm: z.number().nonnegative(),
  /** Outline gaps shorter than this are closed by the router anyway: reported as a warning, longer ones as an error. */
  maxOutlineGapWarningMm: lengthMm,
  thicknessesMm: z.array(lengthMm).nonempty(),
  copperWeightsOz: z.array(z.number().positive()).nonempty(),
  finishes: z.array(z.string()).nonempty(),
  colours: z.array(z.string()).nonempty(),
  silkscreenColours: z.array(z.string()).nonempty(),
  /** Assembly: what our lines place, read by the BOM checks and the quote as well as the page. */
  assembly: z.object({
    sides: z.array(z.enum(['Top', 'Bottom'])).nonempty(),
    placementMethods: z.array(z.enum(['Machine surface mount', 'Machine through hole', 'Hand place'])).nonempty(),
    /** Smallest chip package (imperial code) the machines place. */
    smallestChipPackage: z.string(),
    minPinPitchMm: lengthMm,
    minBgaPitchMm: lengthMm,
    boardSizeMm: z.object({ minWidth: lengthMm, minHeight: lengthMm, maxLongSide: lengthMm, maxShortSide: lengthMm }),
    solders: z.array(z.string()).nonempty(),
    /** A chosen part's package must match the board footprint at least this well (0..1) to pass the footprint check. */
    footprintMatchThreshold: z.number().min(0).max(1),
    consignedParts: z.boolean(),
  }),
});

export type Capabilities = z.infer<typeof capabilitiesSchema>;

export const capabilities: Capabilities = capabilitiesSchema.parse({
  version: '2026-11-01',
  layers: { allowed: [1, 2, 4, 6], min: 1, max: 6 },
  boardSizeMm: { minWidth: 5, minHeight: 5, maxLongSide: 500, maxShortSide: 400 },
  minTraceMm: 0.1,
  minClearanceMm: 0.1,
  minDrillMm: 0.2,
  maxDrillMm: 6.3,
  minSlotWidthMm: 0.5,
  minAnnularRingMm: 0.13,
  minDrillToDrillMm: 0.254,
  minCopperToEdgeMm: 0.2,
  minSolderMaskSliverMm: 0.1,
  minSilkLineMm: 0.1,
  minSilkToPadMm: 0,
  maxOutlineGapWarningMm: 0.05,
  thicknessesMm: [0.6, 0.8, 1.0, 1.2, 1.6, 2.0],
  copperWeightsOz: [1, 2],
  finishes: ['HASL (lead-free)', 'ENIG'],
  colours: ['Green', 'Purple', 'Red', 'Yellow', 'Blue', 'White', 'Black'],
  silkscreenColours: ['White', 'Black'],
  assembly: {
    sides: ['Top', 'Bottom'],
    placementMethods: ['Machine surface mount', 'Machine through hole', 'Hand place'],
    smallestChipPackage: '0201',
    minPinPitchMm: 0.35,
    minBgaPitchMm: 0.4,
    boardSizeMm: { minWidth: 10, minHeight: 10, maxLongSide: 450, maxShortSide: 400 },
    solders: ['Lead-free solder', 'Leaded solder'],
    footprintMatchThreshold: 0.75,
    consignedParts: true,
  },
});
