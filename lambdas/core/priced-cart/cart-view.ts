import { revisionName } from '#contracts/board-revisions.ts';
import {
  CURRENCY,
  type CartItemQuote,
  type CartLeadTimeOption,
  type CouponResult,
  type PaymentOption,
  type PickupInfo,
  type ShippingRate,
  type ShoppingCart,
} from '#contracts/schemas/cart.ts';
import { describeChosenOptions } from '#contracts/board-options.ts';
import type { Quote } from '#contracts/schemas/quote.ts';
import type { BoardRecord } from '../db/boards.ts';
import { boardVersion } from './boards-as-seen.ts';
import { applyCoupon, couponRefusalText, type StoredCoupon } from '../marketing/coupon-rules.ts';
import type { RatesForAddress } from '../shipping/shipping-rates.ts';
import type { CartContent } from '#contracts/schemas/stored-cart.ts';

// The cart as the customer sees it, from what they chose and what is true now
// (boards, quotes, shipping table, coupons): pure, so the cart page and the
// checkout read the same numbers and the same issues. docs/states.md#cart-readiness readiness and
// "Cart can be ordered" / "Cart has issues" live here.

export const INSTANT_QUOTE = 'Has instant quote';
/** Quote statuses an order may be placed on: instant, or custom and confirmed by the shop's engineers. */
export const ORDERABLE_QUOTES: readonly string[] = [INSTANT_QUOTE, 'Received custom quote'];

export type CartLine = {
  board_id: string;
  /** The board's own quantity (1 when the board is gone). */
  quantity: number;
  /** Null when the board no longer exists or is not the cart owner's. */
  board: BoardRecord | null;
  /** Null until the board is processed (or when it cannot be). */
  quote: Quote | null;
};

export type CouponCheckResult = { code: string; coupon: StoredCoupon | undefined; redeemedByCustomer: boolean };

export type CartFacts = {
  version: number;
  nextOrderId: string;
  content: CartContent;
  lines: CartLine[];
  leadTimeId: string;
  leadTimeOptions: CartLeadTimeOption[];
  /** Rates for the shipping address and parcel; null without an address. */
  rates: RatesForAddress | null;
  pickupLocations: PickupInfo[];
  coupons: CouponCheckResult[];
  customer: { email: string; isFirstOrder: boolean; paymentNotRequired: boolean };
  cardPaymentsAvailable: boolean;
  now: string;
};

export type PricedCart = {
  view: ShoppingCart;
  lines: CartLine[];
  shippingRate: ShippingRate | null;
  pickup: PickupInfo | null;
  appliedCoupons: { code: string; discountCents: number; coupon: StoredCoupon }[];
};

/** The item's quote as the cart shows it. */
export function itemQuote(line: CartLine): CartItemQuote {
  const { board, quote } = line;
  if (!board) return { state: 'Cannot quote', total_cents: null, per_board_cents: null, reasons: ['This board no longer exists.'] };
  if (board.processing === 'Cannot process') {
    return {
      state: 'Cannot quote',
      total_cents: null,
      per_board_cents: null,
      reasons: [`The board could not be processed${board.processingReason ? `: ${board.processingReason}` : '.'}`],
    };
  }
  if (!quote)
    return { state: 'Refreshing quote', total_cents: null, per_board_cents: null, reasons: ['The board is still being processed.'] };
  const options = quote.options ? describeChosenOptions(quote.options, board.metrics?.copperLayers ?? null) : [];
  return {
    state: quote.status,
    total_cents: quote.totals?.total_cents ?? null,
    per_board_cents: quote.totals?.per_board_cents ?? null,
    reasons: quote.reasons,
    ...(options.length > 0 ? { options } : {}),
  };
}

function itemIssue(fileName: string, quote: CartItemQuote): string | null {
  if (ORDERABLE_QUOTES.includes(quote.state)) return null;
  if (quote.state === 'Refreshing quote') return `${fileName}: the quote is being refreshed.`;
  return `${fileName}: ${quote.state.toLowerCase()}${quote.reasons.length ? ` (${quote.reasons.join(' ')})` : '.'}`;
}

type Delivery = { rate: ShippingRate | null; pickup: PickupInfo | null; rates: ShippingRate[]; issue: string | null };

