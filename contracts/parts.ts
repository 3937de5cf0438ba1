import * as z from 'zod/mini';

// The parts catalogue: parts, the category tree, parameters, and the search
// call of docs/calls.md#parts-search-call (`PUT {api}/parts/search`). Pure schemas, shared by the
// lambdas and the web app.

/** docs/data-model.md#identifiers: identifier fields are 24 alphanumeric characters. */
export const catalogueId = z.string().check(z.regex(/^[A-Za-z0-9]{24}$/, 'expected a 24-character alphanumeric id'));

/** "Part source" (docs/data-model.md#part-source): a third-party parts-data service, or "Manual entry". */
export const PART_SOURCES = ['JLCPCB/LCSC catalogue', 'Manual entry'] as const;
export const partSource = z.enum(PART_SOURCES);
export type PartSource = z.infer<typeof partSource>;
/** Parts staff enter themselves; a catalogue import never overwrites them. */
export const MANUAL_ENTRY = PART_SOURCES[1];

export const LIBRARY_TYPES = ['basic', 'extended'] as const;
export const libraryType = z.enum(LIBRARY_TYPES);
export type LibraryType = z.infer<typeof libraryType>;

/** One quantity break: from `min_qty` units up, each costs `unit_price_micros` (USD × 10⁻⁶). */
export const priceBreak = z.object({
  min_qty: z.number().check(z.int(), z.gte(1)),
  unit_price_micros: z.number().check(z.int(), z.gte(0)),
});
export type PriceBreak = z.infer<typeof priceBreak>;

/** Parameter ids are readable slugs (`resistance`, `voltage_rating`), stable across imports. */
export const parameterId = z.string().check(z.regex(/^[a-z0-9_]{1,64}$/, 'expected a lower-case slug'));

/** A parameter value as the supplier wrote it, plus its number in SI base units when it has one. */
export const parameterValue = z.object({
  raw: z.string(),
  value: z.optional(z.number()),
  unit: z.optional(z.string()),
});
export type ParameterValue = z.infer<typeof parameterValue>;

/** "Part (labelling tool)" (docs/data-model.md#part-labelling-tool): the characters of a value text, one by one, in code points (`[...text]`). */
export function valueTextCharacters(text: string): string[] {
  return [...text];
}

/**
 * One character of a part's value text with the parameter it belongs to
 * (`parameter_id`, a Parameter id); `noop` marks a character that carries no
 * parameter (a separator, a part-number letter), labelled with the placeholder
 * "none" parameter.
 */
export const labeledCharacter = z
  .object({
    character: z.string().check(z.refine((c) => valueTextCharacters(c).length === 1, 'expected one character')),
    noop: z.boolean(),
    parameter_id: parameterId,
  })
  .check(
    z.refine((c) => c.noop === (c.parameter_id === 'none'), {
      message: 'noop is set exactly when the parameter is "none"',
      path: ['noop'],
    }),
  );
export type LabeledCharacter = z.infer<typeof labeledCharacter>;

export const part = z.object({
  id: catalogueId,
  supplier_code: z.string().check(z.minLength(1)),
  mpn: z.string(),
  manufacturer: z.string(),
  category_id: catalogueId,
  description: z.string(),
  package: z.string(),
  datasheet: z.string(),
  stock: z.number().check(z.int(), z.gte(0)),
  moq: z.number().check(z.int(), z.gte(1)),
  price_breaks: z.array(priceBreak),
  library_type: libraryType,
  /** Keyed by parameter id. */
  parameters: z.record(parameterId, parameterValue),
  value_text: z.string(),
  /** The value text labelled character by character (empty until someone labels it). */
  labeled_value_text: z.array(labeledCharacter),
  labeled: z.boolean(),
  source: partSource,
  /** The supplier's stock-and-prices feed no longer lists it: shown, never orderable, never deleted (docs/parts.md#discontinued-parts). */
  discontinued: z.optional(z.boolean()),
});
export type Part = z.infer<typeof part>;

