import { CART_HOLD_LIMITS, CART_HOLD_MAX_VALUE_MICROS } from '#contracts/stock-hold-limits.ts';
import type { WantedHold } from './parts-to-hold.ts';

// Which of the parts a cart's quotes buy the cart may keep held: at most
// CART_HOLD_LIMITS in units and in value, for one customer's cart, so nobody
// holds the whole stock of a popular part from the cart. Holds the cart
// already has come first, so a change to the cart never moves a hold from one
// part to another; a part is held whole or not at all. Pure; runs in one pass
// over the parts, however many. See docs/checkout.md#hold-limits.

export type HoldLimits = { maxUnits: number; maxValueMicros: number };

export const CART_LIMITS: HoldLimits = { maxUnits: CART_HOLD_LIMITS.maxUnits, maxValueMicros: CART_HOLD_MAX_VALUE_MICROS };

export type HoldPlan = {
  /** Within the limits, by part id. */
  hold: WantedHold[];
  /** Past a limit: not held, by part id. */
  overLimit: WantedHold[];
};

/** The parts to hold, from what the quotes buy and what the cart holds now (units per part id). */
export function planCartHolds(wanted: readonly WantedHold[], heldNow: ReadonlyMap<string, number>, limits = CART_LIMITS): HoldPlan {
  const kept = wanted.filter((w) => heldNow.get(w.partId) === w.quantity);
  const fresh = wanted.filter((w) => heldNow.get(w.partId) !== w.quantity);
  const hold: WantedHold[] = [];
  const overLimit: WantedHold[] = [];
  let units = 0;
  let value = 0;
  for (const part of kept.concat(fresh)) {
    if (units + part.quantity <= limits.maxUnits && value + part.valueMicros <= limits.maxValueMicros) {
      hold.push(part);
      units += part.quantity;
      value += part.valueMicros;
    } else {
      overLimit.push(part);
    }
  }
  const byPart = (a: WantedHold, b: WantedHold) => a.partId.localeCompare(b.partId);
  return { hold: hold.sort(byPart), overLimit: overLimit.sort(byPart) };
}

/** The units and value (cents, rounded up) of some holds: what the staff view shows. */
export function holdTotals(holds: readonly WantedHold[]): { parts: number; units: number; valueCents: number } {
  let units = 0;
  let valueMicros = 0;
  for (const h of holds) {
    units += h.quantity;
    valueMicros += h.valueMicros;
  }
  return { parts: holds.length, units, valueCents: Math.ceil(valueMicros / 10_000) };
}
