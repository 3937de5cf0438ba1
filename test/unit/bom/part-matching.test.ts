import { describe, expect, it } from 'vitest';
import { LineMatchSchema } from '#contracts/schemas/bom.ts';
import type { BomLine, LineMatch } from '#contracts/schemas/bom.ts';
import { CatalogueLookup } from '#lambdas/core/bom/catalogue-lookup.ts';
import { footprintPackage, packageKey } from '#lambdas/core/bom/package-names.ts';
import { matchBom, matchBomLine } from '#lambdas/core/bom/part-matching.ts';
import { readBom } from '#lambdas/core/bom/read-bom-file.ts';
import { DEMO_CATALOGUE, SAMPLE_CATALOGUE, bomFixture, catalogue, hasSample } from './helpers.ts';

const line = (overrides: Partial<BomLine>): BomLine => ({
  row: 2,
  designators: ['R1'],
  quantity: 1,
  value: '',
  mpn: '',
  manufacturer: '',
  supplier_codes: { lcsc: null, digikey: null, mouser: null },
  footprint: '',
  description: '',
  do_not_populate: false,
  ...overrides,
});

async function demo() {
  return new CatalogueLookup(await catalogue(DEMO_CATALOGUE));
}

/** The chosen part's parameters (raw) for a match. */
async function chosenParameters(lookup: CatalogueLookup, match: LineMatch) {
  expect(match.status).toBe('matched');
  const best = match.candidates[0]!;
  const { partAt } = await import('#lambdas/core/parts/search/catalogue-index.ts');
  const part = partAt(lookup.index, lookup.partNumber(best.supplier_code));
  return Object.fromEntries(Object.entries(part.parameters).map(([k, v]) => [k, v.raw]));
}

function byValue(matches: readonly LineMatch[], lines: readonly BomLine[], value: string): LineMatch {
  const row = lines.find((l) => l.value === value)!.row;
  return matches.find((m) => m.row === row)!;
}

describe('package names', () => {
  it('reads the package from footprint names and compares spellings', () => {
    expect(footprintPackage('Capacitor_SMD:C_0805_2012Metric_Pad1.15x1.40mm_HandSolder')).toBe('0805');
    expect(footprintPackage('R_0402_5MIL_DWS')).toBe('0402');
    expect(footprintPackage('Package_TO_SOT_SMD:SOT-23-5')).toBe('SOT-23-5');
    expect(footprintPackage('SOT23')).toBe('SOT23');
    expect(footprintPackage('TESTPAD_40-ROUND')).toBeNull();
    expect(packageKey('SOT-23-3')).toBe(packageKey('SOT23'));
    expect(packageKey('C0402')).toBe('0402');
    expect(packageKey('SO-8')).toBe(packageKey('SOIC-8'));
    expect(packageKey('0603')).not.toBe(packageKey('0402'));
  });
});

