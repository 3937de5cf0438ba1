import type { Category, Part } from '#contracts/parts.ts';
import { DEFAULT_PARTS_SEARCH } from '#contracts/parts.ts';
import { loadIndex, searchParts } from '#lambdas/core/parts/search/index.ts';
import { linearSearch, prepareLinearScan } from './linear-scan.ts';
import { bomOf, namedBoms, namedPartAccuracy, timeBomMatching } from './million-boms.ts';
import type { BomAccuracy } from './million-boms.ts';
import { filteredQueries, KEYWORDS, mpnPrefixQueries, time } from './queries.ts';
import type { Timing } from './queries.ts';

// The million-part queries phase: the three query sets inside searchParts on
// the loaded snapshot and as a linear scan over the same parts, then BOM
// matching (a 300-line BOM timed; the named BOMs' accuracy).

const ROUNDS = 5;
const BOM_LINES = 300;

export interface QueryFigures {
  timings: Record<string, { index: Timing; scan: Timing }>;
  bomRunsMs: number[];
  accuracy: Record<string, BomAccuracy>;
}

export async function runQueries(parts: Part[], categories: readonly Category[], snapshot: Uint8Array): Promise<QueryFigures> {
  const index = loadIndex(snapshot);
  const requests = {
    keyword: KEYWORDS.map((search_terms) => ({ ...DEFAULT_PARTS_SEARCH, search_terms })),
    filtered: filteredQueries(index),
    prefix: mpnPrefixQueries(parts),
  };
  const scan = prepareLinearScan(parts, categories);
  const timings: QueryFigures['timings'] = {};
  for (const [name, set] of Object.entries(requests)) {
    // Alternating sets, so a burst of load on the shared machine hits both sides.
    const indexTiming = time(set, (r) => searchParts(index, r), ROUNDS);
    const scanTiming = time(set, (r) => linearSearch(scan, r), 2);
    timings[name] = { index: indexTiming, scan: scanTiming };
  }
  scan.haystacks.length = 0;

  const named = await namedBoms();
  const bom = await bomOf(BOM_LINES, named);
  const bomRunsMs = timeBomMatching(bom, index, 4);
  const accuracy = Object.fromEntries(Object.entries(named).map(([name, lines]) => [name, namedPartAccuracy(lines, index)]));
  return { timings, bomRunsMs, accuracy };
}
