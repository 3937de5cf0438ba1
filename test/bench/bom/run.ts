import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Part } from '#contracts/parts.ts';
import { DEFAULT_PARTS_SEARCH } from '#contracts/parts.ts';
import type { BomLine } from '#contracts/schemas/bom.ts';
import { CatalogueLookup } from '#lambdas/core/bom/catalogue-lookup.ts';
import { matchBom } from '#lambdas/core/bom/part-matching.ts';
import { readBom } from '#lambdas/core/bom/read-bom-file.ts';
import { importParts } from '#lambdas/core/parts/import/import-parts.ts';
import { buildIndex, searchParts } from '#lambdas/core/parts/search/index.ts';
import { scaleCatalogue } from '../parts/scale-catalogue.ts';

// BOM matching benchmark: a 150-line BOM (the real ESP32-P4-PC, RT1010Py and
// bitaxe lines) matched against the 300k-part catalogue (the jlcparts sample
// scaled), next to the plain baseline of one parts search per line (its value
// or MPN as search terms) over the same index in the same run. Target ≤ 2 s.

const SAMPLE = fileURLToPath(new URL('../../../../shared/data/parts/jlcparts-sample/sample-dev.csv', import.meta.url));
const DEMO = fileURLToPath(new URL('../../fixtures/parts/cdfer-jlcpcb-kicad-library/parts.csv', import.meta.url));
const BOMS = [
  'olimex-esp32-p4-pc-revB/ESP32-P4-PC_Rev_B_BOM.csv',
  'olimex-rt1010py-revC/RT1010Py_Rev_C-BOM.ods',
  'bitaxe-gamma/bitaxeGamma-BOM.csv',
];
const SIZE = 300_000;
const LINES = 150;
const ROUNDS = 3;
const TARGET_MS = 2000;

async function bomLines(): Promise<BomLine[]> {
  const readings = await Promise.all(
    BOMS.map((rel) => {
      const file = fileURLToPath(new URL(`../../fixtures/bom/${rel}`, import.meta.url));
      return readBom({ name: rel, bytes: new Uint8Array(readFileSync(file)) });
    }),
  );
  const lines = readings.flatMap((r) => r.lines);
  return lines.slice(0, LINES).map((line, i) => ({ ...line, row: i + 2 }));
}

function timed<T>(fn: () => T): { ms: number; result: T } {
  const started = performance.now();
  const result = fn();
  return { ms: performance.now() - started, result };
}

export async function run(): Promise<void> {
  const file = existsSync(SAMPLE) ? SAMPLE : DEMO;
  const sample: Part[] = [];
  const summary = await importParts(createReadStream(file), { onPart: (p) => void sample.push(p) });
  const parts = scaleCatalogue(sample, SIZE);
  const build = timed(() => buildIndex(parts, summary.categories, summary.parameters));
  const index = build.result;
  const lines = await bomLines();
  console.log(
    `BOM matching benchmark: ${lines.length} BOM lines against ${index.partCount} parts (${file === SAMPLE ? 'jlcparts sample' : 'demo catalogue, sample not found'}, scaled); index built in ${(build.ms / 1000).toFixed(1)} s`,
  );

  const matchRuns: number[] = [];
  let statuses: Record<string, number> = {};
  for (let round = 0; round <= ROUNDS; round++) {
    // A fresh lookup each round: its compiled filters are per request in the Lambda.
    const { ms, result } = timed(() => matchBom(lines, new CatalogueLookup(index), { boards: 10 }));
    matchRuns.push(ms);
    statuses = {};
    for (const m of result) statuses[m.status] = (statuses[m.status] ?? 0) + 1;
  }
  const searchRuns: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const { ms } = timed(() => {
      for (const line of lines)
        searchParts(index, { ...DEFAULT_PARTS_SEARCH, search_terms: line.mpn || line.value || line.designators[0]! });
    });
    searchRuns.push(ms);
  }
  const fmt = (runs: number[]) =>
    `first ${runs[0]!.toFixed(0)} ms, then ${runs
      .slice(1)
      .map((r) => r.toFixed(0))
      .join(' / ')} ms`;
  const worst = Math.max(...matchRuns);
  console.log(
    `\nmatchBom, ${lines.length} lines: ${fmt(matchRuns)}${worst > TARGET_MS ? `  ✗ over the ${TARGET_MS} ms target` : `  (target ≤ ${TARGET_MS} ms)`}`,
  );
  console.log(`baseline, one searchParts per line: ${fmt(searchRuns)}`);
  console.log(
    `line outcomes: ${Object.entries(statuses)
      .map(([s, n]) => `${n} ${s}`)
      .join(', ')}`,
  );
}
