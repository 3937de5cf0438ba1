import * as z from 'zod/mini';
import { catalogueId, category, parameter, parameterId, part, priceBreak } from '../parts.ts';

// Custom (manual-entry) parts: staff enter a part the supplier catalogue does
// not have. Prices are integer micro-dollars; parameter values are text
// (`4k7`, `25V`, `X7R`) that the server reads with the catalogue's unit parser.

export const customPartParameterInput = z.object({
  parameter_id: parameterId,
  raw: z.string().check(z.trim(), z.minLength(1, 'Give a value'), z.maxLength(100)),
});
export type CustomPartParameterInput = z.infer<typeof customPartParameterInput>;

const httpUrl = z.url({ protocol: /^https?$/, error: 'Give an http(s) address' });

export const customPartBody = z.object({
  mpn: z.string().check(z.trim(), z.minLength(1, 'Give the manufacturer part number'), z.maxLength(100)),
  manufacturer: z.string().check(z.trim(), z.minLength(1, 'Give the manufacturer'), z.maxLength(100)),
  category_id: catalogueId,
  description: z.string().check(z.trim(), z.maxLength(500)),
  package: z.string().check(z.trim(), z.maxLength(100)),
  datasheet: z.union([z.literal(''), httpUrl]),
  moq: z.number().check(z.int(), z.gte(1, 'At least 1'), z.lte(1_000_000)),
  /** What a BOM would write for it (`100nF 50V X7R 0402`); the labelling tool labels it. */
  value_text: z.string().check(z.trim(), z.maxLength(200)),
  price_breaks: z.array(priceBreak).check(
    z.minLength(1, 'Give at least one price'),
    z.maxLength(20),
    z.refine(
      (breaks) => breaks.every((b, i) => i === 0 || b.min_qty > breaks[i - 1]!.min_qty),
      'Quantities must go up from one price break to the next',
    ),
  ),
  parameters: z.array(customPartParameterInput).check(
    z.maxLength(50),
    z.refine((list) => new Set(list.map((p) => p.parameter_id)).size === list.length, 'Give each parameter once'),
  ),
});
export type CustomPartBody = z.infer<typeof customPartBody>;

export const createCustomPartBody = z.extend(customPartBody, {
  /** Units on hand; recorded as the part's first inventory movement. */
  initial_stock: z.number().check(z.int(), z.gte(0), z.lte(10_000_000)),
});
export type CreateCustomPartBody = z.infer<typeof createCustomPartBody>;

export const SEARCH_INDEX_STATES = ['rebuild_requested', 'rebuild_request_failed'] as const;

export const customPartResponse = z.object({
  part,
  /** Whether a rebuild of the search snapshot was queued; the part shows in search once it has run. */
  search_index: z.enum(SEARCH_INDEX_STATES),
});
export type CustomPartResponse = z.infer<typeof customPartResponse>;

export const customPartsResponse = z.object({ parts: z.array(part) });
export type CustomPartsResponse = z.infer<typeof customPartsResponse>;

export const partCategoriesResponse = z.object({ categories: z.array(category) });
export type PartCategoriesResponse = z.infer<typeof partCategoriesResponse>;

export const partParametersResponse = z.object({ parameters: z.array(parameter) });
export type PartParametersResponse = z.infer<typeof partParametersResponse>;

export const customPartParams = z.object({ partId: catalogueId });
