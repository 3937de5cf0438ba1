import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BomLine } from '#contracts/schemas/bom.ts';
import { CatalogueLookup } from '#lambdas/core/bom/catalogue-lookup.ts';
import { matchBom } from '#lambdas/core/bom/part-matching.ts';
import { readBom } from '#lambdas/core/bom/read-bom-file.ts';
import type { CatalogueIndex } from '#lambdas/core/parts/search/index.ts';
import { partAt } from '#lambdas/core/parts/search/index.ts';
import { codeKey } from '#lambdas/core/parts/search/search-text.ts';

// BOM matching at a million parts: a 300-line BOM made of real BOMs, timed,
// and for the dev set's BOMs that name parts (bitaxe-gamma's MPNs, ferris'
// and the Metro RP2350's LCSC codes) how often the part chosen is the one the
// BOM names, counted over the lines whose part the catalogue has.

const FIXTURES = fileURLToPath(new URL('../../fixtures/bom/', import.meta.url));
const SHARED = fileURLToPath(new URL('../../../../shared/data/boards/', import.meta.url));
const FILLER_BOMS = ['olimex-esp32-p4-pc-revB/ESP32-P4-PC_Rev_B_BOM.csv', 'olimex-rt1010py-revC/RT1010Py_Rev_C-BOM.ods'];

async function fixtureBom(rel: string): Promise<BomLine[]> {
  return (await readBom({ name: path.basename(rel), bytes: new Uint8Array(readFileSync(path.join(FIXTURES, rel))) })).lines;
}

/** The Metro's schematic keeps LCSC codes on library devices: each part gets its device's code. */
export function eagleSchematicBom(xml: string): BomLine[] {
  const codes = new Map<string, string>();
  let library = '';
  let deviceset = '';
  let device = '';
  for (const tag of xml.matchAll(/<(library|deviceset|device|attribute) name="([^"]*)"(?: value="([^"]*)")?/g)) {
    const [, kind, name, value] = tag;
    if (kind === 'library') library = name!;
    else if (kind === 'deviceset') deviceset = name!;
    else if (kind === 'device') device = name!;
    else if (name === 'LCSC' && value) codes.set(`${library}\u0001${deviceset}\u0001${device}`, value);
  }
  const lines: BomLine[] = [];
  for (const part of xml.matchAll(/<part name="([^"]*)" library="([^"]*)" deviceset="([^"]*)" device="([^"]*)"(?: value="([^"]*)")?/g)) {
    const [, name, lib, set, dev, value] = part;
    const lcsc = codes.get(`${lib}\u0001${set}\u0001${dev}`);
    if (!lcsc) continue;
    lines.push({
      row: lines.length + 2,
      designators: [name!],
      quantity: 1,
      value: value ?? '',
      mpn: '',
      manufacturer: '',
      supplier_codes: { lcsc, digikey: null, mouser: null },
      footprint: '',
      description: '',
      do_not_populate: false,
    });
  }
  return lines;
}

export async function namedBoms(): Promise<Record<string, BomLine[]>> {
  const metro = readFileSync(path.join(SHARED, 'eagle/adafruit-metro-rp2350/Adafruit Metro RP2350.sch'), 'utf8');
  return {
    'bitaxe-gamma': await fixtureBom('bitaxe-gamma/bitaxeGamma-BOM.csv'),
    ferris: await fixtureBom('ferris-compact-2020/bom.csv'),
    'metro-rp2350': eagleSchematicBom(metro),
  };
}

/** 300 lines: the named BOMs and two more real ones, repeated until there are enough. */
export async function bomOf(lines: number, named: Record<string, BomLine[]>): Promise<BomLine[]> {
  const pool = [...Object.values(named).flat(), ...(await Promise.all(FILLER_BOMS.map(fixtureBom))).flat()];
  return Array.from({ length: lines }, (_, i) => ({ ...pool[i % pool.length]!, row: i + 2 }));
}

export interface BomAccuracy {
  lines: number;
  naming: number;
  inCatalogue: number;
  chosenAsNamed: number;
  misses: string[];
}

/** Of the lines naming a part the catalogue has, how many got exactly that part. */
export function namedPartAccuracy(lines: readonly BomLine[], index: CatalogueIndex): BomAccuracy {
  const lookup = new CatalogueLookup(index);
  const matches = matchBom(lines, lookup, { boards: 1 });
  const result: BomAccuracy = { lines: lines.length, naming: 0, inCatalogue: 0, chosenAsNamed: 0, misses: [] };
  lines.forEach((line, i) => {
    const lcsc = line.supplier_codes.lcsc?.trim().toUpperCase() ?? '';
    const mpn = codeKey(line.mpn);
    if (lcsc === '' && mpn === '') return;
    result.naming++;
    const present =
      (lcsc !== '' && lookup.exact('supplier_code', lcsc).length > 0) || (mpn !== '' && lookup.exact('mpn', line.mpn).length > 0);
    if (!present || line.do_not_populate) return;
    result.inCatalogue++;
    const chosen = matches[i]!.status === 'matched' ? matches[i]!.candidates[0] : undefined;
    const part = chosen ? partAt(index, lookup.partNumber(chosen.supplier_code)) : undefined;
    if (part && (part.supplier_code === lcsc || (mpn !== '' && codeKey(part.mpn) === mpn))) result.chosenAsNamed++;
    else
      result.misses.push(
        `${line.designators[0] ?? '?'} ${lcsc || line.mpn} → ${chosen ? `${chosen.supplier_code} ${chosen.mpn}` : matches[i]!.status}`,
      );
  });
  return result;
}

export function timeBomMatching(lines: readonly BomLine[], index: CatalogueIndex, rounds: number): number[] {
  const runs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    // A fresh lookup each time, as each Lambda request makes one.
    matchBom(lines, new CatalogueLookup(index), { boards: 10 });
    runs.push(performance.now() - started);
  }
  return runs;
}
