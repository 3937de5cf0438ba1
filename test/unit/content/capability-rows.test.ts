import { describe, expect, it } from 'vitest';
import { capabilities } from '#contracts/capabilities.ts';
import { capabilityGroups } from '../../../web/src/features/content/capability-rows.ts';
import { findGuide } from '../../../web/src/features/content/docs-content.ts';

describe('/capabilities renders the one rule set', () => {
  it('shows the numbers the checks use, in every required topic', () => {
    const rows = capabilityGroups(capabilities).flatMap((g) => g.rows);
    const value = (label: string) => rows.find((r) => r.label === label)?.value;
    expect(value('Minimum trace width')).toContain(`${capabilities.minTraceMm} mm`);
    expect(value('Minimum spacing (clearance)')).toContain(`${capabilities.minClearanceMm} mm`);
    expect(value('Drill diameter')).toBe(`${capabilities.minDrillMm} to ${capabilities.maxDrillMm} mm`);
    expect(value('Minimum annular ring')).toContain(`${capabilities.minAnnularRingMm} mm`);
    expect(value('Minimum copper to board edge')).toContain(`${capabilities.minCopperToEdgeMm} mm`);
    expect(value('Minimum hole to copper of another net')).toMatch(
      new RegExp(`^${capabilities.minPlatedHoleToCopperMm} mm .* plated, ${capabilities.minNonPlatedHoleToCopperMm} mm .* unplated$`),
    );
    expect(value('Minimum solder mask between pads of different nets')).toContain(`${capabilities.minSolderMaskBridgeMm} mm`);
    expect(value('Thermal relief')).toContain(`${capabilities.minThermalSpokes} spokes of ${capabilities.minThermalSpokeWidthMm} mm`);
    expect(value('Sharpest track joint (acid trap)')).toBe(`${capabilities.minAcidTrapAngleDeg}°`);
    expect(value('Minimum silkscreen text height')).toContain(`${capabilities.minSilkTextHeightMm} mm`);
    expect(value('Minimum silkscreen text stroke')).toContain(`${capabilities.minSilkTextStrokeMm} mm`);
    expect(value('Largest board')).toBe(`${capabilities.boardSizeMm.maxLongSide} × ${capabilities.boardSizeMm.maxShortSide} mm`);
    for (const finish of capabilities.finishes) expect(value('Surface finish')).toContain(finish);
    for (const colour of capabilities.colours) expect(value('Solder mask colours')).toContain(colour);
    for (const t of capabilities.thicknessesMm) expect(value('Thickness')).toContain(`${t} mm`);
    expect(value('Layers')).toContain(capabilities.layers.allowed.join(', '));
    for (const method of capabilities.assembly.placementMethods) expect(value('Placement')).toContain(method);
    expect(value('Finest pin pitch')).toContain(`${capabilities.assembly.minPinPitchMm} mm`);
    expect(value('Solder')).toContain('Leaded solder');
    expect(value('Fiducials')).toContain(`At least ${capabilities.assembly.minFiducialsPerSide} global fiducials`);
    expect(value('Parts to board edge')).toMatch(
      new RegExp(`^${capabilities.assembly.minPartToEdgeMm} mm .*two ${capabilities.assembly.edgeRailWidthMm} mm edge rails`),
    );
    expect(value('Footprint check')).toContain(`${Math.round(capabilities.assembly.footprintMatchThreshold * 100)}%`);
  });

  it('follows a changed rule set', () => {
    const rows = capabilityGroups({ ...capabilities, minTraceMm: 0.127 }).flatMap((g) => g.rows);
    expect(rows.find((r) => r.label === 'Minimum trace width')?.value).toBe('0.127 mm (5 mil)');
    const oneSided = capabilityGroups({
      ...capabilities,
      assembly: { ...capabilities.assembly, sides: ['Top'], consignedParts: false },
    }).flatMap((g) => g.rows);
    expect(oneSided.find((r) => r.label === 'Sides')?.value).toBe('Top');
    expect(oneSided.find((r) => r.label === 'Your own parts (consigned)')?.value).toBe('Not accepted');
  });
});

describe('/docs ?cad=', () => {
  it('selects the guide by lower-cased tool name; none without it', () => {
    expect(findGuide('kicad')?.tool).toBe('KiCad');
    expect(findGuide('eagle')?.tool).toBe('Eagle');
    expect(findGuide('gerber')?.tool).toBe('Gerber');
    expect(findGuide(null)).toBeUndefined();
    expect(findGuide('altium')).toBeUndefined();
  });
});
