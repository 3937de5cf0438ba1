import { describe, expect, it } from 'vitest';
import type { Finding } from '#contracts/board-report.ts';
import { capabilities } from '#contracts/capabilities.ts';
import { readKicad } from '#lambdas/cad/kicad/read-kicad.ts';
import { compareClasses, itemOwnLimit, kicadLimitsAsOurs, samePlace } from '../../bench/kicad/compare.ts';
import { asKicad6, readableBy, type KicadViolation } from '../../bench/kicad/kicad-drc.ts';

// The KiCad benchmark's matching (docs/performance.md#kicad-as-the-yardstick), without KiCad.

const ours = (check: string, x: number, y: number, message = ''): Finding => ({
  check,
  severity: 'Error',
  measured: 0.1,
  limit: 0.2,
  x,
  y,
  layer: 'top-copper',
  message,
});

/** A track from (10, 10) to (20, 10) 0.2 mm wide, 0.15 mm from a 1 mm pad at (20.75, 10.6) (KiCad's frame, y down). */
const clearance: KicadViolation = {
  type: 'clearance',
  text: "Clearance violation (netclass 'Default' clearance 0.2000 mm; actual 0.1500 mm)",
  actual: 0.15,
  limit: 0.2,
  items: [
    { at: [10, 10], what: 'Track [A] on F.Cu', segment: [10, 10, 20, 10], width: 0.2 },
    { at: [20.75, 10.6], what: 'Pad 1 [B] of U1 on F.Cu', box: [20.25, 10.1, 21.25, 11.1] },
  ],
};

describe('the KiCad yardstick’s comparison', () => {
  it('finds ours at the same place: on one item and facing the other, our y negated', () => {
    expect(samePlace(clearance, ours('copper-clearance', 20.1, -10.15))).toBe(true);
    expect(samePlace(clearance, ours('copper-clearance', 20.1, 10.15))).toBe(false);
    expect(samePlace(clearance, ours('copper-clearance', 12, -10.1))).toBe(false);
  });

  it('places a violation of one item’s own size at that item, whatever second item KiCad 9 names', () => {
    const narrow: KicadViolation = {
      type: 'track_width',
      text: 'Track width (board setup constraints min width 0.3000 mm; actual 0.2540 mm)',
      actual: 0.254,
      limit: 0.3,
      items: [
        { at: [10, 10], what: 'Track [A] on B.Cu, length 10.0000 mm', segment: [10, 10, 20, 10], width: 0.254 },
        { at: [64.66, 80.16], what: 'Zone [GND] on F.Cu, priority 0', box: [0, 60, 100, 100] },
      ],
    };
    expect(samePlace(narrow, ours('min-trace-width', 15, -10))).toBe(true);
    expect(samePlace(narrow, ours('min-trace-width', 15, -70))).toBe(false);
    expect(samePlace({ ...narrow, type: 'clearance' }, ours('copper-clearance', 15, -10))).toBe(false);
  });

  it('finds ours in the middle of a gap wider than 0.2 mm, over 0.1 mm from both items', () => {
    // Two tracks 0.254 mm apart edge to edge: ours marks the middle, 0.127 mm from each.
    const wide: KicadViolation = {
      ...clearance,
      actual: 0.254,
      items: [
        { at: [10, 10], what: 'Track [A] on F.Cu', segment: [10, 10, 20, 10], width: 0.762 },
        { at: [10, 11.143], what: 'Track [B] on F.Cu', segment: [10, 11.143, 20, 11.143], width: 1.016 },
      ],
    };
    expect(samePlace(wide, ours('copper-clearance', 15, -10.508))).toBe(true);
    expect(samePlace(wide, ours('copper-clearance', 21, -10.508))).toBe(false);
  });

  it('matches a missing connection by its net, and sets apart limits an item sets for itself', () => {
    const unconnected: KicadViolation = { ...clearance, type: 'unconnected_items', text: 'Missing connection between items' };
    expect(samePlace(unconnected, ours('unconnected-net', 0, 0, 'Net A is not fully routed'))).toBe(true);
    expect(samePlace(unconnected, ours('unconnected-net', 0, 0, 'Net B is not fully routed'))).toBe(false);
    const own = { ...clearance, text: 'Hole clearance violation (pad clearance 1.8500 mm; actual 1.4556 mm)' };
    expect(itemOwnLimit(own)).toBe(true);
    expect(itemOwnLimit(clearance)).toBe(false);
    const [row] = compareClasses([clearance, own], [ours('copper-clearance', 20.1, -10.15), ours('copper-clearance', 50, -50)]);
    expect(row).toMatchObject({ name: 'clearance', kicad: 1, foundByOurs: 1, ours: 2, itemOwn: [own] });
    expect(row!.oursNotInKicad.map((f) => f.x)).toEqual([50]);
  });

  it('gives ours the board’s own limits where both mean the same', () => {
    const rules = kicadLimitsAsOurs(capabilities, {
      minClearanceMm: 0,
      defaultNetClassClearanceMm: 0.18,
      largestNetClassClearanceMm: 0.18,
      minTraceMm: 0.15,
      minAnnularRingMm: 0.05,
      minDrillMm: 0.3,
      holeClearanceMm: 0.25,
      minDrillToDrillMm: 0.25,
      minCopperToEdgeMm: 0.01,
    });
    expect(rules).toMatchObject({
      minClearanceMm: 0.18,
      minTraceMm: 0.15,
      minPlatedHoleToCopperMm: 0.25,
      minNonPlatedHoleToCopperMm: 0.25,
    });
    expect(rules.minSilkTextHeightMm).toBe(capabilities.minSilkTextHeightMm);
  });

  it('rewrites a KiCad 7 board to KiCad 6’s format without changing what we read, and gives up on KiCad 8', () => {
    const kicad7 = `(kicad_pcb (version 20221018) (generator pcbnew)
  (layers (0 "F.Cu" signal) (31 "B.Cu" signal) (37 "F.SilkS" user) (44 "Edge.Cuts" user))
  (gr_rect (start 0 0) (end 10 10) (stroke (width 0.1) (type solid)) (fill none) (layer "Edge.Cuts"))
  (footprint "X" (layer "F.Cu") (at 5 5) (attr smd allow_missing_courtyard)
    (fp_text reference "R1" (at 0 0) (layer "F.SilkS" knockout) (effects (font (size 1 1) (thickness 0.15))))
    (fp_line (start 0 0) (end 1 0) (stroke (width 0.12) (type solid)) (layer "F.SilkS"))))`;
    const kicad6 = asKicad6(kicad7)!;
    expect(kicad6).toContain('(version 20211014)');
    expect(kicad6).not.toMatch(/stroke|knockout|allow_missing_courtyard/);
    const [before, after] = [readKicad('a.kicad_pcb', kicad7), readKicad('b.kicad_pcb', kicad6)];
    expect(after.layers).toEqual(before.layers);
    expect(after.outline).toEqual(before.outline);
    expect(after.silkText).toEqual(before.silkText);
    expect(asKicad6('(kicad_pcb (version 20240108))')).toBeUndefined();
    expect(asKicad6('(kicad_pcb (version 20171130))')).toBe('(kicad_pcb (version 20171130))');
  });

  it('hands KiCad 9 every board as it is, KiCad 6 only what it reads', () => {
    const kicad8 = '(kicad_pcb (version 20240108) (generator "pcbnew"))';
    expect(readableBy(9, kicad8)).toBe(kicad8);
    expect(readableBy(6, kicad8)).toBeUndefined();
    expect(readableBy(6, '(kicad_pcb (version 20221018) (generator pcbnew))')).toContain('(version 20211014)');
  });
});
