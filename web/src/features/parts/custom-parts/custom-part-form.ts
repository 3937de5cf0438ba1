import * as z from 'zod/mini';
import { microsToUsdText, usdToMicros } from '#contracts/money.ts';
import type { Part } from '#contracts/parts.ts';
import { customPartBody, type CreateCustomPartBody, type CustomPartBody } from '#contracts/schemas/custom-parts.ts';

// The custom part form: what people type (text everywhere, prices in dollars)
// checked and turned into the API's body (numbers, prices in micro-dollars).

const wholeNumber = (message: string, min: number) =>
  z
    .pipe(z.string().check(z.trim(), z.regex(/^\d+$/, message)), z.transform(Number))
    .check(z.refine((n) => n >= min && n <= 10_000_000, message));

const dollars = z.pipe(
  z.string().check(z.trim()),
  z.transform((text, ctx) => {
    const micros = usdToMicros(text.replace(/^\$/, ''));
    if (micros === undefined) {
      ctx.issues.push({ code: 'custom', message: 'A price in dollars, like 0.012', input: text });
      return z.NEVER;
    }
    return micros;
  }),
);

const priceBreakRow = z.object({ min_qty: wholeNumber('A whole number from 1', 1), unit_price: dollars });
const parameterRow = z.object({
  parameter_id: z.string().check(z.minLength(1, 'Choose a parameter')),
  raw: z.string().check(z.trim(), z.minLength(1, 'Give a value'), z.maxLength(100)),
});

const fields = {
  mpn: customPartBody.shape.mpn,
  manufacturer: customPartBody.shape.manufacturer,
  category_id: z.string().check(z.minLength(1, 'Choose a category')),
  description: customPartBody.shape.description,
  package: customPartBody.shape.package,
  datasheet: z.pipe(z.string().check(z.trim()), customPartBody.shape.datasheet),
  moq: wholeNumber('A whole number from 1', 1),
  value_text: customPartBody.shape.value_text,
  price_breaks: z.array(priceBreakRow).check(
    z.minLength(1, 'Give at least one price'),
    z.maxLength(20),
    z.refine(
      (rows) => rows.every((row, i) => i === 0 || row.min_qty > rows[i - 1]!.min_qty),
      'Quantities must go up from one price break to the next',
    ),
  ),
  parameters: z.array(parameterRow).check(
    z.maxLength(50),
    z.refine((rows) => new Set(rows.map((r) => r.parameter_id)).size === rows.length, 'Give each parameter once'),
  ),
  initial_stock: z.string(),
};

export const customPartFormSchema = z.pipe(
  z.object(fields),
  z.transform((form, ctx): CreateCustomPartBody => {
    const stock = wholeNumber('A whole number from 0', 0).safeParse(form.initial_stock === '' ? '0' : form.initial_stock);
    if (!stock.success) ctx.issues.push({ code: 'custom', path: ['initial_stock'], message: 'A whole number from 0', input: form });
    return {
      mpn: form.mpn,
      manufacturer: form.manufacturer,
      category_id: form.category_id,
      description: form.description,
      package: form.package,
      datasheet: form.datasheet,
      moq: form.moq,
      value_text: form.value_text,
      price_breaks: form.price_breaks.map((row) => ({ min_qty: row.min_qty, unit_price_micros: row.unit_price })),
      parameters: form.parameters,
      initial_stock: stock.success ? stock.data : 0,
    };
  }),
);

export type CustomPartFormValues = z.input<typeof customPartFormSchema>;

export const EMPTY_CUSTOM_PART_FORM: CustomPartFormValues = {
  mpn: '',
  manufacturer: '',
  category_id: '',
  description: '',
  package: '',
  datasheet: '',
  moq: '1',
  value_text: '',
  price_breaks: [{ min_qty: '1', unit_price: '' }],
  parameters: [],
  initial_stock: '0',
};

/** The form filled with a stored part, for editing (its stock is changed with the inventory tool instead). */
export function formValuesFromPart(part: Part): CustomPartFormValues {
  return {
    mpn: part.mpn,
    manufacturer: part.manufacturer,
    category_id: part.category_id,
    description: part.description,
    package: part.package,
    datasheet: part.datasheet,
    moq: String(part.moq),
    value_text: part.value_text,
    price_breaks: part.price_breaks.map((b) => ({ min_qty: String(b.min_qty), unit_price: microsToUsdText(b.unit_price_micros) })),
    parameters: Object.entries(part.parameters).map(([parameter_id, value]) => ({ parameter_id, raw: value.raw })),
    initial_stock: String(part.stock),
  };
}

/** The edit body: the create body without the opening stock. */
export function updateBody(body: CreateCustomPartBody): CustomPartBody {
  const { initial_stock: _, ...rest } = body;
  return rest;
}

/** A server field path (`price_breaks.0.unit_price_micros`) as the form names it. */
export function formFieldFor(serverField: string): string {
  return serverField.replace(/\.unit_price_micros$/, '.unit_price');
}
