import { BOARD_OPTIONS, boardOptionDefinition } from '#contracts/board-options.ts';
import { CARRY_OVER_MAX_LISTED, type CarryOver, type NotCarried } from '#contracts/schemas/revision-carry-over.ts';
import { BoardOptionsSchema, DEFAULT_BOARD_OPTIONS, type BoardFacts, type BoardOptions } from '#contracts/schemas/quote.ts';
import { optionProblems } from '../quote/option-rules.ts';

// Carrying the customer's board-level choices (options, quantity) to a new
// revision: docs/revisions.md#carry-over. Pure; the caller stores the result.

export type CarriedChoices = { options: BoardOptions | undefined; quantity: number; carried: string[]; notCarried: NotCarried[] };

/**
 * Each option the previous revision chose is kept when the shop still offers
 * it and the new board can be made with it; otherwise it falls back to the
 * shop's default and is listed with the reason. Options never chosen stay
 * unchosen (the defaults). The quantity always carries.
 */
export function carryOverBoardChoices(previous: { options?: Partial<BoardOptions>; quantity?: number }, facts: BoardFacts): CarriedChoices {
  const quantity = previous.quantity ?? 1;
  const carried: string[] = ['quantity'];
  const notCarried: NotCarried[] = [];
  if (!previous.options) return { options: undefined, quantity, carried, notCarried };
  const stored: Record<string, unknown> = previous.options;
  const options: Record<string, unknown> = { ...DEFAULT_BOARD_OPTIONS };
  for (const { key } of BOARD_OPTIONS) {
    if (stored[key] === undefined) continue;
    const alone = BoardOptionsSchema.safeParse({ ...DEFAULT_BOARD_OPTIONS, [key]: stored[key] });
    if (alone.success) options[key] = stored[key];
    else notCarried.push({ what: `options.${key}`, designator: null, was: String(stored[key]), reason: 'The shop no longer offers it.' });
  }
  let chosen = BoardOptionsSchema.parse(options);
  // A rule the new board breaks (more layers, a longer outline): those options go back to the defaults. At most one pass per option.
  for (let pass = 0; pass < BOARD_OPTIONS.length; pass += 1) {
    const problems = optionProblems(facts, chosen);
    if (problems.length === 0) break;
    const reset: Record<string, unknown> = { ...chosen };
    for (const problem of problems)
      for (const key of problem.keys) {
        if (reset[key] === DEFAULT_BOARD_OPTIONS[key]) continue;
        notCarried.push({
          what: `options.${key}`,
          designator: null,
          was: boardOptionDefinition(key).format(chosen[key]),
          reason: problem.reason,
        });
        reset[key] = DEFAULT_BOARD_OPTIONS[key];
      }
    chosen = BoardOptionsSchema.parse(reset);
  }
  const dropped = new Set(notCarried.map((n) => n.what));
  for (const { key } of BOARD_OPTIONS) if (stored[key] !== undefined && !dropped.has(`options.${key}`)) carried.push(`options.${key}`);
  return { options: chosen, quantity, carried, notCarried };
}

/** The record stored on the new revision: the first entries of each list and their counts, so the board item stays small. */
export function carryOverRecord(fromBoardId: string, carried: readonly string[], notCarried: readonly NotCarried[]): CarryOver {
  return {
    from_board_id: fromBoardId,
    carried: carried.slice(0, CARRY_OVER_MAX_LISTED),
    not_carried: notCarried.slice(0, CARRY_OVER_MAX_LISTED),
    carried_total: carried.length,
    not_carried_total: notCarried.length,
  };
}
