import { usdToMicros } from '#contracts/money.ts';
import type { PriceBreak } from '#contracts/parts.ts';

// Prices arrive as decimal USD strings; we keep integer micro-dollars
// (contracts/money.ts) so that sums and comparisons never meet rounding.

export { usdToMicros };

/** jlcparts' `20-180:0.00089|200-580:0.000714|600-:0.0006` → breaks sorted by quantity. */
export function parseJlcPriceBreaks(text: string): PriceBreak[] | string {
  const t = text.trim();
  if (t === '') return [];
  const breaks: PriceBreak[] = [];
  for (const piece of t.split('|')) {
    const m = /^(\d+)-(\d*):(.+)$/.exec(piece.trim());
    const price = m?.[3] === undefined ? undefined : usdToMicros(m[3]);
    if (!m || price === undefined) return `invalid price break '${piece}'`;
    const minQty = Number(m[1]);
    if (minQty < 1) return `invalid price break '${piece}': quantity below 1`;
    breaks.push({ min_qty: minQty, unit_price_micros: price });
  }
  breaks.sort((a, b) => a.min_qty - b.min_qty);
  // Scraped data repeats a break now and then (`100-101`, `102-103` at one price); keep the first per quantity.
  return breaks.filter((b, i) => i === 0 || b.min_qty !== breaks[i - 1]?.min_qty);
}

/** The KiCad library's single `0.081USD` price → one break from the minimum order quantity. */
export function parseSingleUsdPrice(text: string, moq: number): PriceBreak[] | string {
  const t = text.trim();
  if (t === '') return [];
  const m = /^([\d.eE+-]+)\s*(?:USD|\$)?$/i.exec(t.replace(/^\$/, ''));
  const price = m?.[1] === undefined ? undefined : usdToMicros(m[1]);
  if (price === undefined) return `invalid price '${t}'`;
  return [{ min_qty: moq, unit_price_micros: price }];
}
