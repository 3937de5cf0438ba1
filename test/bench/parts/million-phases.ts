import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Part } from '#contracts/parts.ts';

// One phase of the million-part benchmark in a process of its own (started by
// million.ts), so each phase's peak memory (maxRSS) is its own. Prints one
// JSON line of figures.

const [phase, catalogueFile, snapshotFile] = process.argv.slice(2);
const maxRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
const report = (figures: object) => console.log(JSON.stringify({ phase, ...figures, maxRssMb: maxRssMb() }));

async function importAll(file: string, as: (part: Part) => Part = (part) => part) {
  const { importParts } = await import('#lambdas/core/parts/import/import-parts.ts');
  const parts: Part[] = [];
  const summary = await importParts(createReadStream(file), { onPart: (p) => void parts.push(as(p)) });
  return { parts, summary };
}

/**
 * A part as the rebuild's table scan hands it over: stored, sent as DynamoDB JSON, read back. The import's own objects
 * hold their texts as slices of the CSV's lines, which every later pass reads more slowly than the scan's flat strings.
 */
async function asScanned(): Promise<(part: Part) => Part> {
  const { toPart, toStoredPart } = await import('#lambdas/core/db/parts.ts');
  const { marshall, unmarshall } = await import('@aws-sdk/util-dynamodb');
  type Item = Parameters<typeof toPart>[0];
  return (part) => toPart(unmarshall(JSON.parse(JSON.stringify(marshall(toStoredPart(part), { removeUndefinedValues: true })))) as Item);
}

if (phase === 'import') {
  // The import's own work, streamed: parse, validate, normalise every row. The table writes are not included.
  const { importParts } = await import('#lambdas/core/parts/import/import-parts.ts');
  const started = performance.now();
  let parts = 0;
  const summary = await importParts(createReadStream(catalogueFile!), { onPart: () => void parts++ });
  report({ ms: Math.round(performance.now() - started), parts, rejected: summary.rejected });
} else if (phase === 'rebuild') {
  // What the rebuild does after its table scan: every part in memory → index (tokens on every core) → snapshot bytes.
  const { buildIndexOnCores, serializeIndex } = await import('#lambdas/core/parts/search/index.ts');
  const { parts, summary } = await importAll(catalogueFile!, await asScanned());
  const started = performance.now();
  const index = await buildIndexOnCores(parts, summary.categories, summary.parameters);
  const builtMs = performance.now() - started;
  const bytes = serializeIndex(index);
  const ms = performance.now() - started;
  writeFileSync(snapshotFile!, bytes);
  report({
    ms: Math.round(ms),
    buildMs: Math.round(builtMs),
    bytes: bytes.byteLength,
    parts: index.partCount,
    cores: availableParallelism(),
  });
} else if (phase === 'cold') {
  // A fresh process: module load, the snapshot's bytes (read from disk here, from S3 in the Lambda), load, first query.
  const moduleStarted = performance.now();
  const { loadIndex, searchParts } = await import('#lambdas/core/parts/search/index.ts');
  const { DEFAULT_PARTS_SEARCH } = await import('#contracts/parts.ts');
  const moduleMs = performance.now() - moduleStarted;
  const readStarted = performance.now();
  // A Buffer is a Uint8Array: no copy, so peak memory is the snapshot once, as in the Lambda.
  const bytes: Uint8Array = readFileSync(snapshotFile!);
  const readMs = performance.now() - readStarted;
  const loadStarted = performance.now();
  const index = loadIndex(bytes);
  const loadMs = performance.now() - loadStarted;
  const queryStarted = performance.now();
  const first = searchParts(index, { ...DEFAULT_PARTS_SEARCH, search_terms: '100nF 0402' });
  const firstQueryMs = performance.now() - queryStarted;
  const memory = process.memoryUsage();
  report({
    moduleMs: Math.round(moduleMs),
    readMs: Math.round(readMs),
    loadMs: Math.round(loadMs),
    firstQueryMs: Math.round(firstQueryMs),
    hits: first.total,
    heapMb: Math.round(memory.heapUsed / 1e6),
    buffersMb: Math.round(memory.arrayBuffers / 1e6),
  });
} else if (phase === 'queries') {
  const { runQueries } = await import('./million-queries.ts');
  const { parts, summary } = await importAll(catalogueFile!);
  report(await runQueries(parts, summary.categories, readFileSync(snapshotFile!)));
} else {
  throw new Error(`unknown phase ${phase ?? '(none)'}`);
}
