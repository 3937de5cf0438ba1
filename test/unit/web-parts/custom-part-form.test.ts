import { describe, expect, it } from 'vitest';
import {
  customPartFormSchema,
  EMPTY_CUSTOM_PART_FORM,
  formFieldFor,
  formValuesFromPart,
  updateBody,
  type CustomPartFormValues,
} from '../../../web/src/features/parts/custom-parts/custom-part-form.ts';
import { createCustomPartBody } from '#contracts/schemas/custom-parts.ts';
import { CHIP_RESISTORS, createPart } from '../parts/catalogue-factory.ts';

// The custom part form: text in, the API's body out (prices in micro-dollars).

const filled: CustomPartFormValues = {
  ...EMPTY_CUSTOM_PART_FORM,
  mpn: ' ZZ-1 ',
  manufacturer: 'Acme',
  category_id: CHIP_RESISTORS,
  datasheet: ' https://example.com/zz.pdf ',
  moq: '10',
  value_text: '4k7 1% 0603',
  price_breaks: [
    { min_qty: '10', unit_price: '$0.0125' },
    { min_qty: '100', unit_price: '0.009' },
  ],
  parameters: [{ parameter_id: 'resistance', raw: ' 4k7 ' }],
  initial_stock: '30',
};

const issues = (values: CustomPartFormValues) => {
  const result = customPartFormSchema.safeParse(values);
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('customPartFormSchema', () => {
  it('turns a filled form into a create body the API accepts', () => {
    const body = customPartFormSchema.parse(filled);
    expect(body).toEqual({
      mpn: 'ZZ-1',
      manufacturer: 'Acme',
      category_id: CHIP_RESISTORS,
      description: '',
      package: '',
      datasheet: 'https://example.com/zz.pdf',
      moq: 10,
      value_text: '4k7 1% 0603',
      price_breaks: [
        { min_qty: 10, unit_price_micros: 12_500 },
        { min_qty: 100, unit_price_micros: 9_000 },
      ],
      parameters: [{ parameter_id: 'resistance', raw: '4k7' }],
      initial_stock: 30,
    });
    expect(createCustomPartBody.parse(body)).toEqual(body);
    expect(customPartFormSchema.parse({ ...filled, initial_stock: '' }).initial_stock).toBe(0);
  });

  it('names the field at fault with a message people can act on', () => {
    expect(issues({ ...filled, mpn: '' })).toMatchObject({ mpn: 'Give the manufacturer part number' });
    expect(issues({ ...filled, category_id: '' })).toMatchObject({ category_id: 'Choose a category' });
    expect(issues({ ...filled, moq: '0' })).toMatchObject({ moq: 'A whole number from 1' });
    expect(issues({ ...filled, moq: '2.5' })).toMatchObject({ moq: 'A whole number from 1' });
    expect(issues({ ...filled, price_breaks: [{ min_qty: '1', unit_price: 'cheap' }] })).toMatchObject({
      'price_breaks.0.unit_price': 'A price in dollars, like 0.012',
    });
    expect(
      issues({
        ...filled,
        price_breaks: [
          { min_qty: '10', unit_price: '1' },
          { min_qty: '5', unit_price: '1' },
        ],
      }),
    ).toMatchObject({ price_breaks: 'Quantities must go up from one price break to the next' });
    expect(issues({ ...filled, price_breaks: [] })).toMatchObject({ price_breaks: 'Give at least one price' });
    expect(issues({ ...filled, parameters: [{ parameter_id: '', raw: '1' }] })).toMatchObject({
      'parameters.0.parameter_id': 'Choose a parameter',
    });
    expect(
      issues({
        ...filled,
        parameters: [
          { parameter_id: 'resistance', raw: '1k' },
          { parameter_id: 'resistance', raw: '2k' },
        ],
      }),
    ).toMatchObject({ parameters: 'Give each parameter once' });
    expect(issues({ ...filled, datasheet: 'not a url' })).toHaveProperty('datasheet');
    expect(issues({ ...filled, initial_stock: '-3' })).toMatchObject({ initial_stock: 'A whole number from 0' });
  });
});

describe('editing a stored part', () => {
  it('fills the form so that submitting it unchanged gives back the same fields', () => {
    const part = createPart({
      category_id: CHIP_RESISTORS,
      moq: 5,
      value_text: '4k7',
      price_breaks: [{ min_qty: 5, unit_price_micros: 91_714 }],
      params: { resistance: '4k7' },
      stock: 12,
      source: 'Manual entry',
    });
    const values = formValuesFromPart(part);
    expect(values.price_breaks).toEqual([{ min_qty: '5', unit_price: '0.091714' }]);
    const body = updateBody(customPartFormSchema.parse(values));
    expect(body).not.toHaveProperty('initial_stock');
    expect(body).toMatchObject({
      mpn: part.mpn,
      moq: 5,
      price_breaks: part.price_breaks,
      parameters: [{ parameter_id: 'resistance', raw: '4k7' }],
      category_id: CHIP_RESISTORS,
    });
  });

  it('maps the server’s field names onto the form’s', () => {
    expect(formFieldFor('price_breaks.1.unit_price_micros')).toBe('price_breaks.1.unit_price');
    expect(formFieldFor('parameters.0.raw')).toBe('parameters.0.raw');
  });
});
