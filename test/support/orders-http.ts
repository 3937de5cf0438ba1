import { expect } from 'vitest';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { boardVersionsOf, type Order } from '#contracts/schemas/orders.ts';
import { api } from './identities.ts';
import { SPRINGFIELD } from './checkout.ts';
import { processedBoard } from './store-env.ts';

// The checkout as the web app drives it, over the local API (call useStackEnv() first).

type Customer = { idToken: string; userId: string };

export async function readyCartOverHttp(customer: Customer, quantity = 10): Promise<ShoppingCart> {
  const boardId = await processedBoard(customer.userId, undefined, undefined, quantity);
  const path = `/api/users/${customer.userId}/shopping-cart`;
  let cart = (await api('GET', path, { token: customer.idToken })).json as unknown as ShoppingCart;
  const base = { coupons_applied: [], pickup_info: null, lead_time_id: null };
  cart = (
    await api('PUT', path, {
      token: customer.idToken,
      body: {
        ...base,
        version: cart.version,
        items: [...cart.items.map(({ board_id }) => ({ board_id })), { board_id: boardId }],
        shipping_address: SPRINGFIELD,
        shipping_rate: null,
      },
    })
  ).json as unknown as ShoppingCart;
  const res = await api('PUT', path, {
    token: customer.idToken,
    body: {
      ...base,
      version: cart.version,
      items: cart.items.map(({ board_id }) => ({ board_id })),
      shipping_address: cart.shipping_address,
      shipping_rate: cart.shipping_rates[0],
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as unknown as ShoppingCart;
}

export async function uploadPurchaseOrderOverHttp(customer: Customer): Promise<string> {
  const pdf = new TextEncoder().encode('%PDF-1.4\n% PO\n%%EOF\n');
  const created = await api('POST', `/api/users/${customer.userId}/purchase-order-files`, {
    token: customer.idToken,
    body: { file_name: 'PO 4711.pdf', content_type: 'application/pdf', size: pdf.byteLength },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const upload = created.json.upload as { url: string; headers: Record<string, string> };
  expect((await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: pdf })).status).toBe(200);
  return created.json.upload_id as string;
}

export async function placeOrderOverHttp(customer: Customer, cart: ShoppingCart) {
  const body = {
    idempotency_key: cart.next_order_id,
    cart_version: cart.version,
    board_versions: boardVersionsOf(cart),
    expected_total_cents: cart.order_total,
    payment: {
      method: 'Purchase order',
      purchase_order_number: 'PO-4711',
      send_invoice_to: 'ap@example.com',
      upload_id: await uploadPurchaseOrderOverHttp(customer),
    },
  };
  const res = await api('POST', `/api/users/${customer.userId}/orders`, { token: customer.idToken, body });
  return { res, body, order: res.json as unknown as Order };
}
