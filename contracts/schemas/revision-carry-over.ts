import * as z from 'zod/mini';
import { priceBreak } from '../parts.ts';

// What a new revision took over from the previous one, and what it could not (docs/revisions.md#carry-over).

/** Entries each list keeps at most; the rest are counted (a board has hundreds of parts, the board item stays small). */
export const CARRY_OVER_MAX_LISTED = 200;

export const NotCarriedSchema = z.object({
  /**
   * What was chosen: `quantity`, an option (`options.finish`), an assembly file (`bom`, `placement`), or a choice on one
   * component (`part`, `do_not_populate`, `consigned`, with its designator).
   */
  what: z.string(),
  /** The component's designator, for a per-part choice; null otherwise. */
  designator: z.nullable(z.string()),
  /** The previous revision's choice, in words. */
  was: z.string(),
  reason: z.string(),
});
export type NotCarried = z.infer<typeof NotCarriedSchema>;

const count = z.number().check(z.int(), z.gte(0));

export const CarryOverSchema = z.object({
  /** Revision the choices came from. */
  from_board_id: z.string(),
  /** `quantity`, `options.<key>`, `bom`, `placement:<file>`, and per component `part:<designator>`, `do_not_populate:<designator>`, `consigned:<designator>`. */
  carried: z.array(z.string()),
  not_carried: z.array(NotCarriedSchema),
  /** How many carried in all (`carried` lists the first CARRY_OVER_MAX_LISTED). */
  carried_total: count,
  not_carried_total: count,
});
export type CarryOver = z.infer<typeof CarryOverSchema>;

/** As stored on the board: revisions processed before the totals were kept have none (their lists were never cut). */
export type StoredCarryOver = Omit<CarryOver, 'carried_total' | 'not_carried_total'> &
  Partial<Pick<CarryOver, 'carried_total' | 'not_carried_total'>>;

/** A part of the previous revision as it stood when the new revision took the choices over: what the BOM diff compares stock and prices with. */
export const PartStandingSchema = z.object({
  part_id: z.string(),
  mpn: z.string(),
  stock: z.number().check(z.int(), z.gte(0)),
  price_breaks: z.array(priceBreak),
});
export type PartStanding = z.infer<typeof PartStandingSchema>;

/** Stored beside the revision's diff (one entry per distinct part of the previous revision). */
export const PartStandingsSchema = z.object({ taken_at: z.string(), parts: z.array(PartStandingSchema) });
export type PartStandings = z.infer<typeof PartStandingsSchema>;
