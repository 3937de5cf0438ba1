import { newId } from '#contracts/ids.ts';
import type { ShippingSettings } from '#contracts/schemas/shipping.ts';
import { getBoard, type BoardRecord } from '../db/boards.ts';
import { getCartRecord, type CartRecord } from '../db/carts.ts';
import { getCoupon, hasRedeemed } from '../db/coupons.ts';
import { heldByCart, withOwnHolds } from '../stock/index.ts';
import { getUserById, type UserRecord } from '../db/users.ts';
import { notFound } from '../errors.ts';
import { currentPricing } from '../pricing/pricing-versions.ts';
import { boardThicknessMm, quoteStoredBoard, refreshingWhileChecking, type BoardAssemblyForQuote } from '../quote/board-quote.ts';
import { parcelOf } from '../shipping/parcel.ts';
import { ratesForAddress } from '../shipping/shipping-rates.ts';
import { currentShippingSettings } from '../shipping/shipping-settings.ts';
import { EMPTY_CART_CONTENT } from '#contracts/schemas/stored-cart.ts';
import { priceCart, type CartFacts, type CartLine, type PricedCart } from './cart-view.ts';
import { cartLeadTimeOptions, leadTimeDays, quoteLoad, resolveLeadTimeId } from './lead-times.ts';
import { bookedByLeadTime } from './production-load.ts';

// Reads everything a cart's price depends on, now, and prices it (cart-view.ts).
// The cart page and the checkout both start here, so the order is exactly
// the cart the customer saw.

export type CartPorts = {
  /** Whether card payments are configured (the Stripe port). */
  cardPaymentsAvailable: boolean;
  /** A board's populate rows as the quote's lines (none: fabrication only), and whether its customer asked for a custom quote. */
  assemblyOf: (board: BoardRecord) => Promise<BoardAssemblyForQuote>;
};

export const FABRICATION_ONLY: CartPorts['assemblyOf'] = async () => ({ lines: [], customQuoteRequested: false });

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
// eslint-disable-next-line max-lines-per-function -- reshaped by issue 26.2 (checkout as named steps)
export async function loadCart(userId: string, ports: CartPorts, now = new Date()): Promise<LoadedCart> {
  const [user, record, pricing, shipping] = await Promise.all([
    getUserById(userId),
    getCartRecord(userId),
    currentPricing(),
    currentShippingSettings(),
  ]);
  if (!user) throw notFound('The shopping cart');
  const content = record?.content ?? EMPTY_CART_CONTENT;
  const nowIso = now.toISOString();

  const leadTimeId = resolveLeadTimeId(pricing.config, content.lead_time_id);
  const days = leadTimeDays(pricing.config, now);
  const booked = await bookedByLeadTime(days, shipping.settings.capacity);
  // One quantity: each line is as many boards as its board says (see docs/orders.md#one-quantity).
  const boards = await Promise.all(content.items.map((item) => ownedBoard(userId, item.board_id)));
  const quantities = boards.map((board) => board?.quantity ?? 1);
  const totalBoards = quantities.reduce((sum, q) => sum + q, 0);
  // The cart's own holds are its stock: its quote never says a part ran short because the cart holds it.
  const ownHolds = await heldByCart(record);

  const lines: CartLine[] = await Promise.all(
    content.items.map(async (item, i) => {
      const board = boards[i]!;
      const quantity = quantities[i]!;
      const quotable = board && board.processing === 'Complete' && board.metrics;
      const assembly = quotable ? withOwnHolds(await ports.assemblyOf(board), ownHolds) : null;
      const quote = quotable
        ? refreshingWhileChecking(
            board,
            await quoteStoredBoard(
              { metrics: board.metrics!, ...(board.options ? { options: board.options } : {}) },
              {
                quantity,
                leadTimeId,
                load: quoteLoad(shipping.settings.capacity, booked, totalBoards - quantity),
                assemblyLines: assembly!.lines,
                customQuoteRequested: assembly!.customQuoteRequested,
                now: nowIso,
              },
            ),
          )
        : null;
      return { board_id: item.board_id, quantity, board, quote };
    }),
  );

  const selectedDay = days.find((d) => d.lead_time_id === leadTimeId)?.ship_date ?? null;
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
  const parcel = measured.length === lines.length ? parcelOf(measured) : null;
  const rates =
    content.shipping_address && parcel ? ratesForAddress(shipping.settings, content.shipping_address, parcel, selectedDay) : null;

  const coupons = await Promise.all(
    content.coupon_codes.map(async (code) => ({
      code,
      coupon: await getCoupon(code),
      redeemedByCustomer: await hasRedeemed(code, userId),
    })),
  );

  const facts: CartFacts = {
    version: record?.version ?? 0,
    nextOrderId: record?.nextOrderId ?? newId(),
    content,
    lines,
    leadTimeId,
    leadTimeOptions: cartLeadTimeOptions(pricing.config, days, shipping.settings.capacity, booked, totalBoards, leadTimeId),
    rates,
    pickupLocations: shipping.settings.pickup_locations,
    coupons,
    customer: { email: user.email, isFirstOrder: (user.ordersPlaced ?? 0) === 0, paymentNotRequired: user.paymentNotRequired === true },
    cardPaymentsAvailable: ports.cardPaymentsAvailable,
    now: nowIso,
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
