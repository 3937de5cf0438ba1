import type { Part } from '#contracts/parts.ts';
import type { BoardElement, PartCandidate } from '#contracts/schemas/bom.ts';
import { getAssemblyOfBoard } from '../db/assembly.ts';
import type { BoardRecord } from '../db/boards.ts';
import { getCustomQuote, type CustomQuoteRecord } from '../db/custom-quotes.ts';
import { getPartsByIds } from '../db/parts.ts';
import { assemblyLinesOf, partIdsForLines, type ConfirmedPart } from '../quote/assembly-lines.ts';
import type { AssemblyLine, BoardAssemblyForQuote } from '../quote/board-quote.ts';

// What the quote needs of a stored board's assembly: its rows grouped into
// lines with the parts' current stock and prices, each line's parametric
// equivalents (for the suggestions), and the engineers' confirmations of its
// manual-entry parts. The cart, the checkout and the review page read it here.

export type StoredAssemblyForQuote = BoardAssemblyForQuote & {
  elements: BoardElement[];
  parts: Map<string, Part>;
  customQuote: CustomQuoteRecord | null;
};

function confirmedParts(customQuote: CustomQuoteRecord | null): Map<string, ConfirmedPart> {
  return new Map(
    Object.entries(customQuote?.confirmations ?? {}).map(([id, c]) => [id, { unit_price_micros: c.unit_price_micros, stock: c.stock }]),
  );
}

export async function assemblyForQuote(board: Pick<BoardRecord, 'boardId'>): Promise<StoredAssemblyForQuote> {
  const [stored, customQuote] = await Promise.all([getAssemblyOfBoard(board.boardId), getCustomQuote(board.boardId)]);
  const elements = stored.elements.map((e) => ({ ...e.element, id: e.elementId }));
  const candidatesByRow = new Map<number, readonly PartCandidate[]>(stored.lines.map((l) => [l.row, l.match.candidates]));
  const parts = await getPartsByIds(partIdsForLines(elements, candidatesByRow));
  const lines: AssemblyLine[] = assemblyLinesOf({ elements, parts, candidatesByRow, confirmed: confirmedParts(customQuote) });
  return { lines, customQuoteRequested: customQuote !== null, elements, parts, customQuote };
}
