import { describe, expect, it } from 'vitest';
import type { BomLineFacts, ChangedRegion, ComponentChange, DrillFacts } from '#contracts/schemas/revision-diff.ts';
import {
  areaText,
  bomLineChangeText,
  centsDeltaText,
  choiceText,
  componentChangeText,
  countsText,
  drillChangeText,
  factChangeText,
  findingText,
  layerAreaText,
  moreText,
  regionText,
} from '../../../web/src/features/boards/revision-diff-text.ts';
import {
  overlayTransform,
  regionInView,
  regionOnSide,
  regionRect,
  regionSide,
  regionTone,
} from '../../../web/src/features/boards/revision-diff-regions.ts';

const hole = (overrides: Partial<DrillFacts> = {}): DrillFacts => ({
  x: 10,
  y: 5,
  x2: null,
  y2: null,
  diameterMm: 0.8,
  plated: true,
  ...overrides,
});
const region = (overrides: Partial<ChangedRegion> = {}): ChangedRegion => ({
  layer: 'top-copper',
  minX: 2,
  minY: 3,
  maxX: 12,
  maxY: 7.5,
  addedMm2: 12.34,
  removedMm2: 0,
  ...overrides,
});
const component = (overrides: Partial<ComponentChange>): ComponentChange => ({
  designator: 'R5',
  changes: [],
  before: { footprint: 'R_0402', value: '10k', side: 'top', x: 1, y: 2, rotation: 0 },
  after: { footprint: 'R_0603', value: '22k', side: 'bottom', x: 2, y: 1.5, rotation: 90 },
  moved: null,
  rotatedDeg: null,
  nets: { listed: [], total: 0 },
  ...overrides,
});

describe('the diff in words', () => {
  it('states a board fact change with both numbers and the signed difference', () => {
    expect(factChangeText({ fact: 'widthMm', before: 31, after: 35 })).toBe('Width: 31.000 mm → 35.000 mm (+4.000 mm)');
    expect(factChangeText({ fact: 'copperLayers', before: 4, after: 2 })).toBe('Copper layers: 4 → 2 (−2)');
    expect(factChangeText({ fact: 'areaMm2', before: 1550, after: 1234.56 })).toBe('Area: 1,550.0 mm² → 1,234.6 mm² (−315.4 mm²)');
    expect(factChangeText({ fact: 'outlineLoops', before: 1, after: 2 })).toBe('Outline loops (board edge and cut-outs): 1 → 2 (+1)');
  });

  it('gives areas in mm² with one decimal and a layer by its label', () => {
    expect(areaText(1142.32)).toBe('1,142.3 mm²');
    expect(layerAreaText({ layer: 'top-copper', kind: 'copper', addedMm2: 1142.32, removedMm2: 221.198 })).toBe(
      'Top copper: +1,142.3 mm² added, −221.2 mm² removed',
    );
  });

  it('describes each kind of drill change', () => {
    expect(drillChangeText({ change: 'added', before: null, after: hole() })).toBe('Added plated hole ⌀0.800 mm at (10.000, 5.000)');
    expect(drillChangeText({ change: 'removed', before: hole({ plated: false, x2: 12, y2: 5, diameterMm: 1 }), after: null })).toBe(
      'Removed unplated slot ⌀1.000 mm from (10.000, 5.000) to (12.000, 5.000)',
    );
    expect(drillChangeText({ change: 'moved', before: hole(), after: hole({ x: 10.5 }) })).toBe(
      'Moved plated hole ⌀0.800 mm at (10.000, 5.000) to (10.500, 5.000)',
    );
    expect(drillChangeText({ change: 'resized', before: hole(), after: hole({ diameterMm: 1.2 }) })).toBe(
      'Resized ⌀0.800 → ⌀1.200 mm at (10.000, 5.000)',
    );
    expect(drillChangeText({ change: 'plating', before: hole(), after: hole({ plated: false }) })).toBe(
      'Now unplated: plated hole ⌀0.800 mm at (10.000, 5.000)',
    );
  });

  it('describes a component by designator with every change it has', () => {
    const changed = component({
      changes: ['moved', 'rotated', 'flipped', 'footprint', 'value', 'nets'],
      moved: { dxMm: 1, dyMm: -0.5 },
      rotatedDeg: 90,
      nets: { listed: [{ pad: '1', before: 'GND', after: null }], total: 3 },
    });
    expect(componentChangeText(changed)).toBe(
      'R5: moved by (1.000, -0.500) mm, rotated +90°, flipped to the bottom, footprint R_0402 → R_0603, value 10k → 22k, ' +
        'nets changed on 3 pads: pad 1 GND → no net, and 2 more',
    );
    expect(componentChangeText(component({ changes: ['removed'], after: null }))).toBe('R5: removed (R_0402, 10k)');
    expect(componentChangeText(component({ changes: ['rotated'], rotatedDeg: -45.5 }))).toBe('R5: rotated −45.5°');
  });

  it('describes a BOM line added, removed or changed, naming at most 8 designators', () => {
    const line = (overrides: Partial<BomLineFacts> = {}): BomLineFacts => ({
      row: 4,
      designators: ['R1', 'R2'],
      quantity: null,
      value: '10k',
      mpn: 'RC0402',
      manufacturer: 'Yageo',
      footprint: 'R_0402',
      doNotPopulate: false,
      ...overrides,
    });
    expect(bomLineChangeText({ changes: ['added'], before: null, after: line() })).toBe('Added row 4 (R1, R2: 10k RC0402)');
    expect(bomLineChangeText({ changes: ['removed'], before: line({ value: '', mpn: '' }), after: null })).toBe(
      'Removed row 4 (R1, R2: no value or MPN)',
    );
    const many = Array.from({ length: 10 }, (_, i) => `C${i + 1}`);
    expect(
      bomLineChangeText({
        changes: ['part', 'quantity', 'designators', 'populate'],
        before: line(),
        after: line({ row: 5, mpn: 'RC0603', designators: many, doNotPopulate: true }),
      }),
    ).toBe(
      'Row 4 → row 5 (C1, C2, C3, C4, C5, C6, C7, C8 and 2 more): part RC0402 → RC0603, quantity 2 → 10, ' +
        'designators R1, R2 → C1, C2, C3, C4, C5, C6, C7, C8 and 2 more, now do not populate',
    );
  });

  it('says how many more a capped list holds, and nothing when it lists all', () => {
    expect(moreText(200, 750)).toBe('and 550 more');
    expect(moreText(3, 3)).toBeNull();
    expect(countsText({ added: 109, removed: 65, moved: 0 }, ['added', 'removed', 'moved'])).toBe('109 added, 65 removed');
    expect(countsText({ added: 0 }, ['added'])).toBe('none');
  });

  it('places a finding and a region, and signs a price change', () => {
    expect(findingText({ check: 'silk-off-board', layer: 'top-silk', x: 30.5, y: 54.48, message: 'Silk off.' })).toBe(
      'Silk off. (Top silk at (30.500, 54.480))',
    );
    expect(regionText(region())).toBe('Top copper, 10.000 × 4.500 mm at (2.000, 3.000): +12.3 mm² added');
    expect(regionText(region({ layer: 'outline', addedMm2: 1, removedMm2: 2.5 }))).toBe(
      'Outline, 10.000 × 4.500 mm at (2.000, 3.000): +1.0 mm² added, −2.5 mm² removed',
    );
    expect(centsDeltaText(200)).toBe('+$2.00');
    expect(centsDeltaText(-1050)).toBe('−$10.50');
    expect(centsDeltaText(0)).toBe('$0.00');
  });

  it('names carried-over choices, options by their label and later kinds in plain words', () => {
    expect(choiceText('quantity')).toBe('Quantity');
    expect(choiceText('options.finish')).toBe('Board option: Surface finish');
    expect(choiceText('options.not_an_option')).toBe('Board option: not an option');
    expect(choiceText('part_choice')).toBe('Part choice');
  });
});

