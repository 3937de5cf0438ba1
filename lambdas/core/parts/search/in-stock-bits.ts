import type { CatalogueIndex } from './catalogue-index.ts';

// Which parts have stock, one bit each (125 KB at a million parts, so it
// stays in the CPU's cache while a broad query checks every candidate;
// the 4 MB of stock figures would not). Made on first use, kept in step by
// setPartStock.

const made = new WeakMap<CatalogueIndex, Uint32Array>();

export function inStockBits(index: CatalogueIndex): Uint32Array {
  let bits = made.get(index);
  if (!bits) {
    bits = new Uint32Array(Math.ceil(index.partCount / 32));
    for (let p = 0; p < index.partCount; p++) if (index.stock[p]! > 0) bits[p >>> 5]! |= 1 << (p & 31);
    made.set(index, bits);
  }
  return bits;
}

/** Records the part's new stock figure in the bitset, if one was made. */
export function noteStock(index: CatalogueIndex, part: number): void {
  const bits = made.get(index);
  if (!bits) return;
  if (index.stock[part]! > 0) bits[part >>> 5]! |= 1 << (part & 31);
  else bits[part >>> 5]! &= ~(1 << (part & 31));
}
