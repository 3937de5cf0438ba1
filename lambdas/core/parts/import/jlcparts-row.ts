import type { ParameterValue, Part, PriceBreak } from '#contracts/parts.ts';
import { partIdForSupplierCode } from '../catalogue-ids.ts';
import { numericParameterValue, toParameterValue } from '../parameters.ts';
import type { CatalogueRegistry } from './catalogue-registry.ts';
import { parseJlcPriceBreaks } from './price-breaks.ts';
import { composeValueText, RowError, supplierCode, wholeNumber } from './row-fields.ts';
import type { RowOutcome } from './row-fields.ts';

// One row of the jlcparts export: fixed columns, numeric columns for the
// common passives, and everything else in the `attributes` JSON.

export const JLCPARTS_REQUIRED_COLUMNS = [
  'lcsc',
  'mpn',
  'manufacturer',
  'category',
  'package',
  'library_type',
  'stock',
  'price_breaks',
  'attributes',
] as const;

const NUMERIC_COLUMNS: ReadonlyArray<[column: string, name: string, unit: string]> = [
  ['resistance_ohm', 'resistance', 'Ω'],
  ['capacitance_f', 'capacitance', 'F'],
  ['inductance_h', 'inductance', 'H'],
  ['power_w', 'power', 'W'],
];
const TEXT_COLUMNS: ReadonlyArray<[column: string, name: string]> = [
  ['voltage_rating', 'voltage rating'],
  ['tolerance', 'tolerance'],
  ['temp_coefficient', 'temperature coefficient'],
];

function libraryType(text: string | undefined): Part['library_type'] {
  const t = (text ?? '').trim().toLowerCase();
  // JLCPCB's "preferred" parts are loaded like basic ones: no feeder setup fee.
  if (t === 'basic' || t === 'preferred') return 'basic';
  if (t === 'extended') return 'extended';
  throw new RowError(`unknown library type '${text ?? ''}'`);
}

function attributeValue(value: unknown): ParameterValue | undefined {
  if (typeof value === 'string') return toParameterValue(value);
  if (typeof value === 'object' && value !== null && 'value' in value && 'unit' in value) {
    const { value: number, unit } = value as { value: unknown; unit: unknown };
    if (typeof number === 'number' && Number.isFinite(number) && typeof unit === 'string') return numericParameterValue(number, unit);
  }
  return undefined;
}

function readParameters(row: Record<string, string>, registry: CatalogueRegistry): Record<string, ParameterValue> {
  const parameters: Record<string, ParameterValue> = {};
  const put = (name: string, value: ParameterValue | undefined) => {
    if (!value) return;
    const id = registry.parameterFor(name, value.unit);
    if (id !== undefined && parameters[id] === undefined) parameters[id] = value;
  };
  for (const [column, name, unit] of NUMERIC_COLUMNS) {
    const n = Number((row[column] ?? '').trim() || Number.NaN);
    if (Number.isFinite(n)) put(name, numericParameterValue(n, unit));
  }
  for (const [column, name] of TEXT_COLUMNS) put(name, toParameterValue(row[column] ?? ''));
  const json = (row.attributes ?? '').trim();
  if (json !== '') {
    let attributes: unknown;
    try {
      attributes = JSON.parse(json);
    } catch {
      throw new RowError('attributes is not valid JSON');
    }
    if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes))
      throw new RowError('attributes is not a JSON object');
    for (const [name, value] of Object.entries(attributes)) put(name, attributeValue(value));
  }
  const pkg = (row.package ?? '').trim();
  if (pkg !== '') put('package', { raw: pkg });
  return parameters;
}

export function normaliseJlcpartsRow(row: Record<string, string>, registry: CatalogueRegistry): RowOutcome {
  const code = (row.lcsc ?? '').trim().toUpperCase() || undefined;
  try {
    const supplier_code = supplierCode(row.lcsc);
    const mpn = (row.mpn ?? '').trim();
    if (mpn === '') throw new RowError('missing MPN');
    const categoryName = (row.category ?? '').trim();
    if (categoryName === '') throw new RowError('missing category');
    const stock = wholeNumber(row.stock, 'stock', 0);
    const moq = Math.max(1, wholeNumber(row.moq, 'moq', 1));
    const breaks: PriceBreak[] | string = parseJlcPriceBreaks(row.price_breaks ?? '');
    if (typeof breaks === 'string') throw new RowError(breaks);
    const library_type = libraryType(row.library_type);
    const parameters = readParameters(row, registry);
    const part: Part = {
      id: partIdForSupplierCode(supplier_code),
      supplier_code,
      mpn,
      manufacturer: (row.manufacturer ?? '').trim(),
      category_id: registry.categoryFor([categoryName, row.subcategory ?? '']),
      description: (row.description ?? '').trim().replace(/\s+/g, ' '),
      package: (row.package ?? '').trim(),
      datasheet: (row.datasheet ?? '').trim(),
      stock,
      moq,
      price_breaks: breaks,
      library_type,
      parameters,
      value_text: composeValueText(parameters, mpn),
      labeled_value_text: [],
      labeled: false,
      source: 'JLCPCB/LCSC catalogue',
    };
    return { ok: true, part };
  } catch (error) {
    if (error instanceof RowError) return { ok: false, reason: error.message, supplier_code: code };
    throw error;
  }
}
