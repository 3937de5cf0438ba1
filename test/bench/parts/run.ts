import { createReadStream, existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Category, Parameter, Part, PartsSearchRequest } from '#contracts/parts.ts';
import { DEFAULT_PARTS_SEARCH } from '#contracts/parts.ts';
import { importParts } from '#lambdas/core/parts/import/import-parts.ts';
import { buildIndex, loadIndex, searchParts, serializeIndex } from '#lambdas/core/parts/search/index.ts';
import type { CatalogueIndex } from '#lambdas/core/parts/search/index.ts';
import { linearSearch, prepareLinearScan } from './linear-scan.ts';
import { collectGarbage, filteredQueries, KEYWORDS, mb, mpnPrefixQueries, time } from './queries.ts';
import type { Timing } from './queries.ts';
import { scaleCatalogue } from './scale-catalogue.ts';
import { timeThroughGateway } from './through-gateway.ts';

// Parts search benchmark: catalogues of 26k (the shared jlcparts sample) and
// 300k parts (the sample scaled), three kinds of query timed inside
// searchParts next to a plain linear scan over the same records, plus index
// build time, snapshot size and load time, and memory. Target: p95 ≤ 25 ms at 300k.

const SAMPLE = fileURLToPath(new URL('../../../../shared/data/parts/jlcparts-sample/sample-dev.csv', import.meta.url));
const DEMO = fileURLToPath(new URL('../../fixtures/parts/cdfer-jlcpcb-kicad-library/parts.csv', import.meta.url));
const SIZES = [26_000, 300_000];
const ROUNDS = 8;
const TARGET_P95_MS = 25;

async function loadSample(): Promise<{ parts: Part[]; categories: Category[]; parameters: Parameter[]; source: string }> {
  const file = existsSync(SAMPLE) ? SAMPLE : DEMO;
  const parts: Part[] = [];
  const summary = await importParts(createReadStream(file), { onPart: (p) => void parts.push(p) });
  return {
    parts,
    categories: summary.categories,
    parameters: summary.parameters,
    source: file === SAMPLE ? 'jlcparts sample' : 'demo catalogue (sample not found)',
  };
}

interface Row {
  size: string;
  query: string;
  index: Timing;
  baseline: Timing;
}

function printTable(rows: readonly Row[]): void {
  const f = (n: number) => n.toFixed(2).padStart(7);
  console.log('\nparts search latency (ms), inside searchParts vs. linear scan over the same records');
  console.log(
    `${'size'.padEnd(6)} ${'query'.padEnd(36)} ${'index p50'.padStart(9)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} │ ${'scan p50'.padStart(8)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} │ ${'hits'.padStart(7)}`,
  );
  for (const r of rows) {
    const flag = r.size === '300k' && r.index.p95 > TARGET_P95_MS ? '  ✗ over target' : '';
    console.log(
      `${r.size.padEnd(6)} ${r.query.padEnd(36)} ${f(r.index.p50).padStart(9)} ${f(r.index.p95)} ${f(r.index.p99)} │ ${f(r.baseline.p50).padStart(8)} ${f(r.baseline.p95)} ${f(r.baseline.p99)} │ ${r.index.meanTotal.toFixed(0).padStart(7)}${flag}`,
    );
  }
}

