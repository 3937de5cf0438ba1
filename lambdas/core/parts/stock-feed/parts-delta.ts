import type { Part, PriceBreak } from '#contracts/parts.ts';
import type { CatalogueIndex } from '../search/catalogue-index.ts';
import { setPartStock } from '../search/part-stock.ts';

// The delta over the search snapshot (docs/parts.md#search-between-rebuilds):
// what stock-and-prices feeds changed since the snapshot's table scan, one
// entry per part, absolute figures (so applying it twice changes nothing).
// The search merges it over the loaded snapshot; the scheduled rebuild makes
// it redundant: a snapshot whose scan started after `written_at` holds it all.

export type DeltaEntry = { id: string; supplier_code: string; stock: number; price_breaks: PriceBreak[]; discontinued: boolean };

export type PartsDelta = {
  /** When the last feed's table writes had all finished (ISO 8601). */
  written_at: string;
  entries: Map<string, DeltaEntry>;
};

const DELTA_VERSION = 1;

/** id, supplier code, stock, min_qty/price pairs flattened, discontinued (0/1): about 60 bytes a part. */
type EncodedEntry = [string, string, number, number[], 0 | 1];

export function encodeDelta(delta: PartsDelta): string {
  const entries: EncodedEntry[] = [];
  for (const e of delta.entries.values()) {
    const breaks: number[] = [];
    for (const b of e.price_breaks) breaks.push(b.min_qty, b.unit_price_micros);
    entries.push([e.id, e.supplier_code, e.stock, breaks, e.discontinued ? 1 : 0]);
  }
  return JSON.stringify({ version: DELTA_VERSION, written_at: delta.written_at, entries });
}

/** Null for a delta this code cannot read (another version): the search then serves the snapshot alone. */
export function decodeDelta(text: string): PartsDelta | null {
  const parsed = JSON.parse(text) as { version?: number; written_at?: string; entries?: EncodedEntry[] };
  if (parsed.version !== DELTA_VERSION || typeof parsed.written_at !== 'string' || !Array.isArray(parsed.entries)) return null;
  const entries = new Map<string, DeltaEntry>();
  for (const [id, supplier_code, stock, breaks, discontinued] of parsed.entries) {
    const price_breaks: PriceBreak[] = [];
    for (let k = 0; k + 1 < breaks.length; k += 2) price_breaks.push({ min_qty: breaks[k]!, unit_price_micros: breaks[k + 1]! });
    entries.set(id, { id, supplier_code, stock, price_breaks, discontinued: discontinued === 1 });
  }
  return { written_at: parsed.written_at, entries };
}

/** A newer feed's entries over an older delta's (per part, the newer wins). */
export function mergeDeltas(older: PartsDelta | null, newer: PartsDelta): PartsDelta {
  if (!older) return newer;
  const entries = new Map(older.entries);
  for (const [id, entry] of newer.entries) entries.set(id, entry);
  return { written_at: newer.written_at, entries };
}

/**
 * Writes the delta's stock into the loaded index, so the in-stock filter sees
 * it (a discontinued part counts as none in stock). Returns the entries whose
 * part the snapshot does not hold (added after its scan).
 */
export function mergeDeltaIntoIndex(index: CatalogueIndex, delta: PartsDelta): number {
  let missing = 0;
  for (const entry of delta.entries.values())
    if (!setPartStock(index, entry.supplier_code, entry.discontinued ? 0 : entry.stock)) missing++;
  return missing;
}

/** The part as the delta has it: its stock, prices and discontinued flag replaced when the delta lists it. */
export function partWithDelta(part: Part, delta: PartsDelta | null): Part {
  const entry = delta?.entries.get(part.id);
  if (!entry) return part;
  const { discontinued: _, ...rest } = part;
  return { ...rest, stock: entry.stock, price_breaks: entry.price_breaks, ...(entry.discontinued ? { discontinued: true } : {}) };
}