describe('exact identities first (demo catalogue)', () => {
  it('matches the LCSC code, then the MPN, then an MPN read from a Mouser or Digi-Key code, with the reason', async () => {
    const lookup = await demo();
    const byCode = matchBomLine(line({ supplier_codes: { lcsc: 'C1525', digikey: null, mouser: null }, value: '10k' }), lookup, {
      boards: 1,
    });
    expect(LineMatchSchema.parse(byCode)).toMatchObject({
      status: 'matched',
      candidates: [{ supplier_code: 'C1525', kind: 'exact_supplier_code', rank: 1 }],
    });
    expect(byCode.candidates[0]!.reasons[0]).toBe('LCSC code C1525 given in the BOM');
    const byMpn = matchBomLine(line({ designators: ['C17'], mpn: 'CL31A107MQHNNNE', value: '100uF' }), lookup, { boards: 1 });
    expect(byMpn.candidates[0]).toMatchObject({ supplier_code: 'C15008', kind: 'exact_mpn' });
    const byMouser = matchBomLine(line({ supplier_codes: { lcsc: null, digikey: null, mouser: '187-CL05B104KO5NNNC' } }), lookup, {
      boards: 1,
    });
    expect(byMouser.candidates[0]).toMatchObject({ supplier_code: 'C1525', kind: 'supplier_code_mpn' });
    const byDigikey = matchBomLine(line({ supplier_codes: { lcsc: null, digikey: '1276-CL05B104KO5NNNCCT-ND', mouser: null } }), lookup, {
      boards: 1,
    });
    expect(byDigikey.candidates[0]).toMatchObject({ supplier_code: 'C1525', kind: 'supplier_code_mpn' });
  });

  it('bitaxe: the MPN column matches where the catalogue has it; passives fall back to their values', async () => {
    const lookup = await demo();
    const { lines } = await readBom(bomFixture('bitaxe-gamma/bitaxeGamma-BOM.csv'));
    const boardFootprints = new Map([['C8', 'Capacitor_SMD:C_0402_1005Metric']]);
    const matches = matchBom(lines, lookup, { boards: 1, boardFootprints });
    expect(byValue(matches, lines, '100uF').candidates[0]).toMatchObject({ supplier_code: 'C15008', kind: 'exact_mpn' });
    // 0.1uF on C8 … : the MPN CL05A104KO5NNNC is not in the demo catalogue; 100nF in 0402 from the board's footprint is.
    const decoupling = byValue(matches, lines, '0.1uF');
    expect(decoupling.status).toBe('matched');
    expect(await chosenParameters(lookup, decoupling)).toMatchObject({ capacitance: '100nF', package: '0402' });
    // No footprint known for C6: candidates are offered, nothing chosen.
    expect(byValue(matches, lines, '4700pF')).toMatchObject({
      status: 'needs choice',
      part_id: null,
      reason: 'the package is not known (no footprint), so the candidates cannot be told apart',
    });
    const missing = byValue(matches, lines, 'TPS546D24ARVFR');
    expect(missing).toMatchObject({ status: 'unmatched', candidates: [] });
    expect(missing.reason).toMatch(/^MPN TPS546D24ARVFR is not in the catalogue/);
  });
});

