import type { CartLeadTimeOption, CartTotals, PaymentMethod, PickupInfo, ShippingRate } from '#contracts/schemas/cart.ts';
import { CURRENCY } from '#contracts/schemas/cart.ts';
import type { Address } from '#contracts/schemas/addresses.ts';
import type { Actor, InvoiceState, OrderState, PaymentState } from '#contracts/schemas/order-states.ts';
import type { OrderItem } from '#contracts/schemas/orders.ts';
import type { CartLine, PricedCart } from '../cart/cart-view.ts';
import { isFirstOrderOnly, type StoredCoupon } from '../marketing/coupon-rules.ts';
import { partsOfQuotes } from '../orders/order-holds.ts';

// Turning a priced, orderable cart into the order and everything its one
// transaction must change (STYLE: terminal.shop's Order.convertCart): pure, so
// the checkout can be read as data and tested without a database.

/** What a checkout stores of the payment (payment-plan.ts decides it). */
export type PaymentPlan = {
  method: PaymentMethod;
  invoiceState: InvoiceState;
  paymentState: PaymentState;
  paymentIntentId?: string;
  purchaseOrder?: { number: string; send_invoice_to: string; file_name: string; key: string };
};

/** The order's fixed content: what was bought exactly as quoted, where it goes, what it came to. */
export type OrderContent = {
  items: OrderItem[];
  shipping_address: Address | null;
  shipping_rate: ShippingRate | null;
  pickup_info: PickupInfo | null;
  lead_time: Omit<CartLeadTimeOption, 'selected'>;
  coupons_applied: { id: string; discount_cents: number }[];
  totals: CartTotals;
  currency: typeof CURRENCY;
  /** The shipping table version the rate came from (each item's quote records its pricing version). */
  shipping_settings_version: number;
};

export type NewOrderEvent = { kind: 'order' | 'invoice' | 'payment'; from: string | null; to: string; actor: Actor; by: string; note: string };

/** A catalogue part the order takes from stock: what the quotes bought, summed per part. */
export type StockReservation = { partId: string; quantity: number };

export type CouponUse = { code: string; discountCents: number; singleUse: boolean; maxUses: number | null; firstOrderOnly: boolean };

export type OrderPlan = {
  orderId: string;
  userId: string;
  customerEmail: string;
  state: OrderState;
  payment: PaymentPlan;
  content: OrderContent;
  /** Each board at the version priced (= the one the customer saw): the transaction is conditional on it. */
  boards: { boardId: string; version: number }[];
  reservations: StockReservation[];
  booking: { leadTimeId: string; shipDate: string; boards: number; capacityPerDay: number } | null;
  coupons: CouponUse[];
  /** Any coupon for first orders only: the user's order count must still be zero. */
  requiresFirstOrder: boolean;
  events: NewOrderEvent[];
};

/** Catalogue parts bought at a price break, per part (consigned parts come from the customer; manual ones are not in stock). */
export function stockReservations(lines: readonly CartLine[]): StockReservation[] {
  return partsOfQuotes(lines.flatMap((line) => (line.quote ? [line.quote] : [])));
}

export type OrderPlanInput = {
  priced: PricedCart;
  userId: string;
  customerEmail: string;
  payment: PaymentPlan;
  capacityPerDay: number | null;
  shippingSettingsVersion: number;
  by: string;
};

/** The order a ready cart becomes, and the changes that come with it. */
export function planOrder({ priced, userId, customerEmail, payment, capacityPerDay, shippingSettingsVersion, by }: OrderPlanInput): OrderPlan {
  const { view } = priced;
  const selected = view.lead_time_options.find((o) => o.selected);
  if (!selected) throw new Error('An orderable cart has a selected lead time');
  const { selected: _selected, ...leadTime } = selected;
  const items: OrderItem[] = priced.lines.map((line) => {
    if (!line.board || !line.quote) throw new Error('An orderable cart has a quote for every board');
    return { board_id: line.board_id, file_name: line.board.fileName, quantity: line.quantity, quote: line.quote };
  });
  const boards = items.reduce((sum, i) => sum + i.quantity, 0);
  const coupons: CouponUse[] = priced.appliedCoupons.map(({ code, discountCents, coupon }: { code: string; discountCents: number; coupon: StoredCoupon }) => ({
    code,
    discountCents,
    singleUse: coupon.singleUse,
    maxUses: coupon.maxUses ?? null,
    firstOrderOnly: isFirstOrderOnly(coupon),
  }));
  return {
    orderId: view.next_order_id,
    userId,
    customerEmail,
    state: 'Created',
    payment,
    content: {
      items,
      shipping_address: view.shipping_address,
      shipping_rate: view.shipping_rate,
      pickup_info: view.pickup_info,
      lead_time: leadTime,
      coupons_applied: coupons.map((c) => ({ id: c.code, discount_cents: c.discountCents })),
      totals: view.totals,
      currency: CURRENCY,
      shipping_settings_version: shippingSettingsVersion,
    },
    boards: priced.lines.map((l) => ({ boardId: l.board_id, version: l.board?.bomVersion ?? 0 })),
    reservations: stockReservations(priced.lines),
    booking: capacityPerDay !== null && leadTime.ship_date ? { leadTimeId: leadTime.lead_time_id, shipDate: leadTime.ship_date, boards, capacityPerDay } : null,
    coupons,
    requiresFirstOrder: coupons.some((c) => c.firstOrderOnly),
    events: [
      { kind: 'order', from: view.state, to: 'Created', actor: 'Customer', by, note: `Placed with ${payment.method}` },
      { kind: 'invoice', from: null, to: payment.invoiceState, actor: 'System', by: 'System', note: '' },
      { kind: 'payment', from: null, to: payment.paymentState, actor: 'System', by: 'System', note: '' },
    ],
  };
}
