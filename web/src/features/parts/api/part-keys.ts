import type { PartsSearchRequest } from '#contracts/parts.ts';

// The parts feature's query keys, its staff tools' included (docs/architecture.md#web-data-access).
export const partKeys = {
  part: (partId: string | null) => ['part', partId] as const,
  search: (request: PartsSearchRequest) => ['parts-search', request] as const,
  categories: ['parts', 'categories'] as const,
  parameters: ['parts', 'parameters'] as const,
  custom: ['parts', 'custom'] as const,
  bins: ['bins'] as const,
  movements: (partId: string) => ['movements', partId] as const,
  /** The staff page's stock-and-prices feed runs: the newest ones, and one run (polled while it applies). */
  stockFeedRuns: ['parts', 'stock-feeds'] as const,
  stockFeedRun: (runId: string) => ['parts', 'stock-feeds', runId] as const,
  /** The inventory page's look-up of one supplier code or MPN. */
  byCode: (code: string) => ['inventory-find', code] as const,
};
