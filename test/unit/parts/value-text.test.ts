import { describe, expect, it } from 'vitest';
import { parseValueText, valueTextFilters, valueTextParameters } from '#lambdas/core/parts/value-text.ts';

function summary(text: string, options = {}) {
  return parseValueText(text, options).candidates.map((c) => [c.parameter, c.raw, c.value, c.unit, c.inferred]);
}

describe('parseValueText', () => {
  it('reads an Olimex-style slash-separated capacitor value', () => {
    expect(summary('100nF/10V/20%/X5R/C0402')).toEqual([
      ['capacitance', '100nF', 1e-7, 'F', false],
      ['voltage_rating', '10V', 10, 'V', false],
      ['tolerance', '20%', 20, '%', false],
      ['temperature_coefficient', 'X5R', undefined, undefined, false],
      ['package', '0402', undefined, undefined, false],
    ]);
  });

  it('reads a unitless resistor value as ohms, marked inferred', () => {
    expect(summary('10k 1% 0603')).toEqual([
      ['resistance', '10k', 10_000, 'Ω', true],
      ['tolerance', '1%', 1, '%', false],
      ['package', '0603', undefined, undefined, false],
    ]);
  });

  it('reads capacitance and voltage, and C0G as a dielectric', () => {
    expect(summary('4.7uF 16V')).toEqual([
      ['capacitance', '4.7uF', 4.7e-6, 'F', false],
      ['voltage_rating', '16V', 16, 'V', false],
    ]);
    expect(summary('22pF 50V C0G')).toEqual([
      ['capacitance', '22pF', 22e-12, 'F', false],
      ['voltage_rating', '50V', 50, 'V', false],
      ['temperature_coefficient', 'C0G', undefined, undefined, false],
    ]);
  });

  it('reads inductance, resistor codes and power', () => {
    expect(summary('2.2uH 3A')).toEqual([
      ['inductance', '2.2uH', 2.2e-6, 'H', false],
      ['rated_current', '3A', 3, 'A', false],
    ]);
    expect(summary('4k7 1/10W R0402')).toEqual([
      ['resistance', '4k7', 4_700, 'Ω', true],
      ['power', '1/10W', 0.1, 'W', false],
      ['package', '0402', undefined, undefined, false],
    ]);
  });

  it('uses the designator or kind to read bare numbers', () => {
    expect(summary('100', { designator: 'R7' })).toEqual([['resistance', '100', 100, 'Ω', true]]);
    expect(summary('100n', {})).toEqual([['capacitance', '100n', 1e-7, 'F', true]]);
    expect(summary('10u', { designator: 'L2' })).toEqual([['inductance', '10u', 1e-5, 'H', true]]);
    expect(summary('10u', { kind: 'capacitor' })).toEqual([['capacitance', '10u', 1e-5, 'F', true]]);
    expect(summary('100')).toEqual([]);
  });

  it('keeps character spans for the labelling tool and reports what it could not read', () => {
    const reading = parseValueText('100nF/10V STM32F103');
    expect(reading.candidates.map((c) => [c.start, c.end])).toEqual([
      [0, 5],
      [6, 9],
    ]);
    expect(reading.unparsed).toEqual([{ text: 'STM32F103', start: 10, end: 19 }]);
  });

  it('recognises named packages, also in parentheses', () => {
    expect(summary('BSS138 SOT-23')).toEqual([['package', 'SOT-23', undefined, undefined, false]]);
    expect(summary('BSS138(SOT-23)')).toEqual([['package', 'SOT-23', undefined, undefined, false]]);
    expect(parseValueText('ESP32-P4NRWxx(QFN104)').unparsed.map((u) => u.text)).toEqual(['ESP32-P4NRWxx']);
  });

  it('reads values inside a not-assembled marker and crystal frequencies', () => {
    expect(summary('NA(27pF/50V)').slice(0, 1)).toEqual([['capacitance', '27pF', 27e-12, 'F', false]]);
    expect(summary('25MHz/18pF')).toEqual([
      ['frequency', '25MHz', 25e6, 'Hz', false],
      ['capacitance', '18pF', 18e-12, 'F', false],
    ]);
  });

  it('gives the first candidate per parameter as a map', () => {
    const map = valueTextParameters('10uF 25V X7R 0805');
    expect([...map.keys()]).toEqual(['capacitance', 'voltage_rating', 'temperature_coefficient', 'package']);
    expect(map.get('package')?.raw).toBe('0805');
  });
});

describe('valueTextFilters', () => {
  it('turns a BOM value into search filters that accept better-rated substitutes', () => {
    expect(valueTextFilters('100nF/10V/20%/X5R/C0402')).toEqual({
      capacitance: ['100nF'],
      voltage_rating: ['≥10V'],
      tolerance: ['≤20%'],
      temperature_coefficient: ['X5R'],
      package: ['0402'],
    });
    expect(valueTextFilters('4k7 0603', { designator: 'R3' })).toEqual({ resistance: ['4.7kΩ'], package: ['0603'] });
  });
});
