import type { Part } from '#contracts/parts.ts';
import type { BoardElement, PartCandidate } from '#contracts/schemas/bom.ts';
import type { QuotePart } from '#contracts/schemas/quote.ts';
import type { AssemblyLine } from './board-quote.ts';

// A board's populate rows (one per designator) grouped into the quote's
// lines: rows with the same part, placement method, side, consignment and
// populate choice are one line, placed once per row on every board. Pure: the
// caller reads the rows, the parts and the engineer's confirmations.

/** What an engineer of the shop confirmed for a manual-entry part on this board. */
export type ConfirmedPart = { unit_price_micros: number; stock: number };

export type AssemblyLineSources = {
  /** The board's rows; `id` is the element id the quote's element_ids name. */
  elements: readonly BoardElement[];
  /** Every part a row chose or a line offered as an equivalent, by id (current stock and prices). */
  parts: ReadonlyMap<string, Part>;
  /** Equivalent parts per BOM row: the line's parametric candidates (same value, package and ratings). */
  candidatesByRow: ReadonlyMap<number, readonly PartCandidate[]>;
  /** Confirmations for manual-entry parts on this board, by part id. */
  confirmed: ReadonlyMap<string, ConfirmedPart>;
};

/** The most alternatives a line carries into the suggestions. */
const MAX_ALTERNATIVES = 5;

export function quotePartOf(part: Part, confirmed: ConfirmedPart | null): QuotePart {
  return {
    part_id: part.id,
    name: (part.supplier_code || part.mpn || part.id).slice(0, 100),
    source: part.source,
    library_type: part.library_type,
    price_breaks: part.price_breaks,
    stock: part.stock,
    moq: part.moq,
    engineer_confirmed: part.source === 'Manual entry' ? confirmed : null,
    ...(part.discontinued ? { discontinued: true } : {}),
  };
}

/** Candidates that matched on parameters are equivalents; an exact MPN match has none (the customer asked for that part). */
function alternativesFor(element: BoardElement, sources: AssemblyLineSources): QuotePart[] {
  if (element.bom_row === null) return [];
  const candidates = sources.candidatesByRow.get(element.bom_row) ?? [];
  return candidates
    .filter((c) => c.kind === 'parameters' && c.part_id !== element.part_id)
    .flatMap((candidate) => {
      const part = sources.parts.get(candidate.part_id);
      return part && part.source !== 'Manual entry' && !part.discontinued ? [quotePartOf(part, null)] : [];
    })
    .slice(0, MAX_ALTERNATIVES);
}

function lineKey(element: BoardElement, partId: string | null): string {
  return JSON.stringify([partId, element.placement_method, element.side ?? 'top', element.is_consignment, element.do_not_populate]);
}

/** The quote's lines for a board's rows, in the order their first row appears. */
export function assemblyLinesOf(sources: AssemblyLineSources): AssemblyLine[] {
  const lines = new Map<string, AssemblyLine>();
  for (const element of sources.elements) {
    // A part that is gone from the catalogue is no selection: the quote says the row needs one.
    const part = element.part_id ? (sources.parts.get(element.part_id) ?? null) : null;
    const key = lineKey(element, part?.id ?? null);
    const existing = lines.get(key);
    if (existing) {
      existing.element_ids.push(element.id);
      existing.designators!.push(element.designator);
      existing.quantity_per_board += 1;
      continue;
    }
    lines.set(key, {
      element_ids: [element.id],
      designators: [element.designator],
      part_id: part?.id ?? null,
      part: part ? quotePartOf(part, sources.confirmed.get(part.id) ?? null) : null,
      quantity_per_board: 1,
      placement_method: element.placement_method,
      side: element.side === 'bottom' ? 'Bottom' : 'Top',
      consigned: element.is_consignment,
      do_not_populate: element.do_not_populate,
      alternatives: element.do_not_populate || element.is_consignment ? [] : alternativesFor(element, sources),
    });
  }
  return [...lines.values()];
}

/** Ids of every part the lines may read: the rows' choices and their lines' parametric candidates. */
export function partIdsForLines(
  elements: readonly BoardElement[],
  candidatesByRow: ReadonlyMap<number, readonly PartCandidate[]>,
): string[] {
  const ids = new Set<string>();
  for (const e of elements) {
    if (e.part_id) ids.add(e.part_id);
    if (e.bom_row !== null && !e.do_not_populate && !e.is_consignment) {
      for (const c of candidatesByRow.get(e.bom_row) ?? []) if (c.kind === 'parameters') ids.add(c.part_id);
    }
  }
  return [...ids];
}
