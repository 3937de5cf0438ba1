import type { Category, Parameter, Part, PartsSearchRequest } from '#contracts/parts.ts';
import { DEFAULT_PARTS_SEARCH } from '#contracts/parts.ts';
import { categoryIdForPath, partIdForSupplierCode } from '#lambdas/core/parts/catalogue-ids.ts';
import { knownParameters, toParameterValue } from '#lambdas/core/parts/parameters.ts';

// A small hand-made catalogue for search tests: factories with overrides.

export const RESISTORS = categoryIdForPath(['Resistors']);
export const CHIP_RESISTORS = categoryIdForPath(['Resistors', 'Chip Resistor']);
export const CAPACITORS = categoryIdForPath(['Capacitors']);
export const MLCC = categoryIdForPath(['Capacitors', 'MLCC']);
export const ICS = categoryIdForPath(['ICs']);
export const MCUS = categoryIdForPath(['ICs', 'Microcontrollers']);

export const categories: Category[] = [
  { id: RESISTORS, name: 'Resistors', parent_id: null },
  { id: CHIP_RESISTORS, name: 'Chip Resistor', parent_id: RESISTORS },
  { id: CAPACITORS, name: 'Capacitors', parent_id: null },
  { id: MLCC, name: 'MLCC', parent_id: CAPACITORS },
  { id: ICS, name: 'ICs', parent_id: null },
  { id: MCUS, name: 'Microcontrollers', parent_id: ICS },
];

export const parameters: Parameter[] = knownParameters();

let nextCode = 900_000;

export function createPart(overrides: Partial<Part> & { params?: Record<string, string> } = {}): Part {
  const { params = {}, ...rest } = overrides;
  const supplier_code = rest.supplier_code ?? `C${nextCode++}`;
  const parametersMap: Part['parameters'] = {};
  for (const [id, raw] of Object.entries(params)) {
    const value = toParameterValue(raw);
    if (value) parametersMap[id] = value;
  }
  return {
    id: partIdForSupplierCode(supplier_code),
    supplier_code,
    mpn: `MPN-${supplier_code}`,
    manufacturer: 'Acme',
    category_id: CHIP_RESISTORS,
    description: '',
    package: params.package ?? '',
    datasheet: '',
    stock: 100,
    moq: 1,
    price_breaks: [{ min_qty: 1, unit_price_micros: 1_000 }],
    library_type: 'extended',
    parameters: parametersMap,
    value_text: '',
    labeled_value_text: [],
    labeled: false,
    source: 'JLCPCB/LCSC catalogue',
    ...rest,
  };
}

export function resistor(code: string, value: string, pkg: string, extra: Partial<Part> & { params?: Record<string, string> } = {}): Part {
  return createPart({
    supplier_code: code,
    description: `${value} ±1% ${pkg} Chip Resistor - Surface Mount`,
    ...extra,
    params: { resistance: value, package: pkg, tolerance: '±1%', ...extra.params },
  });
}

export function capacitor(code: string, value: string, voltage: string, pkg: string, extra: Partial<Part> = {}): Part {
  return createPart({
    supplier_code: code,
    category_id: MLCC,
    description: `${value} ${voltage} X7R ±10% ${pkg} Multilayer Ceramic Capacitors MLCC`,
    ...extra,
    params: { capacitance: value, voltage_rating: voltage, temperature_coefficient: 'X7R', package: pkg },
  });
}

export function search(overrides: Partial<PartsSearchRequest> = {}): PartsSearchRequest {
  return { ...DEFAULT_PARTS_SEARCH, ...overrides };
}
