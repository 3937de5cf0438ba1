import { createReadStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogueIndex } from '#lambdas/core/parts/search/index.ts';
import { catalogueIndexFromCsv } from '#lambdas/core/bom/catalogue-from-csv.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const bomFixtures = path.join(repoRoot, 'test/fixtures/bom');
export const sharedData = path.resolve(repoRoot, '../shared/data');
export const hasShared = existsSync(path.join(sharedData, 'boards'));
export const SAMPLE_CATALOGUE = path.join(sharedData, 'parts/jlcparts-sample/sample-dev.csv');
export const hasSample = existsSync(SAMPLE_CATALOGUE);
export const DEMO_CATALOGUE = path.join(repoRoot, 'test/fixtures/parts/cdfer-jlcpcb-kicad-library/parts.csv');

export function loadFile(file: string): { name: string; bytes: Uint8Array } {
  return { name: path.basename(file), bytes: new Uint8Array(readFileSync(file)) };
}

export function bomFixture(rel: string) {
  return loadFile(path.join(bomFixtures, rel));
}

export function sharedFile(rel: string) {
  return loadFile(path.join(sharedData, rel));
}

export function text(content: string): { name: string; bytes: Uint8Array } {
  return { name: 'test.csv', bytes: new TextEncoder().encode(content) };
}

const loaded = new Map<string, Promise<CatalogueIndex>>();
/** The catalogue CSV as an index, built once per test file. */
export function catalogue(file: string): Promise<CatalogueIndex> {
  let index = loaded.get(file);
  if (!index) {
    index = catalogueIndexFromCsv(createReadStream(file)).then((r) => r.index);
    loaded.set(file, index);
  }
  return index;
}
