import * as z from 'zod';
import { capabilityValues } from './capabilities-data.ts';

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
  /** Outer layers' copper; inner layers (4+ layer boards) have their own list. */
  copperWeightsOz: z.array(z.number().positive()).nonempty(),
  innerCopperWeightsOz: z.array(z.number().positive()).nonempty(),
  finishes: z.array(z.string()).nonempty(),
  colours: z.array(z.string()).nonempty(),
  silkscreenColours: z.array(z.string()).nonempty(),
  viaTreatments: z.array(z.string()).nonempty(),
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

// The values live in capabilities-data.ts (no zod), so the web pages that show
// them load without the schema; everything else reads them checked here.
export const capabilities: Capabilities = capabilitiesSchema.parse(capabilityValues);
