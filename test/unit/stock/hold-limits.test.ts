import { describe, expect, it } from 'vitest';
import { CART_HOLD_LIMITS, CART_HOLD_MAX_VALUE_MICROS } from '#contracts/stock-hold-limits.ts';
import type { Quote } from '#contracts/schemas/quote.ts';
import { CART_LIMITS, cartHoldWants, planCartHolds, type WantedHold } from '#lambdas/core/stock/index.ts';

// How much of what a cart's quotes buy it may keep held (docs/checkout.md#hold-limits):
// units and value for the whole cart, what it already holds first, a part whole
// or not at all; at ten times realistic sizes, in one pass.

const part = (partId: string, quantity: number, valueMicros = quantity * 10_000): WantedHold => ({ partId, quantity, valueMicros });
const units = (holds: readonly WantedHold[]) => holds.reduce((sum, h) => sum + h.quantity, 0);
const value = (holds: readonly WantedHold[]) => holds.reduce((sum, h) => sum + h.valueMicros, 0);

describe('planCartHolds', () => {
  it('holds everything within the limits', () => {
    const wanted = [part('a', 4), part('b', 100)];
    expect(planCartHolds(wanted, new Map())).toEqual({ hold: wanted, overLimit: [] });
  });

  it('reads its figures from the published limits', () => {
    expect(CART_LIMITS).toEqual({ maxUnits: CART_HOLD_LIMITS.maxUnits, maxValueMicros: CART_HOLD_LIMITS.maxValueCents * 10_000 });
    expect(CART_HOLD_MAX_VALUE_MICROS).toBe(1_000 * 1_000_000);
  });

  it('refuses a part that alone is past the unit limit, or the value limit: the whole stock of a popular part is not held', () => {
    const tooMany = part('popular', CART_HOLD_LIMITS.maxUnits * 10, 1);
    const tooDear = part('dear', 2_000, CART_HOLD_MAX_VALUE_MICROS * 10);
    const plan = planCartHolds([tooDear, part('ok', 4), tooMany], new Map());
    expect(plan.hold.map((h) => h.partId)).toEqual(['ok']);
    expect(plan.overLimit.map((h) => h.partId)).toEqual(['dear', 'popular']);
  });

  it('holds exactly up to a limit, never past it', () => {
    const atLimit = planCartHolds([part('a', CART_HOLD_LIMITS.maxUnits, 1)], new Map());
    expect(atLimit.hold).toHaveLength(1);
    const oneOver = planCartHolds([part('a', CART_HOLD_LIMITS.maxUnits, 1), part('b', 1, 1)], new Map());
    expect(oneOver.hold.map((h) => h.partId)).toEqual(['a']);
    expect(oneOver.overLimit.map((h) => h.partId)).toEqual(['b']);
    const valueAt = planCartHolds([part('a', 1, CART_HOLD_MAX_VALUE_MICROS), part('b', 1, 1)], new Map());
    expect(valueAt.hold.map((h) => h.partId)).toEqual(['a']);
  });

  it('keeps what the cart holds first, so a change never moves a hold from one part to another', () => {
    const limits = { maxUnits: 10, maxValueMicros: Number.MAX_SAFE_INTEGER };
    const wanted = [part('a', 6), part('z', 6)];
    // z was held first (a was added later): z keeps its hold, a is over the limit.
    expect(planCartHolds(wanted, new Map([['z', 6]]), limits)).toMatchObject({ hold: [{ partId: 'z' }], overLimit: [{ partId: 'a' }] });
    // A held part whose quantity changed is asked again like a new one.
    expect(planCartHolds(wanted, new Map([['z', 5]]), limits)).toMatchObject({ hold: [{ partId: 'a' }], overLimit: [{ partId: 'z' }] });
  });

  it('still holds smaller parts after one past the limit', () => {
    const limits = { maxUnits: 10, maxValueMicros: Number.MAX_SAFE_INTEGER };
    const plan = planCartHolds([part('a', 8), part('b', 5), part('c', 2)], new Map(), limits);
    expect(plan.hold.map((h) => h.partId)).toEqual(['a', 'c']);
    expect(plan.overLimit.map((h) => h.partId)).toEqual(['b']);
  });

  it('handles 100,000 distinct parts in one pass (ten times a hoarder’s cart), never past either limit', () => {
    const wanted = Array.from({ length: 100_000 }, (_, i) => part(`p${String(i).padStart(6, '0')}`, 1 + (i % 3), 1 + (i % 50_000)));
    const heldNow = new Map(wanted.filter((_, i) => i % 97 === 0).map((w) => [w.partId, w.quantity]));
    const started = performance.now();
    const plan = planCartHolds(wanted, heldNow);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(plan.hold.length + plan.overLimit.length).toBe(100_000);
    expect(units(plan.hold)).toBeLessThanOrEqual(CART_HOLD_LIMITS.maxUnits);
    expect(value(plan.hold)).toBeLessThanOrEqual(CART_HOLD_MAX_VALUE_MICROS);
    // The parts held before all stay held (they fit: 1,031 parts of at most 3 units).
    for (const id of heldNow.keys()) expect(plan.hold.some((h) => h.partId === id)).toBe(true);
    expect(plan.hold.length).toBeGreaterThan(3_000);
  });
});

describe('cartHoldWants', () => {
  const quoted = (partId: string, basis: 'price_break' | 'consigned', purchase: number, amountMicros: number) => ({
    element_ids: [],
    part_id: partId,
    unpriced_reason: null,
    price_info: {
      basis,
      needed_quantity: purchase,
      attrition_quantity: 0,
      purchase_quantity: purchase,
      price_break_min_qty: 1,
      unit_price_micros: 0,
      amount_micros: amountMicros,
      amount_cents: 0,
    },
  });
  const quote = (parts: ReturnType<typeof quoted>[]) => ({ quoted_parts: parts }) as unknown as Quote;

  it('sums each catalogue part over the boards, with its value; consigned parts and lines without a quote hold nothing', () => {
    const wants = cartHoldWants([
      { quote: quote([quoted('b', 'price_break', 10, 50_000), quoted('mine', 'consigned', 5, 0)]) },
      { quote: null },
      { quote: quote([quoted('b', 'price_break', 4, 20_000), quoted('a', 'price_break', 1, 7)]) },
    ]);
    expect(wants).toEqual([
      { partId: 'a', quantity: 1, valueMicros: 7 },
      { partId: 'b', quantity: 14, valueMicros: 70_000 },
    ]);
  });
});
