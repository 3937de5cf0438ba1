import type { Parameter, Part } from '#contracts/parts.ts';
import { GrowableUint32 } from './growable-uint32.ts';
import type { ParameterValue } from './token-pairs.ts';
import { nfkc } from './search-text.ts';
import { sharedUint32 } from './build-memory.ts';

// The index build's per-part columns (stock, category, value ids) and the
// distinct parameter values, from one pass over every part's parameters: at
// a million parts that is 6.4 million values, and reading each part's
// parameter object twice (once for the values, once for the ids) was a sixth
// of the build.

export type DistinctValue = { raw: string; value: number; unit: string; id: number };

/** Values are deduplicated case-sensitively: `10mΩ` and `10MΩ` are different values. */
const rawKeys = new Map<string, string>();
function normalisedRaw(raw: string): string {
  let key = rawKeys.get(raw);
  if (key === undefined) {
    key = nfkc(raw).trim().replace(/℃/g, '°C');
    if (rawKeys.size > 1_000_000) rawKeys.clear();
    rawKeys.set(raw, key);
  }
  return key;
}

/** Whether a part's value is, field for field, the one its value id stands for (so its tokens are that id's). */
function isCanonical(value: ParameterValue, distinct: DistinctValue): boolean {
  const number = value.value ?? Number.NaN;
  return (
    value.raw === distinct.raw &&
    (value.unit ?? '') === distinct.unit &&
    (number === distinct.value || (Number.isNaN(number) && Number.isNaN(distinct.value)))
  );
}

/** Value ids grouped by parameter, each parameter's numbers ascending, then text. */
function numberValues(valuesByParameter: ReadonlyArray<ReadonlyMap<string, DistinctValue>>) {
  const valueStart = new Uint32Array(valuesByParameter.length + 1);
  const distinctValues: DistinctValue[] = [];
  valuesByParameter.forEach((values, index) => {
    valueStart[index] = distinctValues.length;
    const sorted = [...values.values()].sort((left, right) => {
      const an = Number.isNaN(left.value);
      const bn = Number.isNaN(right.value);
      if (an !== bn) return an ? 1 : -1;
      if (!an && left.value !== right.value) return left.value - right.value;
      return left.raw < right.raw ? -1 : left.raw > right.raw ? 1 : 0;
    });
    for (const v of sorted) {
      v.id = distinctValues.length;
      distinctValues.push(v);
    }
  });
  valueStart[valuesByParameter.length] = distinctValues.length;
  return { valueStart, distinctValues };
}

export type FactSources = {
  /** Each part's category (build-index.ts, categoriesOf). */
  category: Uint16Array;
  parameterIndex: ReadonlyMap<string, number>;
  parameterList: readonly Parameter[];
  categoryCount: number;
};

/**
 * Each part's stock, category and value ids (sorted), the distinct values,
 * how many parts of each category carry each parameter, and the values whose
 * text differs from their id's (same value once normalised, spelled
 * otherwise), which are tokenised alone.
 */
export function partFacts(parts: readonly Part[], { category, parameterIndex, parameterList, categoryCount }: FactSources) {
  const n = parts.length;
  const stock = sharedUint32(n);
  const partValueStart = sharedUint32(n + 1);
  const valuesByParameter = parameterList.map(() => new Map<string, DistinctValue>());
  const presence = Array.from({ length: categoryCount }, () => new Map<number, number>());
  // Each part's values as their distinct value, until the distinct values are numbered.
  const partDistinct: DistinctValue[] = [];
  const otherwise: Array<[part: number, distinct: DistinctValue, value: ParameterValue]> = [];
  for (let i = 0; i < n; i++) {
    const part = parts[i]!;
    stock[i] = Math.min(part.stock, 0xffffffff);
    const c = category[i]!;
    partValueStart[i] = partDistinct.length;
    for (const id in part.parameters) {
      const value = part.parameters[id]!;
      const p = parameterIndex.get(id)!;
      const key = normalisedRaw(value.raw);
      const values = valuesByParameter[p]!;
      let distinct = values.get(key);
      if (distinct === undefined) {
        distinct = { raw: value.raw, value: value.value ?? Number.NaN, unit: value.unit ?? '', id: 0 };
        values.set(key, distinct);
      }
      partDistinct.push(distinct);
      if (!isCanonical(value, distinct)) otherwise.push([i, distinct, value]);
      presence[c]!.set(p, (presence[c]!.get(p) ?? 0) + 1);
    }
  }
  partValueStart[n] = partDistinct.length;

  const { valueStart, distinctValues } = numberValues(valuesByParameter);
  const partValues = new GrowableUint32();
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    ids.length = 0;
    for (let k = partValueStart[i]!; k < partValueStart[i + 1]!; k++) ids.push(partDistinct[k]!.id);
    ids.sort((a, b) => a - b);
    for (const id of ids) partValues.push(id);
  }
  const spelledOtherwise = otherwise.map(([part, distinct, value]) => [part, distinct.id, value] as const);
  return { stock, category, partValueStart, partValues: partValues.toArray(), presence, valueStart, distinctValues, spelledOtherwise };
}
