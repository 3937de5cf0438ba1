import type { CartUpdate } from '#contracts/schemas/cart.ts';
import type { CartContent } from '#contracts/schemas/stored-cart.ts';
import { AppError } from '../errors.ts';
import { normaliseCouponCode } from '../marketing/coupon-rules.ts';

// The cart's stored content (contracts/schemas/stored-cart.ts) from what the customer sent.

/** The PUT body as stored: one line per board, coupon codes in one letter case, each once (first wins). */
export function contentFromUpdate(update: CartUpdate): CartContent {
  const boards = update.items.map((i) => i.board_id);
  if (new Set(boards).size !== boards.length) {
    throw new AppError('duplicate_board', undefined, {
      items: ['A board can be in the cart once'],
    });
  }
  const codes: string[] = [];
  for (const { id } of update.coupons_applied) {
    const code = normaliseCouponCode(id);
    if (code && !codes.includes(code)) codes.push(code);
  }
  return {
    items: update.items.map(({ board_id }) => ({ board_id })),
    shipping_address: update.shipping_address,
    shipping_rate_id: update.shipping_address ? (update.shipping_rate?.rate_id ?? null) : null,
    pickup_location_id: update.pickup_info?.location_id ?? null,
    coupon_codes: codes,
    lead_time_id: update.lead_time_id,
  };
}

/** Boards that enter and leave the cart with this change (their lifecycle moves with it). */
export function boardMoves(before: CartContent, after: CartContent): { added: string[]; removed: string[] } {
  const was = new Set(before.items.map((i) => i.board_id));
  const now = new Set(after.items.map((i) => i.board_id));
  return { added: [...now].filter((id) => !was.has(id)), removed: [...was].filter((id) => !now.has(id)) };
}
