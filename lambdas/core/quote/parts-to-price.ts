import type { CustomPart } from '#contracts/schemas/board-quote.ts';
import type { BoardElement } from '#contracts/schemas/bom.ts';
import type { AssemblyLine } from './board-quote.ts';

// The manual-entry parts of a board that the shop must price (docs/states.md#custom-quotes
// "Requires custom quote"): populated, bought by the shop (not consigned),
// one entry per part with where it goes and how many the boards need. Pure.

export type Confirmation = NonNullable<CustomPart['confirmed']>;

export function customPartsOf(
  lines: readonly AssemblyLine[],
  boards: number,
  elements: readonly Pick<BoardElement, 'id' | 'designator'>[],
  descriptions: ReadonlyMap<string, string>,
  confirmations: Readonly<Record<string, Confirmation>>,
): CustomPart[] {
  const designatorOf = new Map(elements.map((e) => [e.id, e.designator]));
  const byPart = new Map<string, CustomPart>();
  for (const line of lines) {
    const part = line.part;
    if (!part || part.source !== 'Manual entry' || line.do_not_populate || line.consigned) continue;
    const entry = byPart.get(part.part_id) ?? {
      part_id: part.part_id,
      name: part.name,
      description: descriptions.get(part.part_id) ?? '',
      designators: [],
      needed_quantity: 0,
      confirmed: confirmations[part.part_id] ?? null,
    };
    entry.designators.push(...line.element_ids.map((id) => designatorOf.get(id) ?? id));
    entry.needed_quantity += line.quantity_per_board * boards;
    byPart.set(part.part_id, entry);
  }
  return [...byPart.values()];
}
