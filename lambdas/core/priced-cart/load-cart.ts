import { newId } from '#contracts/ids.ts';
import type { ShippingSettings } from '#contracts/schemas/shipping.ts';
import { assemblyForQuote } from '../assembly/assembly-for-quote.ts';
import { getBoard, type BoardRecord } from '../db/boards.ts';
import { getCartRecord, type CartRecord } from '../db/carts.ts';
import { getCoupon, hasRedeemed } from '../db/coupons.ts';
import { ordersPlacedUnderEmail } from '../db/email-order-counts.ts';
import { emailKey } from '../marketing/email-key.ts';
import { heldByCart, withOwnHolds } from '../stock/index.ts';
import { getUserById, type UserRecord } from '../db/users.ts';
import { notFound } from '../errors.ts';
import { currentPricing } from '../pricing/pricing-versions.ts';
import { boardThicknessMm, quoteStoredBoard, refreshingWhileChecking } from '../quote/board-quote.ts';
import { parcelOf } from '../shipping/parcel.ts';
import { ratesForAddress } from '../shipping/shipping-rates.ts';
import { currentShippingSettings } from '../shipping/shipping-settings.ts';
import { EMPTY_CART_CONTENT } from '#contracts/schemas/stored-cart.ts';
import { priceCart, type CartFacts, type CartLine, type PricedCart } from './cart-view.ts';
import { cartLeadTimeOptions, leadTimeDays, quoteLoad, resolveLeadTimeId } from './lead-times.ts';
import type { CartPorts } from './cart-ports.ts';
import { bookedByLeadTime } from './production-load.ts';

// Reads everything a cart's price depends on, now, and prices it (cart-view.ts).
// The cart page and the checkout both start here, so the order is exactly
// the cart the customer saw. Each board's assembly is its stored populate
// rows as the quote's lines (assembly-for-quote.ts; none: fabrication only).

export type LoadedCart = {
  record: CartRecord | null;
  user: UserRecord;
  facts: CartFacts;
  priced: PricedCart;
  pricingVersion: number;
  shippingVersion: number;
  shipping: ShippingSettings;
};

async function ownedBoard(userId: string, boardId: string): Promise<BoardRecord | null> {
  const board = await getBoard(boardId);
  return board && board.userId === userId ? board : null;
}

/** The cart of `userId` priced now; a user without a cart has an empty one (version 0). */
export async function loadCart(userId: string, ports: CartPorts, now = new Date()): Promise<LoadedCart> {
  const [user, record, pricing, shipping] = await Promise.all([
    getUserById(userId),
    getCartRecord(userId),
    currentPricing(),
    currentShippingSettings(),
  ]);
  if (!user) throw notFound('The shopping cart');
  // A first order is the account's and its e-mail identity's (docs/security.md#first-orders).
  const emailOrders = await ordersPlacedUnderEmail(emailKey(user.email));
  const content = record?.content ?? EMPTY_CART_CONTENT;
  const leadTimeId = resolveLeadTimeId(pricing.config, content.lead_time_id);
  const days = leadTimeDays(pricing.config, now);
  const booked = await bookedByLeadTime(days, shipping.settings.capacity);
  const { lines, totalBoards } = await quotedLines(userId, record, {
    leadTimeId,
    load: (otherBoards) => quoteLoad(shipping.settings.capacity, booked, otherBoards),
    now: now.toISOString(),
  });
  const selectedDay = days.find((d) => d.lead_time_id === leadTimeId)?.ship_date ?? null;
  const parcel = parcelOfLines(lines);
  const facts: CartFacts = {
    version: record?.version ?? 0,
    nextOrderId: record?.nextOrderId ?? newId(),
    content,
    lines,
    leadTimeId,
    leadTimeOptions: cartLeadTimeOptions(pricing.config, days, shipping.settings.capacity, booked, totalBoards, leadTimeId),
    rates: content.shipping_address && parcel ? ratesForAddress(shipping.settings, content.shipping_address, parcel, selectedDay) : null,
    pickupLocations: shipping.settings.pickup_locations,
    coupons: await couponsOf(content.coupon_codes, userId),
    customer: {
      email: user.email,
      isFirstOrder: (user.ordersPlaced ?? 0) === 0 && emailOrders === 0,
      paymentNotRequired: user.paymentNotRequired === true,
    },
    cardPaymentsAvailable: ports.cardPaymentsAvailable,
    now: now.toISOString(),
  };
  return {
    record,
    user,
    facts,
    priced: priceCart(facts),
    pricingVersion: pricing.version,
    shippingVersion: shipping.version,
    shipping: shipping.settings,
  };
}

