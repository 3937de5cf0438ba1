import type { CatalogueIndex } from '../parts/search/catalogue-index.ts';
import { equalRange, prefixRange, termId } from '../parts/search/catalogue-index.ts';
import { compileFilterValues } from '../parts/search/parameter-filters.ts';
import { codeKey, numberTokens } from '../parts/search/search-text.ts';

// The few questions the BOM matcher asks the in-memory catalogue index,
// answered from its sorted key tables, postings and value dictionary without
// decoding parts: parts with this exact MPN or supplier code, parts indexed
// under this value, and each part's value of a parameter.

export interface ParameterValueAt {
  raw: string;
  /** NaN when the value has no number. */
  number: number;
  unit: string;
}

export class CatalogueLookup {
  private readonly accepted = new Map<string, Set<number>>();

  constructor(readonly index: CatalogueIndex) {}

  /** Parts whose MPN (or supplier code) is exactly `text`, ignoring case and punctuation. */
  exact(which: 'mpn' | 'supplier_code', text: string): number[] {
    const key = codeKey(text);
    if (key === '') return [];
    const keys = which === 'mpn' ? this.index.mpnKeys : this.index.codeKeys;
    const owners = which === 'mpn' ? this.index.mpnParts : this.index.codeParts;
    const [from, to] = equalRange(keys, key);
    const out: number[] = [];
    for (let k = from; k < to; k++) out.push(owners[k]!);
    return out;
  }

  /** Parts whose MPN starts with `text` (at most `limit`, in browse order). */
  mpnPrefix(text: string, limit: number): number[] {
    const key = codeKey(text);
    const [from, to] = prefixRange(this.index.mpnKeys, key);
    const parts = new Set<number>();
    for (let k = from; k < to; k++) parts.add(this.index.mpnParts[k]!);
    return [...parts].sort((a, b) => a - b).slice(0, limit);
  }

  /** Parts indexed under a value (`1e-7` F): any parameter or word of theirs reads as it. */
  withValue(value: number, unit: string): Uint32Array {
    const tokens = numberTokens(value, unit);
    const id = termId(this.index, tokens[tokens.length - 1]!);
    if (id < 0) return new Uint32Array(0);
    return this.index.postings.subarray(this.index.termStart[id]!, this.index.termStart[id + 1]!);
  }

  parameterNumber(id: string): number {
    return this.index.parameters.findIndex((p) => p.id === id);
  }

  /** Whether the catalogue marks the parameter for component matching. */
  usedForMatching(id: string): boolean {
    return this.index.parameters.some((p) => p.id === id && p.used_for_component_matching);
  }

  /** The value id part `part` has for parameter number `p`, or -1. */
  valueOf(part: number, parameter: number): number {
    const from = this.index.valueStart[parameter]!;
    const to = this.index.valueStart[parameter + 1]!;
    const end = this.index.partValueStart[part + 1]!;
    for (let k = this.index.partValueStart[part]!; k < end; k++) {
      const v = this.index.partValues[k]!;
      if (v >= to) return -1;
      if (v >= from) return v;
    }
    return -1;
  }

  value(valueId: number): ParameterValueAt {
    return { raw: this.index.valueRaw[valueId]!, number: this.index.valueNumber[valueId]!, unit: this.index.valueUnit[valueId]! };
  }

  /** Value ids of parameter `p` that any of the filter values (`100nF`, `≥10V`, `≤20%`, `X5R`) accepts; compiled once per filter. */
  acceptedValues(parameter: number, filter: string | readonly string[]): Set<number> {
    const values = typeof filter === 'string' ? [filter] : filter;
    const key = `${parameter}\u0000${values.join('\u0001')}`;
    let set = this.accepted.get(key);
    if (!set) {
      const accepts = compileFilterValues(values);
      set = new Set<number>();
      for (let v = this.index.valueStart[parameter]!; v < this.index.valueStart[parameter + 1]!; v++)
        if (accepts(this.value(v))) set.add(v);
      this.accepted.set(key, set);
    }
    return set;
  }

  /** The part number (browse order) of a supplier code, or -1. */
  partNumber(supplierCode: string): number {
    return this.exact('supplier_code', supplierCode)[0] ?? -1;
  }

  stock(part: number): number {
    return this.index.stock[part]!;
  }
}