// eslint-disable-next-line max-lines-per-function -- still to split (issue 26, small units)
export async function run(): Promise<void> {
  const gc = collectGarbage();
  const sample = await loadSample();
  console.log(`parts search benchmark: ${sample.parts.length} parts from the ${sample.source}; ${ROUNDS} rounds per query set`);
  const rows: Row[] = [];
  const facts: string[][] = [];
  let gatewayRequests: Record<string, PartsSearchRequest[]> | undefined;

  for (const size of SIZES) {
    const label = size >= 1000 ? `${Math.round(size / 1000)}k` : String(size);
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    let parts: Part[] | undefined = size <= sample.parts.length ? sample.parts.slice(0, size) : scaleCatalogue(sample.parts, size);
    gc();
    const partsHeap = process.memoryUsage().heapUsed - heapBefore;

    let built: CatalogueIndex | undefined;
    const buildStarted = performance.now();
    built = buildIndex(parts, sample.categories, sample.parameters);
    const buildMs = performance.now() - buildStarted;
    const serialiseStarted = performance.now();
    const snapshot = serializeIndex(built);
    const serialiseMs = performance.now() - serialiseStarted;

    const requests = {
      keyword: KEYWORDS.map((search_terms) => ({ ...DEFAULT_PARTS_SEARCH, search_terms })),
      filtered: filteredQueries(built),
      prefix: mpnPrefixQueries(parts),
    };
    if (size === SIZES[0]) gatewayRequests = requests;
    built = undefined;

    const scan = prepareLinearScan(parts, sample.categories);
    const baseline = {
      keyword: time(requests.keyword, (r) => linearSearch(scan, r), ROUNDS),
      filtered: time(requests.filtered, (r) => linearSearch(scan, r), ROUNDS),
      prefix: time(requests.prefix, (r) => linearSearch(scan, r), ROUNDS),
    };
    parts = undefined;
    scan.haystacks.length = 0;

    // What a Lambda does at cold start: bytes fetched from S3 → loadIndex.
    const fetched = snapshot.slice();
    gc();
    const before = process.memoryUsage();
    const loadStarted = performance.now();
    const index = loadIndex(fetched);
    const loadMs = performance.now() - loadStarted;
    const firstStarted = performance.now();
    searchParts(index, requests.keyword[0]!);
    const firstQueryMs = performance.now() - firstStarted;
    gc();
    const after = process.memoryUsage();

    const timings = {
      keyword: time(requests.keyword, (r) => searchParts(index, r), ROUNDS),
      filtered: time(requests.filtered, (r) => searchParts(index, r), ROUNDS),
      prefix: time(requests.prefix, (r) => searchParts(index, r), ROUNDS),
    };
    rows.push(
      { size: label, query: `keyword (${requests.keyword.length} queries)`, index: timings.keyword, baseline: baseline.keyword },
      {
        size: label,
        query: `kw+category+2 filters+stock (${requests.filtered.length})`,
        index: timings.filtered,
        baseline: baseline.filtered,
      },
      { size: label, query: `MPN prefix (${requests.prefix.length})`, index: timings.prefix, baseline: baseline.prefix },
    );
    facts.push([
      label,
      `${index.partCount} parts`,
      `build ${(buildMs / 1000).toFixed(1)} s`,
      `snapshot ${mb(snapshot.byteLength)} (serialise ${serialiseMs.toFixed(0)} ms, load ${loadMs.toFixed(0)} ms, first query ${firstQueryMs.toFixed(0)} ms)`,
      `loaded index: heap ${mb(after.heapUsed - before.heapUsed)} + snapshot/scratch buffers ${mb(after.arrayBuffers - before.arrayBuffers + fetched.byteLength)}`,
      size <= sample.parts.length ? 'Part objects for the scan: the imported sample' : `Part objects for the scan: heap ${mb(partsHeap)}`,
      `process rss ${mb(after.rss)}`,
    ]);
  }

  printTable(rows);
  console.log('\nbuild, snapshot and memory');
  for (const f of facts) console.log(`${f[0]!.padEnd(6)} ${f.slice(1).join(' · ')}`);
  if (gatewayRequests) {
    // Through the local gateway at the first size only: importing 300k parts into the local emulator takes minutes.
    const size = Math.min(SIZES[0]!, sample.parts.length);
    const label = `${Math.round(size / 1000)}k`;
    const g = await timeThroughGateway(
      { parts: sample.parts.slice(0, size), categories: sample.categories, parameters: sample.parameters },
      gatewayRequests,
      ROUNDS,
    );
    const f = (n: number) => n.toFixed(2).padStart(7);
    console.log(
      `\nthrough the local API gateway at ${label} (HTTP → gateway → handler → index + BatchGetItem for stock), ms; table load ${(g.importMs / 1000).toFixed(1)} s, first (cold) search ${g.loadMs.toFixed(0)} ms`,
    );
    // The gateway's p95 as a multiple of the Lambda handler's own (the same requests straight into it, in the same
    // stack: search, stock BatchGetItem, response check; target ≤ 2×), and of searchParts alone earlier in this run.
    const inSearch = rows.filter((r) => r.size === label);
    Object.entries(g.timings).forEach(([name, timing], i) => {
      const handler = g.handlerTimings[name]!;
      const ratio = timing.p95 / handler.p95;
      console.log(
        `${label.padEnd(6)} ${name.padEnd(36)} ${f(timing.p50).padStart(9)} ${f(timing.p95)} ${f(timing.p99)} │ handler ${f(handler.p50)} ${f(handler.p95)} │ p95 ${ratio.toFixed(2)}× the handler's (target ≤ 2×: ${ratio <= 2 ? 'met' : 'NOT met'}), ${(timing.p95 / inSearch[i]!.index.p95).toFixed(1)}× searchParts alone`,
      );
    });
  }
  const worst = Math.max(...rows.filter((r) => r.size === '300k').map((r) => r.index.p95));
  console.log(`\nworst p95 at 300k: ${worst.toFixed(2)} ms (target ≤ ${TARGET_P95_MS} ms): ${worst <= TARGET_P95_MS ? 'met' : 'NOT met'}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
