import { describe, expect, it } from 'vitest';
import type { Address } from '#contracts/schemas/addresses.ts';
import { CartUpdateSchema, type CartUpdate, type PickupInfo, type ShippingRate, type ShoppingCart } from '#contracts/schemas/cart.ts';
import {
  CART_POLL_MS,
  cartPollInterval,
  chooseShippingRate,
  choosePickup,
  clearDelivery,
  isCouponApplied,
  isReadyToOrder,
  setShippingAddress,
  toggleCoupon,
} from '../../../web/src/features/cart/cart-rules.ts';

const address = (name = 'Ada Lovelace'): Address => ({
  name,
  company_name: '',
  address_line_1: '1 Main St',
  address_line_2: '',
  city: 'Boston',
  state: 'MA',
  postal_code: '02110',
  phone_number: '',
  address_index: null,
});
const rate: ShippingRate = { rate_id: 'ground', label: 'Ground', days: 5, ship_date: null, at_capacity: false, price_cents: 1200 };
const pickup: PickupInfo = {
  location_id: 'shop',
  name: 'Our shop',
  address: address('Copperline'),
  hours: [{ days: 'Mon–Fri', open_hour: 9, close_hour: 17 }],
};
const empty = (overrides: Partial<CartUpdate> = {}): CartUpdate => ({
  version: 3,
  items: [],
  shipping_address: null,
  shipping_rate: null,
  pickup_info: null,
  coupons_applied: [],
  lead_time_id: null,
  ...overrides,
});

describe('delivery choices (docs/states.md#delivery-choices)', () => {
  it('a new address clears pickup and the rate', () => {
    const next = setShippingAddress(empty({ shipping_rate: rate, pickup_info: pickup }), address());
    expect(next).toMatchObject({ shipping_address: address(), shipping_rate: null, pickup_info: null, version: 3 });
  });

  it('choosing a rate keeps the address', () => {
    const next = chooseShippingRate(setShippingAddress(empty(), address()), rate);
    expect(next).toMatchObject({ shipping_address: address(), shipping_rate: rate });
  });

  it('pickup clears address and rate; clearing clears all three', () => {
    const withDelivery = chooseShippingRate(setShippingAddress(empty(), address()), rate);
    expect(choosePickup(withDelivery, pickup)).toMatchObject({ shipping_address: null, shipping_rate: null, pickup_info: pickup });
    expect(clearDelivery(choosePickup(withDelivery, pickup))).toMatchObject({
      shipping_address: null,
      shipping_rate: null,
      pickup_info: null,
    });
  });

  it('is ready with an address and a rate, or with pickup; not with an address alone', () => {
    expect(isReadyToOrder(empty())).toBe(false);
    expect(isReadyToOrder(setShippingAddress(empty(), address()))).toBe(false);
    expect(isReadyToOrder(empty({ shipping_rate: rate }))).toBe(false);
    expect(isReadyToOrder(chooseShippingRate(setShippingAddress(empty(), address()), rate))).toBe(true);
    expect(isReadyToOrder(choosePickup(empty(), pickup))).toBe(true);
  });

  it('the server refuses a cart with both delivery and pickup', () => {
    const both = { ...chooseShippingRate(setShippingAddress(empty(), address()), rate), pickup_info: pickup };
    const parsed = CartUpdateSchema.safeParse(both);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Choose delivery or pickup, not both');
    expect(CartUpdateSchema.safeParse(choosePickup(both, pickup)).success).toBe(true);
  });
});

describe('coupons (docs/states.md#coupons, docs/validation.md#cart-helpers)', () => {
  it('toggling adds to the front, or removes when already applied (matched by id)', () => {
    const one = toggleCoupon(empty(), 'CL100-AAAA-BBBB');
    const two = toggleCoupon(one, 'STAFF10');
    expect(two.coupons_applied).toEqual([{ id: 'STAFF10' }, { id: 'CL100-AAAA-BBBB' }]);
    expect(isCouponApplied(two, 'CL100-AAAA-BBBB')).toBe(true);
    expect(toggleCoupon(two, 'CL100-AAAA-BBBB').coupons_applied).toEqual([{ id: 'STAFF10' }]);
    expect(isCouponApplied(toggleCoupon(two, 'CL100-AAAA-BBBB'), 'CL100-AAAA-BBBB')).toBe(false);
  });
});

describe('polling (docs/states.md#loading-and-polling, docs/limits.md#timing)', () => {
  const item = (bom_state: 'NONE' | 'CHECKING' | 'COMPLETE', quoteState: string | null) => ({
    board_id: 'a'.repeat(24),
    quantity: 5,
    board: {
      board_id: 'a'.repeat(24),
      file_name: 'x.zip',
      bom_state,
      quote: quoteState === null ? null : { state: quoteState, total_cents: null },
    },
  });
  const cart = (...items: ReturnType<typeof item>[]) => ({ items }) as Pick<ShoppingCart, 'items'>;

  it('every 2 s while a BOM is checking or a quote refreshing, otherwise never', () => {
    expect(cartPollInterval(undefined)).toBe(false);
    expect(cartPollInterval(cart())).toBe(false);
    expect(cartPollInterval(cart(item('COMPLETE', 'Has instant quote')))).toBe(false);
    expect(cartPollInterval(cart(item('COMPLETE', 'Has instant quote'), item('CHECKING', null)))).toBe(CART_POLL_MS);
    expect(cartPollInterval(cart(item('COMPLETE', 'Refreshing quote')))).toBe(2000);
  });
});
