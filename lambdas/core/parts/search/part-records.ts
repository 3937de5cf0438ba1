import type { LabeledCharacter, Part } from '#contracts/parts.ts';
import { PART_SOURCES } from '#contracts/parts.ts';
import type { CatalogueIndex } from './catalogue-index.ts';

// Each part is kept as a compact UTF-8 JSON array; what the index already
// holds in columns (category, stock, parameters) is not repeated. That keeps
// a 300k-part snapshot around a third of plain JSON, which matters for a
// Lambda that downloads and holds it.

type PartRecord = [
  id: string,
  supplierCode: string,
  mpn: string,
  manufacturer: string,
  description: string,
  pkg: string,
  datasheet: string,
  moq: number,
  /** min_qty, unit_price_micros, min_qty, unit_price_micros, … */
  priceBreaks: number[],
  basic: 0 | 1,
  valueText: string,
  /** A string ('') in snapshots written before labels were a list; read as no labels. */
  labeledValueText: LabeledCharacter[] | string,
  labeled: 0 | 1,
  source: number,
  /** 1: discontinued (docs/parts.md#discontinued-parts); absent in snapshots written before the flag. */
  discontinued?: 0 | 1,
];

export function encodePartRecord(part: Part): string {
  // A loop, not flatMap: flatMap's array per break was most of this function's time in a million-part build.
  const breaks: number[] = [];
  for (const b of part.price_breaks) breaks.push(b.min_qty, b.unit_price_micros);
  const record: PartRecord = [
    part.id,
    part.supplier_code,
    part.mpn,
    part.manufacturer,
    part.description,
    part.package,
    part.datasheet,
    part.moq,
    breaks,
    part.library_type === 'basic' ? 1 : 0,
    part.value_text,
    part.labeled_value_text,
    part.labeled ? 1 : 0,
    Math.max(0, PART_SOURCES.indexOf(part.source)),
  ];
  if (part.discontinued) record.push(1);
  return JSON.stringify(record);
}

/** The parameter a value id belongs to (value ids are grouped by parameter). */
function parameterOfValue(index: CatalogueIndex, value: number): number {
  let lo = 0;
  let hi = index.parameters.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (index.valueStart[mid]! <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const decoder = new TextDecoder();

export function decodePartRecord(index: CatalogueIndex, i: number): Part {
  const start = index.recordStart[i] ?? 0;
  const end = index.recordStart[i + 1] ?? start;
  const [
    id,
    supplier_code,
    mpn,
    manufacturer,
    description,
    pkg,
    datasheet,
    moq,
    breaks,
    basic,
    value_text,
    labeled_value_text,
    labeled,
    source,
    discontinued,
  ] = JSON.parse(decoder.decode(index.records.subarray(start, end))) as PartRecord;
  const parameters: Part['parameters'] = {};
  for (let k = index.partValueStart[i]!; k < index.partValueStart[i + 1]!; k++) {
    const v = index.partValues[k]!;
    const number = index.valueNumber[v]!;
    const unit = index.valueUnit[v]!;
    parameters[index.parameters[parameterOfValue(index, v)]!.id] = {
      raw: index.valueRaw[v]!,
      ...(Number.isNaN(number) ? {} : { value: number }),
      ...(unit ? { unit } : {}),
    };
  }
  const price_breaks: Part['price_breaks'] = [];
  for (let k = 0; k + 1 < breaks.length; k += 2) price_breaks.push({ min_qty: breaks[k]!, unit_price_micros: breaks[k + 1]! });
  return {
    id,
    supplier_code,
    mpn,
    manufacturer,
    category_id: index.categories[index.category[i]!]!.id,
    description,
    package: pkg,
    datasheet,
    stock: index.stock[i]!,
    moq,
    price_breaks,
    library_type: basic ? 'basic' : 'extended',
    parameters,
    value_text,
    labeled_value_text: Array.isArray(labeled_value_text) ? labeled_value_text : [],
    labeled: labeled === 1,
    source: PART_SOURCES[source] ?? PART_SOURCES[0],
    ...(discontinued === 1 ? { discontinued: true } : {}),
  };
}