describe('changed regions on the renders', () => {
  it('puts a side layer on its side only, and inner copper and the outline on both', () => {
    expect(regionOnSide(region({ layer: 'top-silk' }), 'top')).toBe(true);
    expect(regionOnSide(region({ layer: 'top-silk' }), 'bottom')).toBe(false);
    expect(regionOnSide(region({ layer: 'bottom-copper' }), 'top')).toBe(false);
    expect(regionOnSide(region({ layer: 'outline' }), 'bottom')).toBe(true);
    expect(regionSide(region({ layer: 'bottom-mask' }))).toBe('bottom');
    expect(regionSide(region({ layer: 'inner1-copper' }))).toBe('top');
  });

  it('colours a region by what it holds', () => {
    expect(regionTone(region())).toBe('added');
    expect(regionTone(region({ addedMm2: 0, removedMm2: 4 }))).toBe('removed');
    expect(regionTone(region({ removedMm2: 4 }))).toBe('both');
  });

  it('draws the box in view-box units with y down, and knows when it lies off the render', () => {
    expect(regionRect(region(), 10)).toEqual({ x: 20, y: -75, width: 100, height: 45 });
    const viewBox = [0, -500, 310, 500] as const; // a 31 × 50 mm board at 10 units per mm
    expect(regionInView(region(), viewBox, 10)).toBe(true);
    expect(regionInView(region({ minX: 130, maxX: 140, minY: -111.6, maxY: -101.6 }), viewBox, 10)).toBe(false);
  });

  it('draws an overlay square (x, y) at the origin plus (x, y) squares, y flipped like the renders', () => {
    const transform = overlayTransform({ squareMm: 0.5, originX: -3.2, originY: 12 }, 10);
    expect(transform).toBe('matrix(5 0 0 -5 -32 -120)');
    // Square (2, 4)'s corner: x = −3.2 + 2·0.5 = −2.2 mm → −22; y = 12 + 4·0.5 = 14 mm → −140.
    const [a, , , d, e, f] = /matrix\(([^)]+)\)/.exec(transform)![1]!.split(' ').map(Number);
    expect([a! * 2 + e!, d! * 4 + f!]).toEqual([-22, -140]);
  });
});
