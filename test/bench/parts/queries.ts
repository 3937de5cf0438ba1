import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { PartsSearchRequest, Part } from '#contracts/parts.ts';
import { DEFAULT_PARTS_SEARCH } from '#contracts/parts.ts';
import { searchParts } from '#lambdas/core/parts/search/index.ts';
import type { CatalogueIndex } from '#lambdas/core/parts/search/index.ts';
import { random } from './scale-catalogue.ts';

// The query sets and timing both parts benchmarks use (run.ts at 26k and
// 300k, million.ts at a million): keyword, keyword + category + two filters
// + in stock (from the facets the index itself offers), MPN prefix.

export const KEYWORDS = [
  '100nF 0402',
  '10k 0603',
  'usb type-c',
  'ldo 3.3V',
  'mosfet',
  'schottky',
  'led 0805',
  'crystal',
  '10uF 25V',
  'stm32',
  'inductor 4.7uH',
  'tvs',
  'header 2.54mm',
  'electrolytic 100uF',
  'thick film 1%',
  'ferrite',
  'dc-dc',
  'terminal block',
  'capacitor',
  'resistor',
  'capacitr 0402',
  'schotky diode',
];

export function collectGarbage(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  return () => {
    gc?.();
    gc?.();
  };
}

export const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((fraction / 100) * sorted.length) - 1)]!;
}

export interface Timing {
  p50: number;
  p95: number;
  p99: number;
  meanTotal: number;
}

export function time(requests: readonly PartsSearchRequest[], run: (r: PartsSearchRequest) => { total: number }, rounds: number): Timing {
  for (const r of requests) run(r); // warm-up
  const samples: number[] = [];
  let totals = 0;
  for (let round = 0; round < rounds; round++) {
    for (const r of requests) {
      const started = performance.now();
      const { total } = run(r);
      samples.push(performance.now() - started);
      totals += total;
    }
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99), meanTotal: totals / samples.length };
}

/** keyword + category + two parameter filters + in stock, from the facets the index itself offers. */
export function filteredQueries(index: CatalogueIndex): PartsSearchRequest[] {
  const leafSizes = new Map<number, number>();
  for (let i = 0; i < index.partCount; i++) leafSizes.set(index.category[i]!, (leafSizes.get(index.category[i]!) ?? 0) + 1);
  const biggest = [...leafSizes.entries()].sort((a, b) => b[1] - a[1]).slice(0, 16);
  const out: PartsSearchRequest[] = [];
  for (const [c] of biggest) {
    const category = index.categories[c]!;
    const facets = searchParts(index, { ...DEFAULT_PARTS_SEARCH, category_ids: [category.id] }).facets.filter((f) => f.values.length >= 2);
    if (facets.length < 2) continue;
    const keyword =
      category.name
        .toLowerCase()
        .split(/[^a-z]+/)
        .find((w) => w.length >= 4) ?? category.name;
    const filters: Record<string, string[]> = {};
    for (const facet of facets.slice(0, 2))
      filters[facet.parameter.short_name] = [[...facet.values].sort((a, b) => b.count - a.count)[0]!.raw];
    out.push({ ...DEFAULT_PARTS_SEARCH, search_terms: keyword, category_ids: [category.id], filters, in_stock_only: true });
  }
  return out;
}

export function mpnPrefixQueries(parts: readonly Part[]): PartsSearchRequest[] {
  const rand = random(7);
  return Array.from({ length: 30 }, () => {
    const part = parts[Math.floor(rand() * parts.length)]!;
    return { ...DEFAULT_PARTS_SEARCH, search_terms: part.mpn.slice(0, Math.min(7, Math.max(4, part.mpn.length - 2))) };
  });
}
