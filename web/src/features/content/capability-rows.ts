import type { Capabilities } from '../../../../contracts/capabilities.ts';

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
        { label: 'Board size for assembly', value: `${c.assembly.boardSizeMm.minWidth} × ${c.assembly.boardSizeMm.minHeight} to ${c.assembly.boardSizeMm.maxLongSide} × ${c.assembly.boardSizeMm.maxShortSide} mm` },
        { label: 'Solder', value: list(c.assembly.solders) },
        { label: 'Footprint check', value: `The chosen part must match its footprint's pads at least ${Math.round(c.assembly.footprintMatchThreshold * 100)}%` },
        { label: 'Your own parts (consigned)', value: c.assembly.consignedParts ? 'Accepted' : 'Not accepted' },
      ],
    },
  ];
}
