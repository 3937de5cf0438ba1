import { describe, expect, it } from 'vitest';
import {
  formatQuantity,
  formatQuantityRange,
  parseParameterNumber,
  parseQuantity,
  parseQuantityRange,
  sameNumber,
} from '#lambdas/core/parts/units.ts';

describe('parseQuantity', () => {
  it.each([
    ['10kΩ', 10_000, 'Ω'],
    ['10k', 10_000, ''],
    ['10K', 10_000, ''],
    ['4k7', 4_700, ''],
    ['4K7Ω', 4_700, 'Ω'],
    ['4R7', 4.7, 'Ω'],
    ['10R', 10, 'Ω'],
    ['0R', 0, 'Ω'],
    ['2M2', 2_200_000, ''],
    ['1n5', 1.5e-9, ''],
    ['100nF', 100e-9, 'F'],
    ['100nf', 100e-9, 'F'],
    ['1.5uF', 1.5e-6, 'F'],
    ['1.5µF', 1.5e-6, 'F'],
    ['1.5μF', 1.5e-6, 'F'],
    ['22pF', 22e-12, 'F'],
    ['25V', 25, 'V'],
    ['6.3v', 6.3, 'V'],
    ['3.3V', 3.3, 'V'],
    ['±1%', 1, '%'],
    ['±0.1%', 0.1, '%'],
    ['-20%', -20, '%'],
    ['0.1W', 0.1, 'W'],
    ['1/10W', 0.1, 'W'],
    ['1/4W', 0.25, 'W'],
    ['125mW', 0.125, 'W'],
    ['2.2mH', 2.2e-3, 'H'],
    ['10uH', 10e-6, 'H'],
    ['100mA', 0.1, 'A'],
    ['1.5A', 1.5, 'A'],
    ['9mΩ', 9e-3, 'Ω'],
    ['100MΩ', 100e6, 'Ω'],
    ['100MHz', 100e6, 'Hz'],
    ['32.768kHz', 32_768, 'Hz'],
    ['2.54mm', 2.54e-3, 'm'],
    ['+85°C', 85, '°C'],
    ['-40℃', -40, '°C'],
    ['±100ppm/℃', 100, 'ppm/°C'],
    ['70dB', 70, 'dB'],
    ['4.7 kOhm', 4_700, 'Ω'],
    ['10 ohms', 10, 'Ω'],
    ['100m', 0.1, ''],
    ['0.5', 0.5, ''],
    ['.5V', 0.5, 'V'],
    ['1e-6F', 1e-6, 'F'],
  ])('%s → %d %s', (text, value, unit) => {
    const q = parseQuantity(text);
    expect(q).toBeDefined();
    expect(sameNumber(q!.value, value)).toBe(true);
    expect(q!.unit).toBe(unit);
  });

  it.each(['', '-', 'X7R', 'C0G', 'SOT-23', '100nF/10V', 'abc', '10kΩ 1%', '1/0W', 'Kbit', '10 k x'])('rejects %j', (text) => {
    expect(parseQuantity(text)).toBeUndefined();
  });

  it('keeps SI values free of floating noise', () => {
    expect(parseQuantity('2.2uF')!.value).toBe(2.2e-6);
    expect(parseQuantity('4.7nF')!.value).toBe(4.7e-9);
  });
});

describe('parseQuantityRange', () => {
  it('parses temperature ranges with the unit on both sides', () => {
    expect(parseQuantityRange('-40°C~+85°C')).toEqual({ min: -40, max: 85, unit: '°C' });
    expect(parseQuantityRange('-55℃~+155℃')).toEqual({ min: -55, max: 155, unit: '°C' });
  });
  it('takes the unit from one side', () => {
    expect(parseQuantityRange('2~36V')).toEqual({ min: 2, max: 36, unit: 'V' });
    expect(parseQuantityRange('-20%~+50%')).toEqual({ min: -20, max: 50, unit: '%' });
  });
  it('rejects mixed units and non-ranges', () => {
    expect(parseQuantityRange('2V~36A')).toBeUndefined();
    expect(parseQuantityRange('25V')).toBeUndefined();
  });
});

describe('parseParameterNumber', () => {
  it('reads the first quantity of compound catalogue values', () => {
    expect(parseParameterNumber('500nA@6V')).toEqual({ value: 5e-7, unit: 'A' });
    expect(parseParameterNumber('900mΩ@10V、1.1Ω@4.5V')).toEqual({ value: 0.9, unit: 'Ω' });
    expect(parseParameterNumber('3.3V~3.3V')).toEqual({ value: 3.3, unit: 'V' });
  });
  it('has no single number for real ranges and placeholders', () => {
    expect(parseParameterNumber('2V~36V')).toBeUndefined();
    expect(parseParameterNumber('-')).toBeUndefined();
    expect(parseParameterNumber('Thick Film Resistors')).toBeUndefined();
  });
});

describe('formatQuantity', () => {
  it.each([
    [10_000, 'Ω', '10kΩ'],
    [4_700, 'Ω', '4.7kΩ'],
    [0.1, 'Ω', '100mΩ'],
    [100e-9, 'F', '100nF'],
    [1.5e-6, 'F', '1.5µF'],
    [9.999999999999999e-6, 'H', '10µH'],
    [22e-12, 'F', '22pF'],
    [1.5e-3, 'F', '1500µF'],
    [1, 'F', '1F'],
    [25, 'V', '25V'],
    [0.125, 'W', '125mW'],
    [32_768, 'Hz', '32.77kHz'],
    [-40, '°C', '-40°C'],
    [1000, '%', '1000%'],
    [0, 'V', '0V'],
    [10_000, '', '10k'],
  ])('%d %s → %s', (value, unit, text) => {
    expect(formatQuantity(value, unit)).toBe(text);
  });

  it('writes u for micro in ascii mode, ± for tolerances, and more digits on request', () => {
    expect(formatQuantity(1.5e-6, 'F', { ascii: true })).toBe('1.5uF');
    expect(formatQuantity(1, '%', { plusMinus: true })).toBe('±1%');
    expect(formatQuantity(32_768, 'Hz', { precision: 6 })).toBe('32.768kHz');
  });

  it('round-trips what it parses', () => {
    for (const text of ['10kΩ', '100nF', '2.2mH', '25V', '100mA', '4.7µF', '1MΩ']) {
      const q = parseQuantity(text)!;
      expect(formatQuantity(q.value, q.unit)).toBe(text);
    }
  });

  it('formats ranges the catalogue way', () => {
    expect(formatQuantityRange({ min: -40, max: 85, unit: '°C' })).toBe('-40°C~+85°C');
  });
});
