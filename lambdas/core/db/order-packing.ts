import { gunzipSync, gzipSync } from 'node:zlib';
import { OrderBodySchema, OrderHoldsSchema, type OrderBody, type OrderContent, type OrderHolds } from '#contracts/schemas/stored-order.ts';
import * as z from 'zod/mini';

// An order stores every item's full quote and what it held, and DynamoDB
// items end at 400 KB: 50 boards needing 1,000 parts make about 800 KB of
// JSON. Above PACK_ABOVE bytes the two are stored gzipped (about 15× smaller)
// in `packed`, and `content` keeps everything but the items; readers always
// see the whole order. See docs/checkout.md#limits.

const PACK_ABOVE = 64 * 1024;

export type StoredOrderBody = { content: OrderContent; holds?: OrderHolds; packed?: string };

export function packOrderBody(body: OrderBody): StoredOrderBody {
  const json = JSON.stringify(body);
  if (json.length <= PACK_ABOVE) return body;
  return { content: { ...body.content, items: [] }, packed: gzipSync(json).toString('base64') };
}

/** Old orders have no holds (holdsOfOrder derives them from the content). */
const StoredBodySchema = z.extend(OrderBodySchema, { holds: z.optional(OrderHoldsSchema) });

/** The order as written, whichever way it was stored, its content and holds checked against their schemas. */
export function unpackOrder<T extends StoredOrderBody>(stored: T): Omit<T, 'packed'> {
  const { packed, ...rest } = stored;
  const raw: unknown = packed
    ? JSON.parse(gunzipSync(Buffer.from(packed, 'base64')).toString('utf8'))
    : { content: rest.content, holds: rest.holds };
  const { content, holds } = StoredBodySchema.parse(raw);
  return { ...rest, content, ...(holds ? { holds } : {}) };
}
