import type { boardOptionLimits } from '#contracts/board-option-limits.ts';
import type { Capabilities } from '#contracts/capabilities.ts';

export type CapabilityRow = { label: string; value: string };
export type CapabilityGroup = { title: string; rows: CapabilityRow[] };

const mm = (value: number) => `${value} mm (${Math.round((value / 0.0254) * 10) / 10} mil)`;
const list = (values: readonly (string | number)[], unit = '') => values.map((v) => `${v}${unit}`).join(', ');

/** The rule set as the /capabilities tables show it: every number comes from `capabilities`. */
export function capabilityGroups(c: Capabilities): CapabilityGroup[] {
  return [
    {
      title: 'Board',
      rows: [
        { label: 'Layers', value: `${list(c.layers.allowed)} (${c.layers.min} to ${c.layers.max})` },
        { label: 'Smallest board', value: `${c.boardSizeMm.minWidth} × ${c.boardSizeMm.minHeight} mm` },
        { label: 'Largest board', value: `${c.boardSizeMm.maxLongSide} × ${c.boardSizeMm.maxShortSide} mm` },
        { label: 'Thickness', value: list(c.thicknessesMm, ' mm') },
        { label: 'Copper weight', value: list(c.copperWeightsOz, ' oz') },
        { label: 'Surface finish', value: list(c.finishes) },
        { label: 'Solder mask colours', value: list(c.colours) },
        { label: 'Silkscreen colours', value: list(c.silkscreenColours) },
      ],
    },
    {
      title: 'Copper and drilling',
      rows: [
        { label: 'Minimum trace width', value: mm(c.minTraceMm) },
        { label: 'Minimum spacing (clearance)', value: mm(c.minClearanceMm) },
        { label: 'Drill diameter', value: `${c.minDrillMm} to ${c.maxDrillMm} mm` },
        { label: 'Minimum slot width', value: mm(c.minSlotWidthMm) },
        { label: 'Minimum annular ring', value: mm(c.minAnnularRingMm) },
        { label: 'Minimum hole to hole', value: mm(c.minDrillToDrillMm) },
        { label: 'Minimum copper to board edge', value: mm(c.minCopperToEdgeMm) },
      ],
    },
    {
      title: 'Solder mask and silkscreen',
      rows: [
        { label: 'Minimum solder mask sliver', value: mm(c.minSolderMaskSliverMm) },
        { label: 'Minimum silkscreen line', value: mm(c.minSilkLineMm) },
        { label: 'Silkscreen to pad', value: c.minSilkToPadMm === 0 ? 'Clipped at pads (no minimum)' : mm(c.minSilkToPadMm) },
      ],
    },
    {
      title: 'Assembly',
      rows: [
        { label: 'Sides', value: c.assembly.sides.length > 1 ? `${list(c.assembly.sides)} (one or both)` : list(c.assembly.sides) },
        { label: 'Placement', value: list(c.assembly.placementMethods) },
        { label: 'Smallest chip part', value: `${c.assembly.smallestChipPackage} (imperial)` },
        { label: 'Finest pin pitch', value: mm(c.assembly.minPinPitchMm) },
        { label: 'Finest BGA pitch', value: mm(c.assembly.minBgaPitchMm) },
        {
          label: 'Board size for assembly',
          value: `${c.assembly.boardSizeMm.minWidth} × ${c.assembly.boardSizeMm.minHeight} to ${c.assembly.boardSizeMm.maxLongSide} × ${c.assembly.boardSizeMm.maxShortSide} mm`,
        },
        { label: 'Solder', value: list(c.assembly.solders) },
        {
          label: 'Footprint check',
          value: `The chosen part must match its footprint's pads at least ${Math.round(c.assembly.footprintMatchThreshold * 100)}%`,
        },
        { label: 'Your own parts (consigned)', value: c.assembly.consignedParts ? 'Accepted' : 'Not accepted' },
      ],
    },
  ];
}

export type BoardOptionRow = { option: string; choices: string; boards: string };

/** The options a customer chooses on the review page and which boards each value is made for (docs/board-options.md). */
export function boardOptionRows(c: Capabilities, l: typeof boardOptionLimits): BoardOptionRow[] {
  const layers = (n: number) => `${n} or more layers`;
  const thin = l.minThicknessByLayers.map((row) => `${row.minLayers}-layer boards from ${row.minThicknessMm} mm`).join(', ');
  const copper = (rows: readonly { copperOz: number; minTraceMm: number; minClearanceMm: number; minThicknessMm: number }[]) =>
    rows
      .map((row) => `${row.copperOz} oz: traces and clearances of ${row.minTraceMm} mm or more, boards ${row.minThicknessMm} mm or thicker`)
      .join('; ');
  const silk = Object.entries(l.silkscreenOnMask).map(([mask, silks]) => `${list(silks)} on ${mask}`);
  return [
    {
      option: 'Board thickness',
      choices: list(c.thicknessesMm, ' mm'),
      boards: `${thin}; below ${l.thinBoard.belowThicknessMm} mm up to ${l.thinBoard.maxLongSideMm} mm long`,
    },
    { option: 'Outer copper weight', choices: list(c.copperWeightsOz, ' oz'), boards: `All boards; ${copper(l.outerCopper)}` },
    {
      option: 'Inner copper weight',
      choices: list(c.innerCopperWeightsOz, ' oz'),
      boards: `Boards with ${layers(l.innerCopperMinLayers)}; ${copper(l.innerCopper)}`,
    },
    { option: 'Surface finish', choices: list(c.finishes), boards: 'All boards' },
    { option: 'Solder mask colour', choices: list(c.colours), boards: 'All boards' },
    {
      option: 'Silkscreen colour',
      choices: list(c.silkscreenColours),
      boards: `${silk.join('; ')}; ${list(l.defaultSilkscreenOnMask)} on every other mask`,
    },
    {
      option: 'Via treatment',
      choices: list(c.viaTreatments),
      boards: `Boards with ${layers(l.viasMinLayers)}; plugged on ${layers(l.pluggedViasMinLayers)}`,
    },
  ];
}
