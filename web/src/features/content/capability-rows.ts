import type { boardOptionLimits } from '#contracts/board-option-limits.ts';
import type { Capabilities } from '#contracts/capabilities.ts';

export type CapabilityRow = { label: string; value: string };
export type CapabilityGroup = { title: string; rows: CapabilityRow[] };

const mm = (value: number) => `${value} mm (${Math.round((value / 0.0254) * 10) / 10} mil)`;
const list = (values: readonly (string | number)[], unit = '') => values.map((v) => `${v}${unit}`).join(', ');

/** The rule set as the /capabilities tables show it: every number comes from `capabilities`. */
export function capabilityGroups(capabilities: Capabilities): CapabilityGroup[] {
  return [
    {
      title: 'Board',
      rows: [
        { label: 'Layers', value: `${list(capabilities.layers.allowed)} (${capabilities.layers.min} to ${capabilities.layers.max})` },
        { label: 'Smallest board', value: `${capabilities.boardSizeMm.minWidth} × ${capabilities.boardSizeMm.minHeight} mm` },
        { label: 'Largest board', value: `${capabilities.boardSizeMm.maxLongSide} × ${capabilities.boardSizeMm.maxShortSide} mm` },
        { label: 'Thickness', value: list(capabilities.thicknessesMm, ' mm') },
        { label: 'Copper weight', value: list(capabilities.copperWeightsOz, ' oz') },
        { label: 'Surface finish', value: list(capabilities.finishes) },
        { label: 'Solder mask colours', value: list(capabilities.colours) },
        { label: 'Silkscreen colours', value: list(capabilities.silkscreenColours) },
      ],
    },
    {
      title: 'Copper and drilling',
      rows: [
        { label: 'Minimum trace width', value: mm(capabilities.minTraceMm) },
        { label: 'Minimum spacing (clearance)', value: mm(capabilities.minClearanceMm) },
        { label: 'Drill diameter', value: `${capabilities.minDrillMm} to ${capabilities.maxDrillMm} mm` },
        { label: 'Minimum slot width', value: mm(capabilities.minSlotWidthMm) },
        { label: 'Minimum annular ring', value: mm(capabilities.minAnnularRingMm) },
        { label: 'Minimum hole to hole', value: mm(capabilities.minDrillToDrillMm) },
        { label: 'Minimum copper to board edge', value: mm(capabilities.minCopperToEdgeMm) },
        { label: 'Sharpest track joint (acid trap)', value: `${capabilities.minAcidTrapAngleDeg}°` },
        {
          label: 'Thermal relief',
          value: `At least ${capabilities.minThermalSpokes} spokes of ${mm(capabilities.minThermalSpokeWidthMm)} per pad joined to a zone`,
        },
        {
          label: 'Minimum hole to copper of another net',
          value: `${mm(capabilities.minPlatedHoleToCopperMm)} plated, ${mm(capabilities.minNonPlatedHoleToCopperMm)} unplated`,
        },
      ],
    },
    {
      title: 'Solder mask and silkscreen',
      rows: [
        { label: 'Minimum solder mask sliver', value: mm(capabilities.minSolderMaskSliverMm) },
        { label: 'Minimum solder mask between pads of different nets', value: mm(capabilities.minSolderMaskBridgeMm) },
        { label: 'Minimum silkscreen line', value: mm(capabilities.minSilkLineMm) },
        { label: 'Minimum silkscreen text height', value: mm(capabilities.minSilkTextHeightMm) },
        { label: 'Minimum silkscreen text stroke', value: mm(capabilities.minSilkTextStrokeMm) },
        {
          label: 'Silkscreen to pad',
          value: capabilities.minSilkToPadMm === 0 ? 'Clipped at pads (no minimum)' : mm(capabilities.minSilkToPadMm),
        },
      ],
    },
    assemblyGroup(capabilities),
  ];
}

