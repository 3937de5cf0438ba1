import type { BomLine, BomMismatch, BoardElement, LineMatch, PlacementFile } from '#contracts/schemas/bom.ts';
import type { BomState } from '#contracts/schemas/boards.ts';
import type { Component, Pad } from '#lambdas/cad/board-model.ts';
import type { ChosenPart } from '../bom/board-elements.ts';
import { buildBoardElements, isPlaceable } from '../bom/board-elements.ts';
import type { StoredElement } from '#contracts/schemas/stored-assembly.ts';
import type { BoardBomRecord } from '../db/assembly.ts';
import { applyElementChoice, passThrough, settledBomState } from './element-choice.ts';

// A board's populate rows recomputed from its BOM lines, placement files and
// board components and the lines' matches (match-lines.ts): one row per
// designator, the customer's earlier choices kept on the designators that
// remain (with their element ids, so a quote's element_ids stay valid), and
// the board's settled BOM state. Pure: the caller reads the files and the
// catalogue and stores the result.

export type ComputeAssemblyInput = {
  board: { name: string; components: readonly Component[]; date: string | null };
  lines: readonly BomLine[] | null;
  placements: readonly PlacementFile[];
  /** matchLines of `lines`. */
  matches: readonly LineMatch[];
  /** Package and source of each part a match chose or a customer picked, by id. */
  parts: ReadonlyMap<string, ChosenPart>;
  /** The rows stored before, by designator: their ids, states and the customer's choices. */
  previous: ReadonlyMap<string, Pick<StoredElement, 'elementId' | 'overrides'> & { processing: BoardElement['processing'] }>;
  /** False when the BOM is new: the customer's choices on the old one do not carry over. */
  keepOverrides: boolean;
  needsMapping: boolean;
  newId: () => string;
};

export type ComputedAssembly = {
  elements: StoredElement[];
  mismatches: BomMismatch[];
  bomState: Extract<BomState, 'NEEDS_ATTENTION' | 'COMPLETE'>;
};

/** Pads rounded to the micrometre: what the footprint check needs, stored with the row. */
function storedPads(component: Component | undefined): Pad[] {
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return (component?.pads ?? []).map((p) => ({ name: p.name, x: round(p.x), y: round(p.y), mount: p.mount }));
}

/** The BOM waits for the customer to confirm how its columns read. */
export function needsMapping(bom: BoardBomRecord | null): boolean {
  return !!bom?.bomFile && !!bom.detected?.needs_confirmation && bom.confirmedMapping === null;
}

export function computeAssembly(input: ComputeAssemblyInput): ComputedAssembly {
  const placeable = input.board.components.filter(isPlaceable);
  const { elements, mismatches } = buildBoardElements({
    board: input.board,
    bom: input.lines ? { lines: input.lines } : null,
    matches: input.matches,
    placements: input.placements,
    parts: input.parts,
  });
  const components = new Map(placeable.map((c) => [c.designator, c]));
  const stored = elements.map((base): StoredElement => {
    const before = input.previous.get(base.designator);
    const elementId = before?.elementId ?? input.newId();
    const overrides = input.keepOverrides ? (before?.overrides ?? {}) : {};
    const pads = storedPads(components.get(base.designator));
    const partId = overrides.part_id !== undefined ? overrides.part_id : base.part_id;
    const element = applyElementChoice(
      { ...base, id: elementId },
      pads,
      overrides,
      partId === null ? null : (input.parts.get(partId) ?? null),
    );
    // docs/states.md#element-processing: a stored row is settled and goes back through Processing; a new one starts Unprocessed.
    element.processing = passThrough(before?.processing ?? 'Unprocessed', 'Processing', element.processing);
    return { elementId, designator: base.designator, element, overrides, pads };
  });
  return {
    elements: stored,
    mismatches,
    bomState: settledBomState({ elements: stored.map((e) => e.element), needsMapping: input.needsMapping, mismatches }),
  };
}
