import { revisionName } from '#contracts/board-revisions.ts';
import { CURRENCY } from '#contracts/schemas/cart.ts';
import type { OrderItem } from '#contracts/schemas/orders.ts';
import type { CouponUse, OrderPlan, PaymentPlan } from '#contracts/schemas/stored-order.ts';
import type { PricedCart } from '../priced-cart/cart-view.ts';
import { boardVersion } from '../priced-cart/boards-as-seen.ts';
import { isFirstOrderOnly, isNewsletterCoupon, type StoredCoupon } from '../marketing/coupon-rules.ts';
import { emailKey } from '../marketing/email-key.ts';
import { newsletterCardOf } from './newsletter-card.ts';
import { stockReservations } from '../stock/index.ts';

// Turning a priced, orderable cart into the order and everything its one
// transaction must change (docs/checkout.md#the-order-transaction): pure, so
// the checkout can be read as data and tested without a database.

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
export function planOrder({
  priced,
  userId,
  customerEmail,
  payment,
  capacityPerDay,
  shippingSettingsVersion,
  by,
}: OrderPlanInput): OrderPlan {
  const { view } = priced;
  const selected = view.lead_time_options.find((o) => o.selected);
  if (!selected) throw new Error('An orderable cart has a selected lead time');
  const { selected: _selected, ...leadTime } = selected;
  const items: OrderItem[] = priced.lines.map((line) => {
    if (!line.board || !line.quote) throw new Error('An orderable cart has a quote for every board');
    return {
      board_id: line.board_id,
      file_name: line.board.fileName,
      revision: revisionName(line.board.revision),
      quantity: line.quantity,
      quote: line.quote,
      ...(line.board.acceptedOutline ? { outline_accepted_at: line.board.acceptedOutline.acceptedAt } : {}),
    };
  });
  const boards = items.reduce((sum, i) => sum + i.quantity, 0);
  const coupons: CouponUse[] = priced.appliedCoupons.map(
    ({ code, discountCents, coupon }: { code: string; discountCents: number; coupon: StoredCoupon }) => ({
      code,
      discountCents,
      singleUse: coupon.singleUse,
      maxUses: coupon.maxUses ?? null,
      firstOrderOnly: isFirstOrderOnly(coupon),
      newsletter: isNewsletterCoupon(coupon),
    }),
  );
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
    boards: priced.lines.map((l) => ({ boardId: l.board_id, version: l.board ? boardVersion(l.board) : 0 })),
    reservations: stockReservations(priced.lines),
    booking:
      capacityPerDay !== null && leadTime.ship_date
        ? { leadTimeId: leadTime.lead_time_id, shipDate: leadTime.ship_date, boards, capacityPerDay }
        : null,
    coupons,
    requiresFirstOrder: coupons.some((c) => c.firstOrderOnly),
    customerEmailKey: emailKey(customerEmail),
    newsletterCard: newsletterCardOf(coupons, payment),
    events: [
      { kind: 'order', from: view.state, to: 'Created', actor: 'Customer', by, note: `Placed with ${payment.method}` },
      { kind: 'invoice', from: null, to: payment.invoiceState, actor: 'System', by: 'System', note: '' },
      { kind: 'payment', from: null, to: payment.paymentState, actor: 'System', by: 'System', note: '' },
    ],
  };
}