export const category = z.object({
  id: catalogueId,
  name: z.string().check(z.minLength(1)),
  parent_id: z.nullable(catalogueId),
});
export type Category = z.infer<typeof category>;

export const parameter = z.object({
  id: parameterId,
  name: z.string(),
  /** Equal to the id; the key of search filters (docs/states.md#parts-search-state: pending filters are keyed by short name). */
  short_name: parameterId,
  unit: z.string(),
  short_unit: z.string(),
  used_for_component_matching: z.boolean(),
});
export type Parameter = z.infer<typeof parameter>;

/** docs/data-model.md#part-labelling-tool: the placeholder "none" parameter used by the labelling tool for characters that carry no parameter. */
export const NONE_PARAMETER: Parameter = {
  id: 'none',
  name: 'None',
  short_name: 'none',
  unit: '',
  short_unit: '',
  used_for_component_matching: false,
};

/** docs/calls.md#parts-search-call `PUT {api}/parts/search` body. */
export const partsSearchRequest = z.object({
  search_terms: z.string().check(z.maxLength(200)),
  category_ids: z.array(z.string()).check(z.maxLength(50)),
  /** Parameter short name (or id) → accepted values; values may carry units (`10k`, `100nF`) or ranges (`≥10k`, `1k-10k`). */
  filters: z.record(z.string(), z.array(z.string()).check(z.maxLength(100))),
  page: z.number().check(z.int(), z.gte(1), z.lte(10_000)),
  in_stock_only: z.boolean(),
});
export type PartsSearchRequest = z.infer<typeof partsSearchRequest>;

/** docs/limits.md#parts-search-defaults: page 1, empty terms, no categories, no filters, inStockOnly false. */
export const DEFAULT_PARTS_SEARCH: PartsSearchRequest = {
  search_terms: '',
  category_ids: [],
  filters: {},
  page: 1,
  in_stock_only: false,
};

export const PARTS_PAGE_SIZE = 25;

/** Why a result sits where it does, best first. */
export const RANK_REASONS = ['exact_supplier_code', 'exact_mpn', 'supplier_code_prefix', 'mpn_prefix', 'tokens', 'typo', 'browse'] as const;
export const rankReason = z.enum(RANK_REASONS);
export type RankReason = z.infer<typeof rankReason>;

export const partsSearchResult = z.object({
  part,
  rank_reason: rankReason,
});
export type PartsSearchResult = z.infer<typeof partsSearchResult>;

export const categoryCount = z.object({
  id: catalogueId,
  name: z.string(),
  parent_id: z.nullable(catalogueId),
  count: z.number().check(z.int(), z.gte(0)),
});
export type CategoryCount = z.infer<typeof categoryCount>;

export const facetValue = z.object({
  raw: z.string(),
  value: z.optional(z.number()),
  unit: z.optional(z.string()),
  count: z.number().check(z.int(), z.gte(0)),
});
export type FacetValue = z.infer<typeof facetValue>;

export const facet = z.object({
  parameter,
  values: z.array(facetValue),
  /** How many distinct values exist; `values` may be cut to the most frequent. */
  value_count: z.number().check(z.int(), z.gte(0)),
});
export type Facet = z.infer<typeof facet>;

export const partsSearchResponse = z.object({
  results: z.array(partsSearchResult),
  total: z.number().check(z.int(), z.gte(0)),
  page: z.number().check(z.int(), z.gte(1)),
  page_size: z.number().check(z.int(), z.gte(1)),
  /** Counts of matches per category (ignoring the category and parameter filters), parents included. */
  categories: z.array(categoryCount),
  /** The category whose parameters are offered as facets, when one is current. */
  facet_category_id: z.nullable(catalogueId),
  facets: z.array(facet),
});
export type PartsSearchResponse = z.infer<typeof partsSearchResponse>;

/** `GET {api}/parts/{partId}` path parameters. */
export const partParams = z.object({ partId: catalogueId });
