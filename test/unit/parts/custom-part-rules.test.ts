import { describe, expect, it } from 'vitest';
import { createCustomPartBody, customPartBody, type CustomPartBody } from '#contracts/schemas/custom-parts.ts';
import { NONE_PARAMETER, type Parameter } from '#contracts/parts.ts';
import {
  customSupplierCode,
  editedCustomPart,
  newCustomPart,
  readCustomParameters,
  readParameterValue,
} from '#lambdas/core/parts/custom-part-rules.ts';
import { mergeParameterSet } from '#lambdas/core/parts/parameter-set.ts';
import { CHIP_RESISTORS, parameters } from './catalogue-factory.ts';

// Custom (manual-entry) parts: the body's validation and how it becomes a Part.

const byId = new Map(parameters.map((p) => [p.id, p]));
const p = (id: string) => byId.get(id)!;

function body(overrides: Partial<CustomPartBody> = {}): CustomPartBody {
  return {
    mpn: 'ZZ-1',
    manufacturer: 'Acme',
    category_id: CHIP_RESISTORS,
    description: '',
    package: '0603',
    datasheet: '',
    moq: 1,
    value_text: '4k7 1%',
    price_breaks: [{ min_qty: 1, unit_price_micros: 12_000 }],
    parameters: [],
    ...overrides,
  };
}

describe('readParameterValue', () => {
  it('reads a measured quantity with or without its unit into SI base units', () => {
    expect(readParameterValue(p('resistance'), '4k7')).toEqual({ raw: '4k7', value: 4700, unit: 'Ω' });
    expect(readParameterValue(p('resistance'), '4.7kΩ')).toEqual({ raw: '4.7kΩ', value: 4700, unit: 'Ω' });
    expect(readParameterValue(p('capacitance'), '100nF')).toEqual({ raw: '100nF', value: 1e-7, unit: 'F' });
    expect(readParameterValue(p('voltage_rating'), '25V')).toEqual({ raw: '25V', value: 25, unit: 'V' });
    expect(readParameterValue(p('tolerance'), '±1%')).toEqual({ raw: '±1%', value: 1, unit: '%' });
    expect(readParameterValue(p('operating_temperature'), '-40°C~+85°C')).toEqual({ raw: '-40°C~+85°C' });
  });

  it('refuses a number in another unit, or no number at all, for a measured quantity', () => {
    expect(readParameterValue(p('resistance'), '25V')).toBe('Give a number in Ω, not V');
    expect(readParameterValue(p('capacitance'), 'lots')).toMatch(/^Give a number in F/);
    expect(readParameterValue(p('resistance'), '   ')).toBe('Give a value');
  });

  it('keeps text parameters as written', () => {
    expect(readParameterValue(p('temperature_coefficient'), 'X7R')).toEqual({ raw: 'X7R' });
    expect(readParameterValue(p('package'), 'SOT-23')).toEqual({ raw: 'SOT-23' });
  });
});

describe('readCustomParameters', () => {
  it('keys problems by the body field and refuses unknown parameters and "none"', () => {
    const set = new Map([...mergeParameterSet(parameters)].map((x) => [x.id, x]));
    const read = readCustomParameters(
      [
        { parameter_id: 'resistance', raw: '10k' },
        { parameter_id: 'none', raw: 'x' },
        { parameter_id: 'made_up', raw: '1' },
        { parameter_id: 'voltage_rating', raw: '10Ω' },
      ],
      set,
    );
    expect(read.parameters).toEqual({ resistance: { raw: '10k', value: 10_000, unit: 'Ω' } });
    expect(read.problems).toEqual({
      'parameters.1.parameter_id': ['Unknown parameter none'],
      'parameters.2.parameter_id': ['Unknown parameter made_up'],
      'parameters.3.raw': ['Give a number in V, not Ω'],
    });
  });
});

