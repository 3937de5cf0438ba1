import type { CustomPartBody } from '#contracts/schemas/custom-parts.ts';
import { MANUAL_ENTRY, type Parameter, type ParameterValue, type Part } from '#contracts/parts.ts';
import { toParameterValue } from './parameters.ts';
import { parseQuantityRange } from './units.ts';

// Custom (manual-entry) parts as plain data: what a staff member's form
// becomes, checked against the parameter set and read with the catalogue's
// own unit parser, so `4k7` on a custom part filters like `4.7kΩ` on an
// imported one.

/** Field path (as in the request body) → messages. */
export type FieldProblems = Record<string, string[]>;

/**
 * One parameter value: measured quantities (a parameter with a unit) must be
 * a number in that unit, or without a unit (`4k7` for a resistance); text
 * parameters (package, dielectric) are kept as written.
 */
export function readParameterValue(parameter: Parameter, raw: string): ParameterValue | string {
  const value = toParameterValue(raw);
  if (!value) return 'Give a value';
  const unit = parameter.short_unit;
  if (unit === '') return value;
  if (value.value === undefined) {
    const range = parseQuantityRange(value.raw);
    if (range && (range.unit === '' || range.unit === unit)) return value;
    return `Give a number in ${unit}, like 4.7k${unit} or 100m${unit}`;
  }
  if (value.unit !== undefined && value.unit !== unit) return `Give a number in ${unit}, not ${value.unit}`;
  return { ...value, unit };
}

/** Reads every parameter of the body; problems are keyed `parameters.<i>.parameter_id` / `.raw`. */
export function readCustomParameters(
  inputs: CustomPartBody['parameters'],
  parameterSet: ReadonlyMap<string, Parameter>,
): { parameters: Record<string, ParameterValue>; problems: FieldProblems } {
  const parameters: Record<string, ParameterValue> = {};
  const problems: FieldProblems = {};
  inputs.forEach((input, i) => {
    const parameter = parameterSet.get(input.parameter_id);
    if (!parameter || parameter.id === 'none') {
      problems[`parameters.${i}.parameter_id`] = [`Unknown parameter ${input.parameter_id}`];
      return;
    }
    const read = readParameterValue(parameter, input.raw);
    if (typeof read === 'string') problems[`parameters.${i}.raw`] = [read];
    else parameters[parameter.id] = read;
  });
  return { parameters, problems };
}

/** Custom parts have no supplier code of their own; this one is derived from the id, so it is unique and searchable. */
export function customSupplierCode(id: string): string {
  return `CUSTOM-${id.slice(0, 10)}`;
}

/** The fields a staff member edits, as stored on the part. */
export function customPartFields(body: CustomPartBody, parameters: Record<string, ParameterValue>) {
  return {
    mpn: body.mpn,
    manufacturer: body.manufacturer,
    category_id: body.category_id,
    description: body.description,
    package: body.package,
    datasheet: body.datasheet,
    moq: body.moq,
    price_breaks: body.price_breaks,
    parameters,
    value_text: body.value_text,
  } satisfies Partial<Part>;
}

export function newCustomPart(id: string, body: CustomPartBody, parameters: Record<string, ParameterValue>, stock: number): Part {
  return {
    id,
    supplier_code: customSupplierCode(id),
    ...customPartFields(body, parameters),
    stock,
    // The supplier's basic/extended split means nothing here; extended is the conservative reading.
    library_type: 'extended',
    labeled_value_text: [],
    labeled: false,
    source: MANUAL_ENTRY,
  };
}

/** An edit that changes the value text invalidates its labels (they index into the old characters). */
export function editedCustomPart(existing: Part, body: CustomPartBody, parameters: Record<string, ParameterValue>): Part {
  const fields = customPartFields(body, parameters);
  const keepLabels = fields.value_text === existing.value_text;
  return {
    ...existing,
    ...fields,
    labeled_value_text: keepLabels ? existing.labeled_value_text : [],
    labeled: keepLabels ? existing.labeled : false,
  };
}
