import * as z from 'zod/mini';
import { capabilityValues } from './capabilities-data.ts';

/**
 * The shop's manufacturing capabilities: ONE versioned rule set. The
 * /capabilities page renders it and the design-rule checks read it, so what a
 * customer is shown is what their board is checked against. Values follow
 * common standard-service capabilities (JLCPCB / OSH Park class, 2–6 layers).
 */
const lengthMm = z.number().check(z.positive());

export const capabilitiesSchema = z.object({
  version: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  layers: z.object({
    allowed: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1)),
    min: z.number().check(z.int()),
    max: z.number().check(z.int()),
  }),
  boardSizeMm: z.object({ minWidth: lengthMm, minHeight: lengthMm, maxLongSide: lengthMm, maxShortSide: lengthMm }),
  minTraceMm: lengthMm,
  minClearanceMm: lengthMm,
  minDrillMm: lengthMm,
  maxDrillMm: lengthMm,
  minSlotWidthMm: lengthMm,
  minAnnularRingMm: lengthMm,
  minDrillToDrillMm: lengthMm,
  minCopperToEdgeMm: lengthMm,
  /** Hole wall to copper of another net (docs/board-checks.md#hole-to-copper): plated holes are drilled before plating, unplated ones after, with more wander. */
  minPlatedHoleToCopperMm: lengthMm,
  minNonPlatedHoleToCopperMm: lengthMm,
  minSolderMaskSliverMm: lengthMm,
  /** Thermal relief: spokes joining a pad to its zone, and their width (docs/board-checks.md#thermal-relief). */
  minThermalSpokes: z.number().check(z.int(), z.positive()),
  minThermalSpokeWidthMm: lengthMm,
  /** The narrowest mask dam we print between pads of different nets (docs/board-checks.md#solder-mask-bridge). */
  minSolderMaskBridgeMm: lengthMm,
  minSilkLineMm: lengthMm,
  /** Silkscreen text lower or with a thinner pen than these blurs or breaks up (docs/board-checks.md#silkscreen-text). */
  minSilkTextHeightMm: lengthMm,
  minSilkTextStrokeMm: lengthMm,
  /** Tracks of one net meeting at a sharper angle leave an acid trap (docs/board-checks.md#acid-traps). */
  minAcidTrapAngleDeg: z.number().check(z.positive(), z.lte(180)),
  minSilkToPadMm: z.number().check(z.nonnegative()),
  /** Outline gaps shorter than this are closed by the router anyway: reported as a warning, longer ones as an error. */
  maxOutlineGapWarningMm: lengthMm,
  thicknessesMm: z.array(lengthMm).check(z.minLength(1)),
  /** Outer layers' copper; inner layers (4+ layer boards) have their own list. */
  copperWeightsOz: z.array(z.number().check(z.positive())).check(z.minLength(1)),
  innerCopperWeightsOz: z.array(z.number().check(z.positive())).check(z.minLength(1)),
  finishes: z.array(z.string()).check(z.minLength(1)),
  colours: z.array(z.string()).check(z.minLength(1)),
  silkscreenColours: z.array(z.string()).check(z.minLength(1)),
  viaTreatments: z.array(z.string()).check(z.minLength(1)),
  /** Assembly: what our lines place, read by the BOM checks and the quote as well as the page. */
  assembly: z.object({
    sides: z.array(z.enum(['Top', 'Bottom'])).check(z.minLength(1)),
    placementMethods: z.array(z.enum(['Machine surface mount', 'Machine through hole', 'Hand place'])).check(z.minLength(1)),
    /** Smallest chip package (imperial code) the machines place. */
    smallestChipPackage: z.string(),
    minPinPitchMm: lengthMm,
    minBgaPitchMm: lengthMm,
    boardSizeMm: z.object({ minWidth: lengthMm, minHeight: lengthMm, maxLongSide: lengthMm, maxShortSide: lengthMm }),
    solders: z.array(z.string()).check(z.minLength(1)),
    /** A chosen part's package must match the board footprint at least this well (0..1) to pass the footprint check. */
    footprintMatchThreshold: z.number().check(z.gte(0), z.lte(1)),
    /** Parts nearer the board edge than this leave the conveyor no grip: we add edge rails (docs/board-checks.md#part-to-edge). */
    minPartToEdgeMm: lengthMm,
    /** Width of each of the two rails we add (their price is in the pricing config). */
    edgeRailWidthMm: lengthMm,
    /** Global fiducials each populated side needs; fewer, and ours go on the edge rails (docs/board-checks.md#fiducials). */
    minFiducialsPerSide: z.number().check(z.int(), z.positive()),
    consignedParts: z.boolean(),
  }),
});

export type Capabilities = z.infer<typeof capabilitiesSchema>;

// The values live in capabilities-data.ts (no zod), so the web pages that show
// them load without the schema; everything else reads them checked here.
export const capabilities: Capabilities = capabilitiesSchema.parse(capabilityValues);