describe('customPartBody', () => {
  it('accepts a complete part and trims text', () => {
    const parsed = customPartBody.parse(body({ mpn: '  ZZ-1  ', datasheet: 'https://example.com/a.pdf' }));
    expect(parsed.mpn).toBe('ZZ-1');
  });

  it.each<[string, Partial<CustomPartBody>, string]>([
    ['an empty MPN', { mpn: ' ' }, 'mpn'],
    ['no manufacturer', { manufacturer: '' }, 'manufacturer'],
    ['a malformed category id', { category_id: 'resistors' }, 'category_id'],
    ['a datasheet that is not http(s)', { datasheet: 'ftp://example.com/a.pdf' }, 'datasheet'],
    ['a zero minimum order', { moq: 0 }, 'moq'],
    ['no price', { price_breaks: [] }, 'price_breaks'],
    [
      'quantities that do not go up',
      {
        price_breaks: [
          { min_qty: 10, unit_price_micros: 1 },
          { min_qty: 10, unit_price_micros: 1 },
        ],
      },
      'price_breaks',
    ],
    ['a fractional micro-dollar', { price_breaks: [{ min_qty: 1, unit_price_micros: 1.5 }] }, 'price_breaks.0.unit_price_micros'],
    ['a negative price', { price_breaks: [{ min_qty: 1, unit_price_micros: -1 }] }, 'price_breaks.0.unit_price_micros'],
    [
      'one parameter twice',
      {
        parameters: [
          { parameter_id: 'resistance', raw: '1k' },
          { parameter_id: 'resistance', raw: '2k' },
        ],
      },
      'parameters',
    ],
    ['an empty parameter value', { parameters: [{ parameter_id: 'resistance', raw: ' ' }] }, 'parameters.0.raw'],
  ])('refuses %s', (_name, overrides, field) => {
    const result = customPartBody.safeParse(body(overrides));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toContain(field);
  });

  it('needs a whole, non-negative opening stock on create', () => {
    expect(createCustomPartBody.safeParse({ ...body(), initial_stock: 5 }).success).toBe(true);
    expect(createCustomPartBody.safeParse({ ...body(), initial_stock: -1 }).success).toBe(false);
    expect(createCustomPartBody.safeParse({ ...body(), initial_stock: 1.5 }).success).toBe(false);
    expect(createCustomPartBody.safeParse(body()).success).toBe(false);
  });
});

describe('newCustomPart and editedCustomPart', () => {
  const resistance = { resistance: { raw: '4k7', value: 4700, unit: 'Ω' } };

  it('makes a manual-entry part with a supplier code derived from its id and no labels', () => {
    const part = newCustomPart('AbCdEfGhIjKlMnOpQrStUvWx', body(), resistance, 12);
    expect(part).toMatchObject({
      id: 'AbCdEfGhIjKlMnOpQrStUvWx',
      supplier_code: 'CUSTOM-AbCdEfGhIj',
      source: 'Manual entry',
      stock: 12,
      library_type: 'extended',
      labeled: false,
      labeled_value_text: [],
      parameters: resistance,
    });
    expect(customSupplierCode('AbCdEfGhIjKlMnOpQrStUvWx')).toBe('CUSTOM-AbCdEfGhIj');
  });

  it('keeps stock and labels across an edit that keeps the value text, and drops the labels when it changes', () => {
    const labels = [...'4k7 1%'].map((character) => ({ character, noop: true, parameter_id: 'none' }));
    const existing = { ...newCustomPart('AbCdEfGhIjKlMnOpQrStUvWx', body(), resistance, 12), labeled: true, labeled_value_text: labels };
    const same = editedCustomPart(existing, body({ mpn: 'ZZ-2', description: 'new' }), resistance);
    expect(same).toMatchObject({
      mpn: 'ZZ-2',
      description: 'new',
      stock: 12,
      labeled: true,
      labeled_value_text: labels,
      supplier_code: existing.supplier_code,
    });
    const changed = editedCustomPart(existing, body({ value_text: '4k7 5%' }), resistance);
    expect(changed).toMatchObject({ value_text: '4k7 5%', stock: 12, labeled: false, labeled_value_text: [] });
  });
});

describe('mergeParameterSet', () => {
  it('puts "none" first, then the matching parameters, each once', () => {
    const stored: Parameter[] = [
      { ...p('resistance'), name: 'Resistance (stored)' },
      { id: 'frequency', name: 'Frequency', short_name: 'frequency', unit: 'hertz', short_unit: 'Hz', used_for_component_matching: false },
      NONE_PARAMETER,
    ];
    const set = mergeParameterSet(stored);
    expect(set[0]).toEqual(NONE_PARAMETER);
    expect(set.filter((x) => x.id === 'none')).toHaveLength(1);
    expect(set.map((x) => x.id)).toContain('frequency');
    expect(set.find((x) => x.id === 'resistance')!.name).toBe('Resistance');
    const firstUnmatched = set.findIndex((x, i) => i > 0 && !x.used_for_component_matching);
    expect(set.slice(1, firstUnmatched).every((x) => x.used_for_component_matching)).toBe(true);
  });
});