type QuoteTerms = {
  leadTimeId: string;
  /** Capacity and bookings for a board of the cart, with `otherBoards` (the rest of the cart) already booked. */
  load: (otherBoards: number) => ReturnType<typeof quoteLoad>;
  now: string;
};

/** Each cart item with its board (this customer's) and its quote now, and the boards in all. */
async function quotedLines(
  userId: string,
  record: CartRecord | null,
  terms: QuoteTerms,
): Promise<{ lines: CartLine[]; totalBoards: number }> {
  const items = record?.content.items ?? EMPTY_CART_CONTENT.items;
  const boards = await Promise.all(items.map((item) => ownedBoard(userId, item.board_id)));
  // One quantity: each line is as many boards as its board says (see docs/orders.md#one-quantity).
  const quantities = boards.map((board) => board?.quantity ?? 1);
  const totalBoards = quantities.reduce((sum, quantity) => sum + quantity, 0);
  // The cart's own holds are its stock: its quote never says a part ran short because the cart holds it.
  const ownHolds = await heldByCart(record);
  const lines = await Promise.all(
    items.map(async (item, i) => {
      const board = boards[i]!;
      const quantity = quantities[i]!;
      const quote = await quoteOf(board, quantity, { ...terms, otherBoards: totalBoards - quantity, ownHolds });
      return { board_id: item.board_id, quantity, board, quote };
    }),
  );
  return { lines, totalBoards };
}

/** A processed board's quote at its quantity, with its assembly's parts (the cart's own holds counted as stock); null before processing. */
async function quoteOf(
  board: BoardRecord | null,
  quantity: number,
  terms: QuoteTerms & { otherBoards: number; ownHolds: Awaited<ReturnType<typeof heldByCart>> },
): Promise<CartLine['quote']> {
  if (!board || board.processing !== 'Complete' || !board.metrics) return null;
  const assembly = withOwnHolds(await assemblyForQuote(board), terms.ownHolds);
  return refreshingWhileChecking(
    board,
    await quoteStoredBoard(
      { metrics: board.metrics, findings: board.findings ?? [], ...(board.options ? { options: board.options } : {}) },
      {
        quantity,
        leadTimeId: terms.leadTimeId,
        load: terms.load(terms.otherBoards),
        assemblyLines: assembly.lines,
        customQuoteRequested: assembly.customQuoteRequested,
        now: terms.now,
      },
    ),
  );
}

/** The parcel of every line, once every board is measured; null before. */
function parcelOfLines(lines: readonly CartLine[]): ReturnType<typeof parcelOf> | null {
  const measured = lines.flatMap((line) =>
    line.board?.metrics
      ? [
          {
            metrics: line.board.metrics,
            thicknessMm: boardThicknessMm({ metrics: line.board.metrics, ...(line.board.options ? { options: line.board.options } : {}) }),
            quantity: line.quantity,
          },
        ]
      : [],
  );
  return measured.length === lines.length ? parcelOf(measured) : null;
}

async function couponsOf(codes: readonly string[], userId: string): Promise<CartFacts['coupons']> {
  return Promise.all(
    codes.map(async (code) => ({ code, coupon: await getCoupon(code), redeemedByCustomer: await hasRedeemed(code, userId) })),
  );
}
