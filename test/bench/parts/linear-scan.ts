import type { Part, PartsSearchRequest } from '#contracts/parts.ts';
import { PARTS_PAGE_SIZE } from '#contracts/parts.ts';
import { compileFilterValues } from '#lambdas/core/parts/search/parameter-filters.ts';
import { normaliseSearchText } from '#lambdas/core/parts/search/search-text.ts';

// The baseline: a plain loop over the Part objects, filters first, then
// substring matching of every query word, then a sort of the matches.
// It answers the same request as searchParts but without any index.

export interface LinearCatalogue {
  parts: readonly Part[];
  haystacks: string[];
  descendants: Map<string, Set<string>>;
}

export function prepareLinearScan(
  parts: readonly Part[],
  categories: ReadonlyArray<{ id: string; parent_id: string | null }>,
): LinearCatalogue {
  const haystacks = parts.map((part) =>
    normaliseSearchText(
      [
        part.supplier_code,
        part.mpn,
        part.manufacturer,
        part.description,
        part.package,
        ...Object.values(part.parameters).map((v) => v.raw),
      ].join(' '),
    ),
  );
  const descendants = new Map<string, Set<string>>();
  for (const c of categories) {
    for (let a: string | null = c.id, guard = 0; a !== null && guard < 32; guard++) {
      if (!descendants.has(a)) descendants.set(a, new Set());
      descendants.get(a)!.add(c.id);
      a = categories.find((x) => x.id === a)?.parent_id ?? null;
    }
  }
  return { parts, haystacks, descendants };
}

export function linearSearch(catalogue: LinearCatalogue, request: PartsSearchRequest): { total: number; results: Part[] } {
  const words = normaliseSearchText(request.search_terms)
    .split(/\s+/)
    .filter((w) => w !== '');
  const allowed =
    request.category_ids.length > 0
      ? new Set(request.category_ids.flatMap((id) => [...(catalogue.descendants.get(id) ?? [id])]))
      : undefined;
  const filters = Object.entries(request.filters)
    .filter(([, values]) => values.length > 0)
    .map(([id, values]) => [id, compileFilterValues(values)] as const);
  const matches: Part[] = [];
  const { parts, haystacks } = catalogue;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if (request.in_stock_only && p.stock === 0) continue;
    if (allowed && !allowed.has(p.category_id)) continue;
    let ok = true;
    for (const [id, accepts] of filters) {
      const v = p.parameters[id];
      if (!v || !accepts({ raw: v.raw, number: v.value ?? Number.NaN, unit: v.unit ?? '' })) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    const haystack = haystacks[i]!;
    if (words.every((w) => haystack.includes(w))) matches.push(p);
  }
  matches.sort((a, b) => b.stock - a.stock);
  const offset = (request.page - 1) * PARTS_PAGE_SIZE;
  return { total: matches.length, results: matches.slice(offset, offset + PARTS_PAGE_SIZE) };
}
