import { describe, expect, it } from 'vitest';
import { decodeLabels, toPart, toStoredPart, type PartItem } from '#lambdas/core/db/parts.ts';
import { createPart } from './catalogue-factory.ts';

// A part's JSON attributes are parsed with their schemas
// (contracts/schemas/stored-part.ts) where they are read: a stored value that
// drifted from the contract fails at the read, not in a rule further on.

const part = createPart({
  supplier_code: 'C25804',
  price_breaks: [
    { min_qty: 1, unit_price_micros: 2100 },
    { min_qty: 100, unit_price_micros: 900 },
  ],
  parameters: { resistance: { raw: '10kΩ', value: 10_000, unit: 'Ω' } },
  value_text: '10k',
  labeled_value_text: [
    { character: '1', noop: false, parameter_id: 'resistance' },
    { character: '0', noop: false, parameter_id: 'resistance' },
    { character: 'k', noop: false, parameter_id: 'resistance' },
  ],
  labeled: true,
});
const item: PartItem = { ...toStoredPart(part), updatedAt: '2026-11-26T10:00:00.000Z' };

describe('reading a stored part', () => {
  it('gives back the part that was stored', () => {
    expect(toPart(item)).toEqual(part);
  });

  it('fills what an older item lacks with the defaults', () => {
    const { price_breaks_json: _p, parameters_json: _q, labeled_value_text: _l, ...older } = item;
    expect(toPart(older)).toMatchObject({ price_breaks: [], parameters: {}, labeled_value_text: [] });
  });

  it('fails on JSON attributes that do not match the contract', () => {
    expect(() => toPart({ ...item, price_breaks_json: '[{"min_qty":0,"unit_price_micros":5}]' })).toThrow(/min_qty/);
    expect(() => toPart({ ...item, price_breaks_json: '{"min_qty":1}' })).toThrow();
    expect(() => toPart({ ...item, parameters_json: '{"Resistance!":{"raw":"10k"}}' })).toThrow();
    expect(() => toPart({ ...item, parameters_json: '{"resistance":{"value":10000}}' })).toThrow(/raw/);
    expect(() => decodeLabels('[{"character":"10","noop":true,"parameter_id":"none"}]')).toThrow(/one character/);
    expect(() => decodeLabels('{"character":"1"}')).toThrow();
  });
});
