import { describe, expect, it } from 'vitest';
import { catalogueId, parameter as parameterSchema } from '#contracts/parts.ts';
import { categoryIdForPath, newCatalogueId, partIdForSupplierCode, stableId } from '#lambdas/core/parts/catalogue-ids.ts';
import {
  describeParameter,
  knownParameters,
  numericParameterValue,
  parameterIdForName,
  toParameterValue,
} from '#lambdas/core/parts/parameters.ts';

describe('parameter names', () => {
  it('maps supplier spellings of the matching parameters to one id', () => {
    for (const name of [
      'Voltage Rated',
      'Allowable voltage',
      'Dc rated voltage',
      'Voltage Rating (Dc)',
      'Voltage rating(dc)',
      'Voltage - rated',
      'Rated Voltage',
    ]) {
      expect(parameterIdForName(name)).toBe('voltage_rating');
    }
    expect(parameterIdForName('Capacitancetolerance')).toBe('tolerance');
    expect(parameterIdForName('Nominal capacitance')).toBe('capacitance');
    expect(parameterIdForName('Power(Watts)')).toBe('power');
    expect(parameterIdForName('Temperature Coefficient')).toBe('temperature_coefficient');
    expect(parameterIdForName('Operating Temperature Range')).toBe('operating_temperature');
  });

  it('slugs other names so case variants merge, and skips part fields', () => {
    expect(parameterIdForName('Number Of Lines')).toBe(parameterIdForName('Number of Lines'));
    expect(parameterIdForName('Drain Source Voltage (Vdss)')).toBe('drain_source_voltage_vdss');
    for (const name of ['Manufacturer', 'MOQ', 'Rohs', 'Minimum Qty', 'ki_keywords', '', '***'])
      expect(parameterIdForName(name)).toBeUndefined();
  });

  it('describes parameters that satisfy the contract', () => {
    for (const p of knownParameters()) expect(parameterSchema.safeParse(p).success).toBe(true);
    expect(describeParameter('resistance', 'Resistance')).toMatchObject({
      short_name: 'resistance',
      short_unit: 'Ω',
      used_for_component_matching: true,
    });
    expect(describeParameter('dc_resistance', 'Dc resistance', 'Ω')).toMatchObject({
      name: 'Dc resistance',
      unit: 'ohm',
      short_unit: 'Ω',
      used_for_component_matching: false,
    });
  });

  it('stores values with their number in SI units', () => {
    expect(toParameterValue(' 100nF ')).toEqual({ raw: '100nF', value: 1e-7, unit: 'F' });
    expect(toParameterValue('-55℃~+155℃')).toEqual({ raw: '-55°C~+155°C' });
    expect(toParameterValue('-')).toBeUndefined();
    expect(toParameterValue('X7R')).toEqual({ raw: 'X7R' });
    expect(numericParameterValue(9.999999999999999e-6, 'H')).toEqual({ raw: '10µH', value: 1e-5, unit: 'H' });
    expect(numericParameterValue(4700, 'ohm')).toEqual({ raw: '4.7kΩ', value: 4700, unit: 'Ω' });
  });
});

describe('catalogue ids', () => {
  it('are 24 alphanumeric characters, stable per supplier code whatever its case', () => {
    const id = partIdForSupplierCode('C1546');
    expect(catalogueId.safeParse(id).success).toBe(true);
    expect(partIdForSupplierCode(' c1546 ')).toBe(id);
    expect(partIdForSupplierCode('C1547')).not.toBe(id);
    expect(stableId('part', 'C1546')).toBe(id);
  });

  it('name categories by their path, and random ids are valid too', () => {
    expect(categoryIdForPath(['Capacitors', 'MLCC'])).toBe(categoryIdForPath([' capacitors', 'mlcc ']));
    expect(categoryIdForPath(['Capacitors'])).not.toBe(categoryIdForPath(['Capacitors', 'MLCC']));
    const fresh = newCatalogueId();
    expect(catalogueId.safeParse(fresh).success).toBe(true);
    expect(newCatalogueId()).not.toBe(fresh);
  });
});
