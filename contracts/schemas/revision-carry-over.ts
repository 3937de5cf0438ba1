import * as z from 'zod/mini';

// What a new revision took over from the previous one, and what it could not (docs/revisions.md#carry-over).

export const NotCarriedSchema = z.object({
  /** What was chosen: `quantity`, an option (`options.finish`), or a part choice. */
  what: z.string(),
  /** The component's designator, for a per-part choice; null otherwise. */
  designator: z.nullable(z.string()),
  /** The previous revision's choice, in words. */
  was: z.string(),
  reason: z.string(),
});
export type NotCarried = z.infer<typeof NotCarriedSchema>;

export const CarryOverSchema = z.object({
  /** Revision the choices came from. */
  from_board_id: z.string(),
  carried: z.array(z.string()),
  not_carried: z.array(NotCarriedSchema),
});
export type CarryOver = z.infer<typeof CarryOverSchema>;
