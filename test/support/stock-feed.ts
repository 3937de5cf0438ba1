import type { Part, PriceBreak } from '#contracts/parts.ts';
import { useStackEnv } from './store-env.ts';

// Stock-and-prices feeds for tests on a shared stack (docs/parts.md#stock-and-prices-feed):
// a feed covers the whole supplier source, so a test that applies one through the
// staff page or the API lists every stored part of it with the figures it has
// (the units holds took added back, as the supplier's figure) and changes only its own.

useStackEnv();
const feed = await import('#lambdas/core/parts/stock-feed/apply-feed.ts');
const reservations = await import('#lambdas/core/db/stock-reservations.ts');
const ids = await import('#lambdas/core/parts/catalogue-ids.ts');

export const FEED_HEADER = 'supplier_code,stock,price_breaks';

/** jlcparts' price column for these breaks (`1-:0.100000|100-:0.050000`). */
export const breaksText = (breaks: readonly PriceBreak[]) =>
  breaks.map((b) => `${b.min_qty}-:${(b.unit_price_micros / 1e6).toFixed(6)}`).join('|');

export const feedLine = (code: string, stock: number, breaks: readonly PriceBreak[]) => `${code},${stock},${breaksText(breaks)}`;

export const feedFile = (lines: Iterable<string>) => [FEED_HEADER, ...lines].join('\n');

/** The units reservations hold of each part, for the parts held by these orders. */
async function unitsHeld(heldBy: ReadonlyMap<string, readonly string[]>): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  for (const [partId, orders] of heldBy)
    for (const orderId of orders)
      for (const reservation of await reservations.listReservations(orderId))
        if (reservation.partId === partId) held.set(partId, (held.get(partId) ?? 0) + reservation.quantity);
  return held;
}

/** Every listed (not discontinued) part of the supplier source as a feed line with its figures as they stand, by supplier code. */
export async function catalogueAsItStands(): Promise<Map<string, string>> {
  const targets = [];
  for await (const page of feed.tableFeedStore.targets('JLCPCB/LCSC catalogue')) targets.push(...page.filter((t) => !t.discontinued));
  const held = await unitsHeld(new Map(targets.filter((t) => t.heldBy.length > 0).map((t) => [t.id, t.heldBy])));
  return new Map(
    targets.map((target) => [
      target.supplier_code,
      feedLine(target.supplier_code, target.stock + (held.get(target.id) ?? 0), JSON.parse(target.price_breaks_json) as PriceBreak[]),
    ]),
  );
}

const RUN = String(Date.now() % 1e5).padStart(5, '0');
const STARTED = Date.now().toString(36).toUpperCase();

/** The supplier code of a file's nth feed test part: `C<prefix><run><nth>`, each file with a prefix of its own. */
export const feedTestCode = (prefix: string, nth: number) => `C${prefix}${RUN}${String(nth).padStart(4, '0')}`;

/** The word in every MPN and value text of a file's feed test parts, to search them alone. */
export const feedTestTag = (prefix: string) => `ZZFEED${prefix}${STARTED}`;

/** Catalogue parts of the supplier source with supplier codes no other file uses (feedTestCode), 100 in stock at $0.10. */
export function feedTestParts(prefix: string, count: number, categoryId: string): Part[] {
  const tag = feedTestTag(prefix);
  return Array.from({ length: count }, (_, nth) => {
    const code = feedTestCode(prefix, nth);
    return {
      id: ids.partIdForSupplierCode(code),
      supplier_code: code,
      mpn: `${tag}-${nth}`,
      manufacturer: 'FEEDCO',
      category_id: categoryId,
      description: `feed test part ${nth}`,
      package: '0402',
      datasheet: '',
      stock: 100,
      moq: 1,
      price_breaks: [{ min_qty: 1, unit_price_micros: 100_000 }],
      library_type: 'basic',
      parameters: {},
      value_text: `${tag}-${nth}`,
      labeled_value_text: [],
      labeled: false,
      source: 'JLCPCB/LCSC catalogue',
    };
  });
}
