import type { BoardAssemblyForQuote } from '../quote/board-quote.ts';

// The stock a cart holds is its own: its quotes count the units it holds as
// in stock, so the holder never reads "insufficient inventory" because of its
// own hold, while every other customer sees only the free stock (the part's
// figure, already lowered by the hold). See docs/checkout.md#cart-holds.

function plusHeld<P extends { part_id: string; stock: number }>(part: P, own: ReadonlyMap<string, number>): P {
  const held = own.get(part.part_id) ?? 0;
  return held > 0 ? { ...part, stock: part.stock + held } : part;
}

/** The board's quote lines with the cart's own holds (units per part id) added to each part's stock. */
export function withOwnHolds(assembly: BoardAssemblyForQuote, own: ReadonlyMap<string, number>): BoardAssemblyForQuote {
  if (own.size === 0) return assembly;
  return {
    ...assembly,
    lines: assembly.lines.map((line) => ({
      ...line,
      part: line.part ? plusHeld(line.part, own) : line.part,
      ...(line.alternatives ? { alternatives: line.alternatives.map((a) => plusHeld(a, own)) } : {}),
    })),
  };
}
