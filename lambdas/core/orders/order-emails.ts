import { fileWithRevision } from '#contracts/board-revisions.ts';
import { formatCents } from '#contracts/money.ts';
import type { OrderStateKind } from '#contracts/schemas/orders.ts';
import type { OrderRecord } from '../db/orders.ts';
import type { EmailMessage } from '../notifications/mailer.ts';
import type { CancelPaymentOutcome } from './after-cancel.ts';

// What the customer is told when their order is placed or changes (pure).
// Only changes a customer cares about send anything.

function itemsText(order: OrderRecord): string {
  return order.content.items
    .map((i) => `- ${fileWithRevision(i.file_name, i.revision)}: ${i.quantity} boards, ${formatCents(i.quote.totals?.total_cents ?? 0)}`)
    .join('\n');
}

function deliveryText(order: OrderRecord): string {
  const { pickup_info: pickup, shipping_address: address, shipping_rate: rate, lead_time: lead } = order.content;
  const ships = lead.ship_date ? ` It is planned to ship on ${lead.ship_date}.` : '';
  if (pickup) return `You will pick it up at ${pickup.name}, ${pickup.address.address_line_1}, ${pickup.address.city}.${ships}`;
  if (address && rate)
    return `It goes by ${rate.label} to ${address.name}, ${address.address_line_1}, ${address.city}, ${address.state} ${address.postal_code}.${ships}`;
  return ships.trim();
}

export function orderPlacedEmail(order: OrderRecord): EmailMessage {
  const t = order.content.totals;
  return {
    to: order.customerEmail,
    subject: `We received your order ${order.orderId}`,
    text: [
      `Thank you for your order ${order.orderId}.`,
      '',
      itemsText(order),
      '',
      `Boards ${formatCents(t.items_cents)} · Shipping ${formatCents(t.shipping_cents)}${t.discount_cents ? ` · Discount −${formatCents(t.discount_cents)}` : ''} · Total ${formatCents(t.total_cents)} ${order.content.currency}`,
      `Payment: ${order.paymentMethod}${order.purchaseOrder ? ` (PO ${order.purchaseOrder.number}; the invoice goes to ${order.purchaseOrder.send_invoice_to})` : ''}.`,
      deliveryText(order),
      '',
      'We will e-mail you as it moves along. You can follow it on your account page.',
    ].join('\n'),
  };
}

const ORDER_TEXT: Partial<Record<string, (o: OrderRecord) => string>> = {
  'Order received': () => 'We accepted your order and production is starting.',
  'Awaiting consigned parts': () => 'We are waiting for the parts you are sending us before we can build your boards.',
  Shipped: (o) => `Your boards are on their way${o.content.shipping_rate ? ` by ${o.content.shipping_rate.label}` : ''}.`,
  Delivered: () => 'Your boards were delivered. We hope they work first time.',
  'Ready for pickup': (order) =>
    `Your boards are ready for pickup at ${order.content.pickup_info?.name ?? 'our workshop'}${order.content.pickup_info ? `, ${order.content.pickup_info.address.address_line_1}, ${order.content.pickup_info.address.city}` : ''}.`,
  'Picked up': () => 'You picked up your boards. Thank you!',
};

const INVOICE_TEXT: Partial<Record<string, (o: OrderRecord) => string>> = {
  'Invoice sent': (order) =>
    `We sent the invoice for ${formatCents(order.orderTotalCents)} to ${order.purchaseOrder?.send_invoice_to ?? order.customerEmail}.`,
  'Invoice paid': () => 'We received the payment of your invoice. Thank you!',
};

const PAYMENT_TEXT: Partial<Record<string, (o: OrderRecord) => string>> = {
  'Paid in full': (o) => `We received your payment of ${formatCents(o.orderTotalCents)}.`,
  Refunded: (o) => `We refunded ${formatCents(o.orderTotalCents)}.`,
};

/** What the cancel e-mail says about the money (see after-cancel.ts). */
function cancelMoneyText(order: OrderRecord, outcome: CancelPaymentOutcome): string {
  switch (outcome.kind) {
    case 'refunded':
      return `We refunded ${formatCents(outcome.amountCents)} to your card. Banks usually show it within 5–10 business days.`;
    case 'refund_due':
      return `You paid ${formatCents(order.orderTotalCents)}: we owe you a refund and will e-mail you as soon as it is on its way back.`;
    case 'authorisation_released':
      return `Nothing was charged: the hold of ${formatCents(order.orderTotalCents)} on your card was released.`;
    case 'nothing_charged':
      return `Nothing was charged.${order.invoiceState === 'Invoice sent' ? ' Please disregard our invoice.' : ''}`;
  }
}

/** The cancel e-mail: the order is canceled, and what happened to the money. */
export function canceledEmail(order: OrderRecord, outcome: CancelPaymentOutcome): EmailMessage {
  return {
    to: order.customerEmail,
    subject: `Order ${order.orderId}: Canceled`,
    text: `Your order was canceled. ${cancelMoneyText(order, outcome)}\n\nOrder ${order.orderId} · ${formatCents(order.orderTotalCents)} ${order.content.currency}`,
  };
}

/** The e-mail for one state change, or null when the customer need not hear of it (a cancel has its own, canceledEmail). */
export function stateChangeEmail(order: OrderRecord, kind: OrderStateKind, to: string): EmailMessage | null {
  const text = (kind === 'order' ? ORDER_TEXT : kind === 'invoice' ? INVOICE_TEXT : PAYMENT_TEXT)[to];
  if (!text) return null;
  return {
    to: order.customerEmail,
    subject: `Order ${order.orderId}: ${to}`,
    text: `${text(order)}\n\nOrder ${order.orderId} · ${formatCents(order.orderTotalCents)} ${order.content.currency}`,
  };
}
