import type { ParameterValue, Part } from '#contracts/parts.ts';
import { partIdForSupplierCode } from '../catalogue-ids.ts';
import { toParameterValue } from '../parameters.ts';
import type { CatalogueRegistry } from './catalogue-registry.ts';
import { parseSingleUsdPrice } from './price-breaks.ts';
import { RowError, supplierCode, wholeNumber } from './row-fields.ts';
import type { RowOutcome } from './row-fields.ts';

// One row of CDFER's JLCPCB KiCad library `parts.csv`: a few fixed columns
// and ~200 sparse parameter columns, one per parameter name.

export const KICAD_LIBRARY_REQUIRED_COLUMNS = ['Value', 'Footprint', 'LCSC', 'Description', 'Stock', 'Price', 'Datasheet'] as const;

/** Columns that are part fields or KiCad bookkeeping, never parameters. */
const FIELD_COLUMNS = new Set([
  'library',
  'symbol',
  'Reference',
  'Value',
  'Footprint',
  'LCSC',
  'Description',
  'Stock',
  'Price',
  'Datasheet',
  'Category',
  'Class',
  'Manufacturer',
  'Minimum Qty',
  'Attrition Qty',
  'Part',
  'PartID',
  'Process',
  'ki_fp_filters',
  'ki_keywords',
]);

export function kicadParameterColumns(header: readonly string[]): string[] {
  return header.filter((column) => !FIELD_COLUMNS.has(column));
}

/** `PCM_JLCPCB:C_0402` → `0402`; `PCM_JLCPCB:SOIC-8_L5.0-W4.0-P1.27-LS6.0-BL` → `SOIC-8`. */
export function packageFromFootprint(footprint: string): string {
  const name = footprint.slice(footprint.indexOf(':') + 1).trim();
  const withoutKind = name.replace(/^[A-Z]{1,2}_(?=[A-Za-z0-9])/, '');
  return withoutKind.split('_')[0] ?? withoutKind;
}

function categoryPath(row: Record<string, string>): string[] {
  const text = (row.Category ?? '').trim();
  if (text !== '') {
    // "Capacitors,Multilayer Ceramic Capacitors MLCC - SMD/SMT": the first comma splits parent and leaf.
    const comma = text.indexOf(',');
    return comma < 0 ? [text] : [text.slice(0, comma), text.slice(comma + 1)];
  }
  const library = (row.library ?? '').replace(/^JLCPCB-/, '').trim();
  return ['Other', library];
}

export function normaliseKicadLibraryRow(
  row: Record<string, string>,
  parameterColumns: readonly string[],
  registry: CatalogueRegistry,
): RowOutcome {
  const code = (row.LCSC ?? '').trim().toUpperCase() || undefined;
  try {
    const supplier_code = supplierCode(row.LCSC);
    const value = (row.Value ?? '').trim();
    const mpn = (row.Part ?? '').trim() || value;
    if (mpn === '') throw new RowError('missing MPN and value');
    const stock = wholeNumber(row.Stock, 'stock', 0);
    const moq = Math.max(1, wholeNumber(row['Minimum Qty'], 'minimum quantity', 1));
    const breaks = parseSingleUsdPrice(row.Price ?? '', moq);
    if (typeof breaks === 'string') throw new RowError(breaks);
    const pkg = packageFromFootprint(row.Footprint ?? '');

    const parameters: Record<string, ParameterValue> = {};
    for (const column of parameterColumns) {
      const parsed = toParameterValue(row[column] ?? '');
      if (!parsed) continue;
      const id = registry.parameterFor(column, parsed.unit);
      if (id !== undefined && parameters[id] === undefined) parameters[id] = parsed;
    }
    if (pkg !== '') {
      const id = registry.parameterFor('package');
      if (id !== undefined) parameters[id] = { raw: pkg };
    }

    const libraryClass = (row.Class ?? '').trim().toLowerCase();
    const part: Part = {
      id: partIdForSupplierCode(supplier_code),
      supplier_code,
      mpn,
      manufacturer: (row.Manufacturer ?? '').trim(),
      category_id: registry.categoryFor(categoryPath(row)),
      description: (row.Description ?? '').trim().replace(/\s+/g, ' '),
      package: pkg,
      datasheet: (row.Datasheet ?? '').trim(),
      stock,
      moq,
      price_breaks: breaks,
      library_type: libraryClass.startsWith('basic') || libraryClass.startsWith('preferred') ? 'basic' : 'extended',
      parameters,
      value_text: value || mpn,
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
