import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { parse } from 'csv-parse';
import { random } from './scale-catalogue.ts';

// Makes a jlcparts-format catalogue of any size from the real dev sample, as
// CSV rows, without holding the output in memory: the first pass is the
// sample itself (so real BOM MPNs and LCSC codes are found), every later pass
// walks the sample again with each row varied the way neighbouring parts of a
// distributor's catalogue differ — a new LCSC code, an MPN of the same shape
// with another ordering suffix, the passive value moved along the E12 series,
// other stock, prices moved ±20% on the same quantity breaks. Categories,
// packages, parameters, library types and MPN shapes keep the sample's
// distribution because every output row is a sample row with those fields
// kept (docs/performance.md#a-million-parts).

export interface SampleCatalogue {
  header: string[];
  rows: string[][];
}

const E12_STEPS = [1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2, 0.1, 0.47, 10, 0.22, 22];
/** Ordering and variant suffixes as real MPNs carry them (tape and reel, lead-free, grade, revision). */
const MPN_SUFFIXES = ['-TR', 'A', 'B', '-7', 'LF', 'X', '-13', 'G', 'H', 'R', 'V', 'Q', 'E', '-1', 'C', '/TR'];
const SCALED_COLUMNS = ['resistance_ohm', 'capacitance_f', 'inductance_h'];

export async function readSampleCatalogue(file: string): Promise<SampleCatalogue> {
  const rows: string[][] = [];
  let header: string[] | undefined;
  for await (const record of createReadStream(file).pipe(parse({ bom: true, relax_column_count: true }))) {
    if (header === undefined) header = record as string[];
    else rows.push(record as string[]);
  }
  if (header === undefined || rows.length === 0) throw new Error(`${file}: no catalogue rows`);
  return { header, rows };
}

function column(header: readonly string[], name: string): number {
  const at = header.indexOf(name);
  if (at < 0) throw new Error(`the sample has no '${name}' column`);
  return at;
}

function scalePrices(breaks: string, factor: number): string {
  // `2-18:0.682857|20-58:0.57|…`: quantities kept, prices scaled.
  return breaks.replace(/:(\d+(?:\.\d+)?)/g, (_, price: string) => `:${Number((Number(price) * factor).toPrecision(6))}`);
}

/** `count` catalogue rows (header not included), the sample's rows first. */
export function* millionCatalogueRows(sample: SampleCatalogue, count: number, seed = 1): Generator<string[]> {
  const { header, rows } = sample;
  const at = {
    lcsc: column(header, 'lcsc'),
    mpn: column(header, 'mpn'),
    stock: column(header, 'stock'),
    prices: column(header, 'price_breaks'),
    scaled: SCALED_COLUMNS.map((name) => column(header, name)),
  };
  const rand = random(seed);
  let emitted = 0;
  for (let copy = 0; emitted < count; copy++) {
    const step = E12_STEPS[copy % E12_STEPS.length]!;
    const suffix = `${MPN_SUFFIXES[copy % MPN_SUFFIXES.length]!}${copy > MPN_SUFFIXES.length ? String(Math.floor(copy / MPN_SUFFIXES.length)) : ''}`;
    for (const original of rows) {
      if (emitted >= count) return;
      emitted++;
      if (copy === 0) {
        yield original;
        continue;
      }
      const row = original.slice();
      // Unique per copy: the copy number ahead of the original digits (at most 12 digits in all).
      row[at.lcsc] = `C${copy}${original[at.lcsc]!.slice(1).padStart(8, '0')}`;
      row[at.mpn] = `${original[at.mpn]!}${suffix}`;
      const stock = Number(original[at.stock]);
      row[at.stock] = String(rand() < 0.25 ? 0 : Math.floor((Number.isFinite(stock) ? stock : 0) * (0.2 + rand() * 1.6)));
      row[at.prices] = scalePrices(original[at.prices]!, 0.8 + rand() * 0.4);
      for (const c of at.scaled) {
        const value = Number(original[c] || Number.NaN);
        if (Number.isFinite(value)) row[c] = String(Number((value * step).toPrecision(3)));
      }
      yield row;
    }
  }
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\n`;
}

/** Writes the header and `count` rows to `file`, waiting for the disk when its buffer is full. */
export async function writeMillionCatalogue(file: string, sample: SampleCatalogue, count: number): Promise<void> {
  const out = createWriteStream(file);
  const finished = once(out, 'close');
  out.write(csvLine(sample.header));
  let chunk = '';
  for (const row of millionCatalogueRows(sample, count)) {
    chunk += csvLine(row);
    if (chunk.length < 1 << 16) continue;
    if (!out.write(chunk)) await once(out, 'drain');
    chunk = '';
  }
  out.end(chunk);
  await finished;
}
