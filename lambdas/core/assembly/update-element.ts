import type { Part } from '#contracts/parts.ts';
import type { ElementChange, UpdateElementResponse } from '#contracts/schemas/assembly.ts';
import type { Actor } from '../actor.ts';
import { boardForViewer } from '../boards/board-access.ts';
import { BOM_TRANSITIONS } from '../boards/board-transitions.ts';
import { getAssemblyOfBoard, saveElementChange } from '../db/assembly.ts';
import { getPartById } from '../db/parts.ts';
import { chosenPartOf } from '../bom/board-elements.ts';
import { AppError, notFound } from '../errors.ts';
import { canTransition } from '../state-machine.ts';
import { assertAssemblyEditable, CHECK_STALE_MS, versionConflict } from './assembly-guards.ts';
import { needsMapping } from './compute-assembly.ts';
import { quotedPartsOf, toElementView } from './assembly-view.ts';
import type { StoredElement } from '#contracts/schemas/stored-assembly.ts';
import { applyElementChoice, mergeOverrides, passThrough, settledBomState, summarizeElements } from './element-choice.ts';

// PUT /boards/{boardId}/elements/{elementId}: the customer picks a part for a
// row, or (un)ticks populate or consigned. The row goes Updating and settles
// again (docs/states.md#element-processing), its footprint is checked against the new part, and the
// board's BOM state follows from all rows: one transaction on the version
// the customer saw, so two edits never lose one another (the loser gets 409).

function partFor(partId: string | null): Promise<Part | null> {
  return partId === null ? Promise.resolve(null) : getPartById(partId);
}

export async function updateElement(
  actor: Actor,
  boardId: string,
  elementId: string,
  version: number,
  change: ElementChange,
): Promise<UpdateElementResponse> {
  const { board } = await boardForViewer(actor, boardId);
  assertAssemblyEditable(board, version);
  const stored = await getAssemblyOfBoard(boardId);
  const current = stored.elements.find((e) => e.elementId === elementId);
  if (!current) throw notFound('The row');

  const overrides = mergeOverrides(current.overrides, change);
  const partId = overrides.part_id !== undefined ? overrides.part_id : current.element.part_id;
  const part = await partFor(partId);
  if (change.part_id && !part) throw new AppError('part_not_found');

  // The stored row carries the BOM's values wherever the customer has not chosen.
  const choice = applyElementChoice(current.element, current.pads, overrides, part ? chosenPartOf(part) : null);
  choice.processing = passThrough(current.element.processing, 'Updating', choice.processing);
  const next: StoredElement = { ...current, element: choice, overrides };

  const elements = stored.elements.map((e) => (e.elementId === elementId ? next : e));
  const bomState = settledBomState({
    elements: elements.map((e) => e.element),
    needsMapping: needsMapping(stored.bom),
    mismatches: stored.bom?.mismatches ?? [],
  });
  // docs/states.md#element-processing via BOM_TRANSITIONS: a row change re-checks the BOM (→ CHECKING → settled) in one write.
  if (!canTransition(BOM_TRANSITIONS, board.bomState, 'CHECKING') || !canTransition(BOM_TRANSITIONS, 'CHECKING', bomState)) {
    throw new AppError('bom_checking');
  }
  let saved: number;
  try {
    saved = await saveElementChange(boardId, version, next, bomState, new Date(Date.now() - CHECK_STALE_MS).toISOString());
  } catch (error) {
    throw versionConflict(error);
  }
  const parts = new Map(part ? [[part.id, part]] : []);
  return {
    version: saved,
    bom_state: bomState,
    element: toElementView(next, parts, await quotedPartsOf(boardId)),
    summary: summarizeElements(elements.map((e) => e.element)),
  };
}
