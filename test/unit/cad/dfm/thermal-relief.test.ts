import { describe, expect, it } from 'vitest';
import type { Point, Primitive } from '#lambdas/cad/board-model.ts';
import { capabilities } from '#contracts/capabilities.ts';
import { checkBoardModel } from '#lambdas/cad/check-board.ts';
import { readKicad } from '#lambdas/cad/kicad/read-kicad.ts';
import { draw, handMadeBoard } from './hand-made-board.ts';

const GAP = 0.5;

/** A round 1 mm GND pad at (10, 10) in a GND zone whose fill leaves a 0.5 mm thermal gap, crossed by spokes at the given angles and width. */
function padInZone(spokeAngles: number[], spokeWidth: number) {
  const board = handMadeBoard();
  const hole: Point[] = Array.from({ length: 64 }, (_, corner) => [
    10 + (0.5 + GAP) * Math.cos((2 * Math.PI * corner) / 64),
    10 + (0.5 + GAP) * Math.sin((2 * Math.PI * corner) / 64),
  ]);
  const fill: Primitive = {
    kind: 'polygon',
    rings: [
      [
        [5, 5],
        [15, 5],
        [15, 15],
        [5, 15],
      ],
      hole,
    ],
    net: 'GND',
    thermalGap: GAP,
  };
  const spokes = spokeAngles.map((deg): Primitive => {
    const ux = Math.cos((deg * Math.PI) / 180);
    const uy = Math.sin((deg * Math.PI) / 180);
    const [nx, ny] = [(-uy * spokeWidth) / 2, (ux * spokeWidth) / 2];
    const [ax, ay, bx, by] = [10 + ux * 0.3, 10 + uy * 0.3, 10 + ux * 1.2, 10 + uy * 1.2];
    return {
      kind: 'polygon',
      rings: [
        [
          [ax + nx, ay + ny],
          [bx + nx, by + ny],
          [bx - nx, by - ny],
          [ax - nx, ay - ny],
        ],
      ],
      net: 'GND',
      thermalGap: GAP,
    };
  });
  draw(board, 'top-copper', fill, ...spokes, { kind: 'circle', x: 10, y: 10, r: 0.5, net: 'GND', pad: 'J1.1' });
  const findings = checkBoardModel(board).findings;
  return {
    few: findings.filter((f) => f.check === 'thermal-spokes'),
    narrow: findings.filter((f) => f.check === 'thermal-spoke-width'),
  };
}

describe('thermal relief (docs/board-checks.md#thermal-relief)', () => {
  it('passes four spokes of 0.3 mm', () => {
    expect(padInZone([0, 90, 180, 270], 0.3)).toEqual({ few: [], narrow: [] });
  });

  it('counts the spokes: one is too few', () => {
    const { few, narrow } = padInZone([45], 0.3);
    expect(narrow).toEqual([]);
    expect(few).toHaveLength(1);
    expect(few[0]).toMatchObject({ measured: 1, limit: capabilities.minThermalSpokes, x: 10, y: 10, layer: 'top-copper' });
    expect(few[0]!.message).toContain('Pad J1.1 joins the GND zone by 1 thermal spoke');
  });

  it('measures a spoke’s width to a step along the ring', () => {
    const { few, narrow } = padInZone([0, 180], 0.1);
    expect(few).toEqual([]);
    expect(narrow).toHaveLength(1);
    expect(narrow[0]!.limit).toBe(capabilities.minThermalSpokeWidthMm);
    expect(Math.abs(narrow[0]!.measured! - 0.1)).toBeLessThan(0.03);
  });

  it('reads the gap from a KiCad zone that joins pads by spokes, none from a solid one', () => {
    const zone = (connect: string) => `(kicad_pcb (version 20240108) (generator "pcbnew")
  (layers (0 "F.Cu" signal) (31 "B.Cu" signal))
  (net 0 "") (net 1 "GND")
  (zone (net 1) (net_name "GND") (layer "F.Cu") (connect_pads ${connect}(clearance 0.3)) (min_thickness 0.25)
    (fill yes (thermal_gap 0.4) (thermal_bridge_width 0.3))
    (polygon (pts (xy 0 0) (xy 10 0) (xy 10 10) (xy 0 10)))
    (filled_polygon (layer "F.Cu") (pts (xy 0 0) (xy 10 0) (xy 10 10) (xy 0 10)))))`;
    const fillOf = (connect: string) => readKicad('z.kicad_pcb', zone(connect)).layers.find((l) => l.name === 'top-copper')!.primitives[0]!;
    expect(fillOf('')).toMatchObject({ kind: 'polygon', net: 'GND', thermalGap: 0.4 });
    expect(fillOf('thru_hole_only ')).toMatchObject({ thermalGap: 0.4 });
    expect(fillOf('yes ')).not.toHaveProperty('thermalGap');
  });
});
