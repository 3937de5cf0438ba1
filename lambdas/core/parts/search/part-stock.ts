import type { CatalogueIndex } from './catalogue-index.ts';
import { lowerBound } from './catalogue-index.ts';
import { noteStock } from './in-stock-bits.ts';
import { codeKey } from './search-text.ts';

// A warm Lambda can apply stock changes (inventory events) to its loaded
// index between snapshot rebuilds; in-stock filtering and the returned parts
// then see the new figure. Browse order stays as built until the next rebuild.

function partNumberOf(index: CatalogueIndex, supplierCode: string): number {
  const key = codeKey(supplierCode);
  const at = lowerBound(index.codeKeys, key);
  return index.codeKeys.at(at) === key ? index.codeParts[at]! : -1;
}

/** Sets a part's stock; false when the index has no part with that supplier code. */
export function setPartStock(index: CatalogueIndex, supplierCode: string, stock: number): boolean {
  const p = partNumberOf(index, supplierCode);
  if (p < 0) return false;
  index.stock[p] = Math.max(0, Math.min(Math.floor(stock), 0xffffffff));
  noteStock(index, p);
  return true;
}