function delivery(facts: CartFacts): Delivery {
  const { content } = facts;
  if (content.pickup_location_id) {
    const pickup = facts.pickupLocations.find((p) => p.location_id === content.pickup_location_id) ?? null;
    return {
      rate: null,
      pickup,
      rates: [],
      issue: pickup ? null : 'That pickup location is no longer available. Choose another, or delivery.',
    };
  }
  if (!content.shipping_address) return { rate: null, pickup: null, rates: [], issue: 'Choose a shipping address and a rate, or pickup.' };
  const found = facts.rates;
  if (!found) return { rate: null, pickup: null, rates: [], issue: 'Shipping rates appear once every board is processed.' };
  if (found.kind === 'not_served')
    return { rate: null, pickup: null, rates: [], issue: `We do not ship to ${found.state} yet. Choose pickup, or another address.` };
  if (found.kind === 'nothing_fits')
    return { rate: null, pickup: null, rates: [], issue: 'No shipping rate takes a parcel this large. Choose pickup, or contact us.' };
  const rate = found.rates.find((r) => r.rate_id === content.shipping_rate_id) ?? null;
  return { rate, pickup: null, rates: found.rates, issue: rate ? null : 'Choose a shipping rate.' };
}

function paymentOptions(totalCents: number, facts: CartFacts): PaymentOption[] {
  const option = (method: PaymentOption['method'], available: boolean, reason: string): PaymentOption => ({
    method,
    available,
    unavailable_reason: available ? null : reason,
  });
  return [
    option(
      'None needed',
      totalCents === 0 || facts.customer.paymentNotRequired,
      'Only for orders with nothing to pay, or accounts approved to pay later.',
    ),
    option(
      'Card',
      facts.cardPaymentsAvailable && totalCents > 0,
      facts.cardPaymentsAvailable ? 'There is nothing to pay by card.' : 'Card payment is unavailable.',
    ),
    option('Purchase order', totalCents > 0, 'There is nothing to invoice.'),
  ];
}

/** The whole cart view, its issues and totals, from the facts. */
export function priceCart(facts: CartFacts): PricedCart {
  const issues: string[] = [];
  if (facts.lines.length === 0) issues.push('Your cart is empty.');
  const items = facts.lines.map((line) => {
    const quote = itemQuote(line);
    const fileName = line.board?.fileName ?? 'A board';
    const issue = itemIssue(fileName, quote);
    if (issue) issues.push(issue);
    return {
      board_id: line.board_id,
      quantity: line.quantity,
      board: {
        board_id: line.board_id,
        file_name: fileName,
        revision: revisionName(line.board?.revision),
        bom_state: line.board?.bomState ?? 'NONE',
        bom_version: line.board ? boardVersion(line.board) : 0,
        quote,
      },
    };
  });
  const itemsCents = items.reduce(
    (sum, i) => sum + (ORDERABLE_QUOTES.includes(i.board.quote.state) ? (i.board.quote.total_cents ?? 0) : 0),
    0,
  );

  const { rate, pickup, rates, issue: deliveryIssue } = delivery(facts);
  if (deliveryIssue) issues.push(deliveryIssue);

  const couponResults: CouponResult[] = [];
  const appliedCoupons: PricedCart['appliedCoupons'] = [];
  for (const c of facts.coupons) {
    const decision = applyCoupon({
      coupon: c.coupon,
      customerEmail: facts.customer.email,
      orderSubtotalCents: itemsCents,
      isFirstOrder: facts.customer.isFirstOrder,
      redeemedByCustomer: c.redeemedByCustomer,
      now: facts.now,
    });
    if (decision.ok) {
      couponResults.push({ id: c.code, discount_cents: decision.discountCents, problem: null });
      appliedCoupons.push({ code: c.code, discountCents: decision.discountCents, coupon: c.coupon! });
    } else {
      const problem = couponRefusalText(decision.reason, c.coupon);
      couponResults.push({ id: c.code, discount_cents: 0, problem });
      issues.push(`Coupon ${c.code}: ${problem}`);
    }
  }
  const discountCents = Math.min(
    itemsCents,
    appliedCoupons.reduce((sum, c) => sum + c.discountCents, 0),
  );
  const shippingCents = rate?.price_cents ?? 0;
  const totalCents = itemsCents + shippingCents - discountCents;

  const view: ShoppingCart = {
    version: facts.version,
    state: issues.length === 0 ? 'Cart can be ordered' : 'Cart has issues',
    items,
    shipping_address: facts.content.pickup_location_id ? null : facts.content.shipping_address,
    shipping_rate: rate,
    pickup_info: pickup,
    coupons_applied: facts.content.coupon_codes.map((id) => ({ id })),
    next_order_id: facts.nextOrderId,
    order_total: totalCents,
    currency: CURRENCY,
    was_tracked: false,
    issues,
    lead_time_id: facts.leadTimeId,
    lead_time_options: facts.leadTimeOptions,
    shipping_rates: rates,
    pickup_locations: facts.pickupLocations,
    totals: { items_cents: itemsCents, shipping_cents: shippingCents, discount_cents: discountCents, total_cents: totalCents },
    coupon_results: couponResults,
    payment_options: paymentOptions(totalCents, facts),
  };
  return { view, lines: facts.lines, shippingRate: rate, pickup, appliedCoupons };
}
