import { gunzipSync, gzipSync } from 'node:zlib';
import type { OrderContent } from '../checkout/order-from-cart.ts';
import type { OrderHolds } from '../orders/order-holds.ts';

// An order stores every item's full quote and what it held, and DynamoDB
// items end at 400 KB: 50 boards needing 1,000 parts make about 800 KB of
// JSON. Above PACK_ABOVE bytes the two are stored gzipped (about 15× smaller)
// in `packed`, and `content` keeps everything but the items; readers always
// see the whole order. See docs/checkout.md#limits.

const PACK_ABOVE = 64 * 1024;

export type OrderBody = { content: OrderContent; holds: OrderHolds };
export type StoredOrderBody = { content: OrderContent; holds?: OrderHolds; packed?: string };

export function packOrderBody(body: OrderBody): StoredOrderBody {
  const json = JSON.stringify(body);
  if (json.length <= PACK_ABOVE) return body;
  return { content: { ...body.content, items: [] }, packed: gzipSync(json).toString('base64') };
}

/** The order as written, whichever way it was stored. */
export function unpackOrder<T extends { content: OrderContent; holds?: OrderHolds | null; packed?: string | null }>(stored: T): Omit<T, 'packed'> {
  const { packed, ...rest } = stored;
  if (!packed) return rest;
  const body = JSON.parse(gunzipSync(Buffer.from(packed, 'base64')).toString('utf8')) as OrderBody;
  return { ...rest, content: body.content, holds: body.holds };
}
