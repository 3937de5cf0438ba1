import { parseQuantity, parseQuantityRange, sameNumber } from '../units.ts';
import { nfkc, normaliseSearchText } from './search-text.ts';

// A filter value is what the facet showed (`10kΩ`) or what a user typed:
// `10k` matches 10 000 Ω, `≥25V` / `<=1%` compare, `1k~10k` / `1k..10k` are
// inclusive ranges. Text values (`X7R`, `0402`) match case-insensitively.

export interface FilterableValue {
  readonly raw: string;
  /** NaN when the value has no number. */
  readonly number: number;
  readonly unit: string;
  /** `foldedValueText(raw)`, when the caller keeps it (the search index does: a filter tests every value of its parameter). */
  readonly folded?: string;
  /** `exactValueText(raw)`, likewise. */
  readonly exact?: string;
}

/** A value's text as a case-insensitive filter compares it. */
export const foldedValueText = (text: string): string => normaliseSearchText(text).trim();
/** A value's text as a quantity filter compares it: case kept (`10mΩ` is not `10MΩ`). */
export const exactValueText = (text: string): string => nfkc(text).trim().replace(/℃/g, '°C');

export type ValuePredicate = (value: FilterableValue) => boolean;

function unitsAgree(filterUnit: string, valueUnit: string): boolean {
  return filterUnit === '' || filterUnit === valueUnit;
}

function atLeast(value: number, bound: number): boolean {
  return value > bound || sameNumber(value, bound);
}

function compileOne(text: string): ValuePredicate {
  const trimmed = text.trim();
  // Case matters for quantities (`10mΩ` is not `10MΩ`); other text compares case-insensitively.
  const exactCase = parseQuantity(trimmed) !== undefined || parseQuantityRange(trimmed) !== undefined;
  const normalised = exactCase ? exactValueText(trimmed) : foldedValueText(trimmed);
  const textMatch: ValuePredicate = exactCase
    ? (v) => (v.exact ?? exactValueText(v.raw)) === normalised
    : (v) => (v.folded ?? foldedValueText(v.raw)) === normalised;

  const comparison = /^(≥|>=|≤|<=|>|<)\s*(.+)$/.exec(trimmed);
  if (comparison) {
    const q = parseQuantity(comparison[2] ?? '');
    if (!q) return textMatch;
    const op = comparison[1];
    return (filterableValue) => {
      if (Number.isNaN(filterableValue.number) || !unitsAgree(q.unit, filterableValue.unit)) return false;
      if (op === '≥' || op === '>=') return atLeast(filterableValue.number, q.value);
      if (op === '≤' || op === '<=') return atLeast(q.value, filterableValue.number);
      if (op === '>') return filterableValue.number > q.value && !sameNumber(filterableValue.number, q.value);
      return filterableValue.number < q.value && !sameNumber(filterableValue.number, q.value);
    };
  }

  const range = parseQuantityRange(trimmed);
  if (range) {
    return (filterableValue) =>
      textMatch(filterableValue) ||
      (!Number.isNaN(filterableValue.number) &&
        unitsAgree(range.unit, filterableValue.unit) &&
        atLeast(filterableValue.number, range.min) &&
        atLeast(range.max, filterableValue.number));
  }

  const q = parseQuantity(trimmed);
  if (q) return (v) => textMatch(v) || (!Number.isNaN(v.number) && unitsAgree(q.unit, v.unit) && sameNumber(v.number, q.value));
  return textMatch;
}

/** A predicate true when a value matches any of the filter's values. */
export function compileFilterValues(values: readonly string[]): ValuePredicate {
  const predicates = values.filter((v) => v.trim() !== '').map(compileOne);
  return (value) => predicates.some((p) => p(value));
}