describe('value strings fuzzy-matched to parameters (demo catalogue)', () => {
  it('ESP32-P4-PC semicolon BOM: capacitors by value, voltage, tolerance, dielectric and package; better substitutes allowed', async () => {
    const lookup = await demo();
    const { lines } = await readBom(bomFixture('olimex-esp32-p4-pc-revB/ESP32-P4-PC_Rev_B_BOM.csv'));
    const matches = matchBom(lines, lookup, { boards: 5 });
    const cap = byValue(matches, lines, '100nF/10V/20%/X5R/C0402');
    expect(cap.wanted.map((w) => `${w.parameter}=${w.raw}`)).toEqual([
      'capacitance=100nF',
      'voltage_rating=10V',
      'tolerance=20%',
      'temperature_coefficient=X5R',
      'package=0402',
    ]);
    const p = await chosenParameters(lookup, cap);
    expect(p).toMatchObject({ capacitance: '100nF', package: '0402' });
    expect(Number.parseFloat(p.voltage_rating!)).toBeGreaterThanOrEqual(10);
    expect(['X5R', 'X7R', 'X6S', 'X7S', 'X8R']).toContain(p.temperature_coefficient);
    expect(cap.candidates[0]!.reasons.join('; ')).toMatch(/better substitute/);
    expect(await chosenParameters(lookup, byValue(matches, lines, '27pF/50V/5%/C0G/C0402'))).toMatchObject({
      capacitance: '27pF',
      temperature_coefficient: 'C0G',
      package: '0402',
    });
    expect(await chosenParameters(lookup, byValue(matches, lines, '10k/R0402'))).toMatchObject({ resistance: '10kΩ', package: '0402' });
    expect(await chosenParameters(lookup, byValue(matches, lines, '22uF/6.3V/20%/X5R/C0603'))).toMatchObject({
      capacitance: '22uF',
      package: '0603',
    });
    expect(byValue(matches, lines, 'NA(27pF/50V/5%/C0G/C0402)')).toMatchObject({ status: 'not populated', candidates: [] });
    expect(byValue(matches, lines, 'BSS138(SOT-23)').candidates[0]).toMatchObject({ mpn: 'BSS138', kind: 'value_text_mpn' });
    expect(byValue(matches, lines, '10.5k/1%/R0402')).toMatchObject({
      status: 'unmatched',
      reason: 'no catalogue part has resistance 10.5kΩ',
    });
    // A crystal's load capacitance is not what it is matched on.
    expect(
      byValue(matches, lines, 'Q25MHz/18pF/30ppm/4P/3.2x2.5mm(ABM8-25.000MHZ-D2Y-T)').wanted.some((w) => w.parameter === 'capacitance'),
    ).toBe(false);
  });

  it('RVPC rev B CSV and RT1010Py .ods: resistors and capacitors from Olimex value strings', async () => {
    const lookup = await demo();
    const rt = await readBom(bomFixture('olimex-rt1010py-revC/RT1010Py_Rev_C-BOM.ods'));
    const rtMatches = matchBom(rt.lines, lookup, { boards: 1 });
    expect(await chosenParameters(lookup, byValue(rtMatches, rt.lines, '10K/1%'))).toMatchObject({
      resistance: '10kΩ',
      tolerance: '±1%',
      package: '0402',
    });
    expect(await chosenParameters(lookup, byValue(rtMatches, rt.lines, '100R/0402'))).toMatchObject({
      resistance: '100Ω',
      package: '0402',
    });
    expect(await chosenParameters(lookup, byValue(rtMatches, rt.lines, '33pF/50V/5%/C0G/0402'))).toMatchObject({
      capacitance: '33pF',
      temperature_coefficient: 'C0G',
    });
    expect(byValue(rtMatches, rt.lines, '30K/0402')).toMatchObject({ status: 'unmatched', reason: 'no 30kΩ part in package 0402' });
    const rvpc = await readBom(bomFixture('olimex-rvpc-revB/RVPC_Rev_B_BOM.csv'));
    const rvpcMatches = matchBom(rvpc.lines, lookup, { boards: 1 });
    const decoupler = byValue(rvpcMatches, rvpc.lines, '100nF/25V/2010');
    expect(decoupler.wanted.map((w) => w.parameter)).toEqual(['capacitance', 'voltage_rating', 'package']);
    expect(decoupler.status).toBe('unmatched');
    expect(decoupler.reason).toMatch(/^no 100nF part in package 2010/);
  });

  it('ranks in-stock and basic parts first and says so', async () => {
    const lookup = await demo();
    const match = matchBomLine(line({ designators: ['R1', 'R2'], value: '10k', footprint: 'R_0402_1005Metric' }), lookup, {
      boards: 10_000_000,
    });
    const best = match.candidates[0]!;
    expect(best.reasons).toEqual(
      expect.arrayContaining([expect.stringMatching(/^resistance 10kΩ = 10k/), expect.stringMatching(/^package 0402 matches/)]),
    );
    for (const c of match.candidates)
      expect(c.reasons.some((r) => /^only \d+ in stock for 20000000 needed$|^out of stock$/.test(r))).toBe(true);
    const plenty = matchBomLine(line({ designators: ['R1', 'R2'], value: '10k', footprint: 'R_0402_1005Metric' }), lookup, { boards: 1 });
    expect(plenty.candidates[0]!.reasons).toEqual(
      expect.arrayContaining(['basic part (no feeder setup fee)', expect.stringMatching(/^\d+ in stock for 2 needed$/)]),
    );
    const scores = match.candidates.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(match.candidates.map((c) => c.rank)).toEqual(match.candidates.map((_, i) => i + 1));
  });
});

describe.skipIf(!hasSample)('jlcparts sample (26k parts, shared data)', { timeout: 120_000 }, () => {
  it('matches the RT1010Py passives the demo catalogue lacks', async () => {
    const lookup = new CatalogueLookup(await catalogue(SAMPLE_CATALOGUE));
    const { lines } = await readBom(bomFixture('olimex-rt1010py-revC/RT1010Py_Rev_C-BOM.ods'));
    const matches = matchBom(lines, lookup, { boards: 10 });
    expect(await chosenParameters(lookup, byValue(matches, lines, '1.1K/1%'))).toMatchObject({ resistance: '1.1kΩ', package: '0402' });
    expect(await chosenParameters(lookup, byValue(matches, lines, '4.99K/1%'))).toMatchObject({ resistance: '4.99kΩ', package: '0402' });
    expect(await chosenParameters(lookup, byValue(matches, lines, '30K/0402'))).toMatchObject({ resistance: '30kΩ', package: '0402' });
    const tolerance = (await chosenParameters(lookup, byValue(matches, lines, '4.99K/1%'))).tolerance!;
    expect(Number.parseFloat(tolerance.replace('±', ''))).toBeLessThanOrEqual(1);
  });
});
