import type { Capabilities } from './capabilities.ts';

// The rule set's values (see capabilities.ts for the schema and what they
// mean). Web pages import them from here to stay free of zod on a first
// visit; capabilities.ts checks them against the schema when it loads.
export const capabilityValues: Capabilities = {
  version: '2026-11-28',
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
  minPlatedHoleToCopperMm: 0.2,
  minNonPlatedHoleToCopperMm: 0.25,
  minSolderMaskSliverMm: 0.1,
  minSilkLineMm: 0.1,
  minSilkToPadMm: 0,
  maxOutlineGapWarningMm: 0.05,
  thicknessesMm: [0.6, 0.8, 1.0, 1.2, 1.6, 2.0],
  copperWeightsOz: [1, 2],
  innerCopperWeightsOz: [0.5, 1, 2],
  finishes: ['HASL (lead-free)', 'HASL (leaded)', 'ENIG'],
  colours: ['Green', 'Purple', 'Red', 'Yellow', 'Blue', 'White', 'Black'],
  silkscreenColours: ['White', 'Black'],
  viaTreatments: ['Tented', 'Plugged'],
  assembly: {
    sides: ['Top', 'Bottom'],
    placementMethods: ['Machine surface mount', 'Machine through hole', 'Hand place'],
    smallestChipPackage: '0201',
    minPinPitchMm: 0.35,
    minBgaPitchMm: 0.4,
    boardSizeMm: { minWidth: 10, minHeight: 10, maxLongSide: 450, maxShortSide: 400 },
    solders: ['Lead-free solder', 'Leaded solder'],
    footprintMatchThreshold: 0.75,
    minPartToEdgeMm: 3,
    edgeRailWidthMm: 5,
    consignedParts: true,
  },
};
