import { describe, expect, it } from 'vitest';
import { DEFAULT_FOOTPRINT_CHECK, FootprintCheckSchema } from '#contracts/schemas/bom.ts';
import type { Pad } from '#lambdas/cad/board-model.ts';
import { FOOTPRINT_MATCH_THRESHOLD, checkFootprint } from '#lambdas/core/bom/footprint-check.ts';
import { orientationConfidence } from '#lambdas/core/bom/orientation.ts';
import { packageSignature } from '#lambdas/core/bom/package-signature.ts';
import { placementMethod } from '#lambdas/core/bom/placement-method.ts';

const pad = (name: string, x: number, y: number, mount: Pad['mount'] = 'smd'): Pad => ({ name, x, y, mount });
/** Two chip pads `span` mm apart. */
const chip = (span: number): Pad[] => [pad('1', -span / 2, 0), pad('2', span / 2, 0)];
/** A dual-row package: n pads, pitch p, rows `row` mm apart, pin 1 top left. */
function dualRow(count: number, pitch: number, row: number, mount: Pad['mount'] = 'smd'): Pad[] {
  const half = count / 2;
  return Array.from({ length: count }, (_, i) =>
    i < half
      ? pad(String(i + 1), -row / 2, (half / 2 - i) * pitch, mount)
      : pad(String(i + 1), row / 2, (i - half - half / 2 + 1) * pitch, mount),
  );
}
const sot23 = (): Pad[] => [pad('1', -0.95, -1.1), pad('2', 0.95, -1.1), pad('3', 0, 1.1)];
const check = (partPackage: string | null, pads: Pad[], extra: Partial<Parameters<typeof checkFootprint>[0]> = {}) =>
  checkFootprint({ do_not_populate: false, partPackage, placed: true, pads, ...extra });

describe('package names', () => {
  it('read pads, pitch, body and mount from catalogue package names', () => {
    expect(packageSignature('0402')).toEqual({ family: 'chip 0402', padCounts: [2], pitch: null, bodyLength: 1, mount: 'smd' });
    expect(packageSignature('SOT-23-5')).toMatchObject({ family: 'SOT-23', padCounts: [5], pitch: 0.95 });
    expect(packageSignature('SOT-23')).toMatchObject({ padCounts: [3], pitch: 1.9 });
    expect(packageSignature('SOT-223')).toMatchObject({ padCounts: [3, 4] });
    expect(packageSignature('SOIC-8')).toMatchObject({ padCounts: [8], pitch: 1.27, mount: 'smd' });
    expect(packageSignature('LQFP-48(7x7)')).toMatchObject({ padCounts: [48], pitch: 0.5 });
    expect(packageSignature('TQFP-44_10x10mm_P0.8mm')).toMatchObject({ padCounts: [44], pitch: 0.8 });
    expect(packageSignature('QFN-32(5x5)')).toMatchObject({ padCounts: [32, 33] });
    expect(packageSignature('DIP-8')).toMatchObject({ padCounts: [8], pitch: 2.54, mount: 'through-hole' });
    expect(packageSignature('Plugin,P=2.54mm')).toMatchObject({ mount: 'through-hole', pitch: 2.54 });
    expect(packageSignature('SMD-3P,0.8x1.6mm')).toMatchObject({ mount: 'smd', padCounts: [3] });
    expect(packageSignature('Module')).toBeNull();
    expect(packageSignature('')).toBeNull();
  });
});

describe('footprint check', () => {
  it('passes a part whose package fits the pads, with the score and threshold', () => {
    const result = FootprintCheckSchema.parse(check('0805', chip(2.05)));
    expect(result).toMatchObject({ state: 'Passed', match_score: 1, match_threshold: FOOTPRINT_MATCH_THRESHOLD });
    expect(result.reasons).toEqual([
      'mount: part smd, footprint smd',
      'pads: part 2, footprint 2',
      'span: terminals 2.05 mm apart for a 2 mm chip 0805 body',
    ]);
    expect(check('SOT-23', sot23()).state).toBe('Passed');
    expect(check('SOIC-8', dualRow(8, 1.27, 5.4)).state).toBe('Passed');
  });

  it('fails a 1206 part on 0402 pads, a SOT-23-5 on SOT-23 pads, a SOIC-8 on a TSSOP-8 and an SMD part on through-hole pads', () => {
    const big = check('1206', chip(0.96));
    expect(big.state).toBe('Failed');
    expect(big.match_score!).toBeLessThan(FOOTPRINT_MATCH_THRESHOLD);
    expect(check('SOT-23-5', sot23())).toMatchObject({ state: 'Failed' });
    expect(check('SOIC-8', dualRow(8, 0.65, 4.4)).state).toBe('Failed');
    expect(check('SOIC-8', dualRow(8, 1.27, 7.6, 'through-hole')).state).toBe('Failed');
  });

  it('counts an exposed pad split into several copper pieces once', () => {
    const qfn = [...dualRow(16, 0.5, 4), pad('17', 0, 0), pad('17', 0.5, 0.5), pad('17', -0.5, -0.5)];
    expect(check('QFN-16(4x4)', qfn)).toMatchObject({ state: 'Passed', match_score: 1 });
  });

  it('has one state for each reason it cannot run, in order, numbers null', () => {
    expect(checkFootprint({ do_not_populate: true, partPackage: '0402', placed: true, pads: chip(1) })).toMatchObject({
      state: 'Need not check',
      match_score: null,
    });
    expect(check(null, chip(1))).toEqual(DEFAULT_FOOTPRINT_CHECK);
    expect(DEFAULT_FOOTPRINT_CHECK).toEqual({ state: 'Should check', match_score: null, match_threshold: null, reasons: [] });
    expect(check('0402', chip(1), { placed: false })).toMatchObject({
      state: 'Missing placement info',
      match_score: null,
      match_threshold: null,
    });
    expect(check('0402', [])).toMatchObject({ state: 'Missing footprint info', match_score: null });
    expect(check('Module', chip(1))).toMatchObject({ state: 'Cannot check', match_score: null });
  });
});