/** What the assembly line places and what it needs of a board. */
function assemblyGroup(capabilities: Capabilities): CapabilityGroup {
  return {
    title: 'Assembly',
    rows: [
      {
        label: 'Sides',
        value:
          capabilities.assembly.sides.length > 1 ? `${list(capabilities.assembly.sides)} (one or both)` : list(capabilities.assembly.sides),
      },
      { label: 'Placement', value: list(capabilities.assembly.placementMethods) },
      { label: 'Smallest chip part', value: `${capabilities.assembly.smallestChipPackage} (imperial)` },
      { label: 'Finest pin pitch', value: mm(capabilities.assembly.minPinPitchMm) },
      { label: 'Finest BGA pitch', value: mm(capabilities.assembly.minBgaPitchMm) },
      {
        label: 'Board size for assembly',
        value: `${capabilities.assembly.boardSizeMm.minWidth} × ${capabilities.assembly.boardSizeMm.minHeight} to ${capabilities.assembly.boardSizeMm.maxLongSide} × ${capabilities.assembly.boardSizeMm.maxShortSide} mm`,
      },
      { label: 'Parts’ courtyards', value: 'May touch, must not overlap; parts must not sit over holes that are not their own' },
      {
        label: 'Parts to board edge',
        value: `${mm(capabilities.assembly.minPartToEdgeMm)}; nearer, we add two ${capabilities.assembly.edgeRailWidthMm} mm edge rails (priced per board)`,
      },
      {
        label: 'Fiducials',
        value: `At least ${capabilities.assembly.minFiducialsPerSide} global fiducials on each side with parts; fewer, and ours go on the edge rails`,
      },
      { label: 'Solder', value: list(capabilities.assembly.solders) },
      {
        label: 'Footprint check',
        value: `The chosen part must match its footprint's pads at least ${Math.round(capabilities.assembly.footprintMatchThreshold * 100)}%`,
      },
      { label: 'Your own parts (consigned)', value: capabilities.assembly.consignedParts ? 'Accepted' : 'Not accepted' },
    ],
  };
}

export type BoardOptionRow = { option: string; choices: string; boards: string };

/** The options a customer chooses on the review page and which boards each value is made for (docs/board-options.md). */
export function boardOptionRows(capabilities: Capabilities, limits: typeof boardOptionLimits): BoardOptionRow[] {
  const layers = (n: number) => `${n} or more layers`;
  const thin = limits.minThicknessByLayers.map((row) => `${row.minLayers}-layer boards from ${row.minThicknessMm} mm`).join(', ');
  const copper = (rows: readonly { copperOz: number; minTraceMm: number; minClearanceMm: number; minThicknessMm: number }[]) =>
    rows
      .map((row) => `${row.copperOz} oz: traces and clearances of ${row.minTraceMm} mm or more, boards ${row.minThicknessMm} mm or thicker`)
      .join('; ');
  const silk = Object.entries(limits.silkscreenOnMask).map(([mask, silks]) => `${list(silks)} on ${mask}`);
  return [
    {
      option: 'Board thickness',
      choices: list(capabilities.thicknessesMm, ' mm'),
      boards: `${thin}; below ${limits.thinBoard.belowThicknessMm} mm up to ${limits.thinBoard.maxLongSideMm} mm long`,
    },
    {
      option: 'Outer copper weight',
      choices: list(capabilities.copperWeightsOz, ' oz'),
      boards: `All boards; ${copper(limits.outerCopper)}`,
    },
    {
      option: 'Inner copper weight',
      choices: list(capabilities.innerCopperWeightsOz, ' oz'),
      boards: `Boards with ${layers(limits.innerCopperMinLayers)}; ${copper(limits.innerCopper)}`,
    },
    { option: 'Surface finish', choices: list(capabilities.finishes), boards: 'All boards' },
    { option: 'Solder mask colour', choices: list(capabilities.colours), boards: 'All boards' },
    {
      option: 'Silkscreen colour',
      choices: list(capabilities.silkscreenColours),
      boards: `${silk.join('; ')}; ${list(limits.defaultSilkscreenOnMask)} on every other mask`,
    },
    {
      option: 'Via treatment',
      choices: list(capabilities.viaTreatments),
      boards: `Boards with ${layers(limits.viasMinLayers)}; plugged on ${layers(limits.pluggedViasMinLayers)}`,
    },
  ];
}
