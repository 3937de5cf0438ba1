import type { Address } from '#contracts/schemas/addresses.ts';
import type { ShippingRate } from '#contracts/schemas/cart.ts';
import type { Quote } from '#contracts/schemas/quote.ts';
import { EMPTY_CART_CONTENT, type CartContent } from '#contracts/schemas/stored-cart.ts';
import type { CartFacts, CartLine } from '#lambdas/core/priced-cart/cart-view.ts';
import type { BoardRecord } from '#lambdas/core/db/boards.ts';
import { NEWSLETTER_COUPON, type StoredCoupon } from '#lambdas/core/marketing/coupon-rules.ts';
import { quoteBoard } from '#lambdas/core/quote/quote-board.ts';
import { DEFAULT_SHIPPING } from '#lambdas/core/shipping/default-shipping.ts';
import { MONDAY_MORNING, quoteInput, testPricing } from './quote-factories.ts';

// Carts as the pure cart rules see them: boards, quotes and facts with overrides.

export const BOARD_ID = 'b'.repeat(24);
export const ORDER_ID = 'o'.repeat(24);

export const address = (overrides: Partial<Address> = {}): Address => ({
  name: 'Ada Lovelace',
  company_name: '',
  address_line_1: '12 Analytical Way',
  address_line_2: '',
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  phone_number: '',
  address_index: 0,
  ...overrides,
});

export const ground: ShippingRate = {
  rate_id: 'ground',
  label: 'Ground',
  days: 5,
  ship_date: '2026-11-09',
  at_capacity: false,
  price_cents: 1_200,
};

export function boardRecord(overrides: Partial<BoardRecord> = {}): BoardRecord {
  return {
    boardId: BOARD_ID,
    userId: 'u'.repeat(24),
    fileName: 'core.zip',
    cadSource: 'Gerber',
    lifecycle: 'In shopping cart',
    processing: 'Complete',
    attempts: 1,
    bomState: 'NONE',
    uploadKey: `boards/${BOARD_ID}/core.zip`,
    uploadBytes: 1000,
    metrics: { widthMm: 100, heightMm: 80, areaMm2: 8_000, copperLayers: 2 } as BoardRecord['metrics'],
    createdAt: MONDAY_MORNING,
    updatedAt: MONDAY_MORNING,
    ...overrides,
  };
}

/** The quote of a 100 × 80 mm board at the test pricing (10 boards: $50.00). */
export function instantQuote(quantity = 10): Quote {
  return quoteBoard(quoteInput({ quantity }), testPricing());
}

export function line(overrides: Partial<CartLine> = {}): CartLine {
  return { board_id: BOARD_ID, quantity: 10, board: boardRecord(), quote: instantQuote(), ...overrides };
}

export function newsletterCoupon(overrides: Partial<StoredCoupon> = {}): StoredCoupon {
  return { code: 'CL100-AAAA-BBBB', ownerEmailKey: 'ada@example.com', ...NEWSLETTER_COUPON, ...overrides };
}

export function facts(overrides: Omit<Partial<CartFacts>, 'content'> & { content?: Partial<CartContent> } = {}): CartFacts {
  const { content, ...rest } = overrides;
  return {
    version: 3,
    nextOrderId: ORDER_ID,
    content: { ...EMPTY_CART_CONTENT, items: [{ board_id: BOARD_ID }], ...content },
    lines: [line()],
    leadTimeId: 'standard',
    leadTimeOptions: [],
    rates: null,
    pickupLocations: DEFAULT_SHIPPING.pickup_locations,
    coupons: [],
    customer: { email: 'ada@example.com', isFirstOrder: true, paymentNotRequired: false },
    cardPaymentsAvailable: false,
    now: MONDAY_MORNING,
    ...rest,
  };
}