describe('orientation confidence', () => {
  it('is high for non-polar two-terminal parts, medium for a diode with a numbered pad, lower when a placement file disagrees', () => {
    expect(
      orientationConfidence({ designator: 'R1', value: '10k', footprint: 'R_0402', pads: chip(1), rotationDisagrees: false }),
    ).toMatchObject({ confidence: 'high', pin1: null });
    const diode = orientationConfidence({
      designator: 'D1',
      value: '1N4148',
      footprint: 'D_SOD-123',
      pads: chip(3.3),
      rotationDisagrees: false,
    });
    expect(diode).toMatchObject({ confidence: 'medium', score: 0.7, pin1: { x: -1.65, y: 0 } });
    const tantalum = orientationConfidence({
      designator: 'C3',
      value: '10uF',
      footprint: 'CP_Elec_5x5.4',
      pads: chip(2),
      rotationDisagrees: false,
    });
    expect(tantalum.confidence).toBe('medium');
    expect(
      orientationConfidence({ designator: 'D1', value: '1N4148', footprint: 'D_SOD-123', pads: chip(3.3), rotationDisagrees: true }),
    ).toMatchObject({ confidence: 'low', score: 0.4 });
  });

  it('locates pin 1 of an IC at a row end, and is low when the pads are unnumbered or unknown', () => {
    expect(
      orientationConfidence({
        designator: 'U1',
        value: 'NE555',
        footprint: 'SOIC-8',
        pads: dualRow(8, 1.27, 5.4),
        rotationDisagrees: false,
      }),
    ).toMatchObject({ confidence: 'medium', pin1: { x: -2.7, y: 2.54 } });
    const middle = dualRow(8, 1.27, 5.4).map((p) => (p.name === '1' ? { ...p, name: '9' } : p.name === '2' ? { ...p, name: '1' } : p));
    expect(orientationConfidence({ designator: 'U1', value: '', footprint: '', pads: middle, rotationDisagrees: false }).confidence).toBe(
      'low',
    );
    expect(
      orientationConfidence({
        designator: 'U1',
        value: '',
        footprint: '',
        pads: [pad('', 0, 0), pad('', 1, 0), pad('', 2, 0)],
        rotationDisagrees: false,
      }).confidence,
    ).toBe('low');
    expect(orientationConfidence({ designator: 'U1', value: '', footprint: '', pads: [], rotationDisagrees: false })).toMatchObject({
      confidence: 'low',
      score: 0.2,
      pin1: null,
    });
  });
});

describe('placement method (docs/data-model.md#placement-method)', () => {
  it('machine-places SMD parts, machine-inserts small standard through-hole parts and hand-places the rest', () => {
    expect(placementMethod({ designator: 'R1', footprint: 'R_0402', pads: chip(1) })).toBe('Machine surface mount');
    expect(
      placementMethod({
        designator: 'R1',
        footprint: 'R_0.125W_PTH',
        pads: chip(7.6).map((p) => ({ ...p, mount: 'through-hole' as const })),
      }),
    ).toBe('Machine through hole');
    expect(placementMethod({ designator: 'U1', footprint: 'DIP-8_W7.62mm', pads: dualRow(8, 2.54, 7.62, 'through-hole') })).toBe(
      'Machine through hole',
    );
    expect(placementMethod({ designator: 'J1', footprint: 'TRRS-PJ-320A', pads: dualRow(6, 2.3, 4.6, 'through-hole') })).toBe('Hand place');
    const usbC = [...dualRow(12, 0.5, 1), pad('S1', -4, 0, 'through-hole'), pad('S1', 4, 0, 'through-hole')];
    expect(placementMethod({ designator: 'J2', footprint: 'USB_C', pads: usbC })).toBe('Machine surface mount');
    expect(placementMethod({ designator: 'U9', footprint: 'SO-8_208mil', pads: [], partPackage: 'SOIC-8' })).toBe('Machine surface mount');
    expect(placementMethod({ designator: 'X1', footprint: 'Odd_Thing', pads: [] })).toBe('Hand place');
  });
});
