import type { AssemblySummary, ElementChange } from '#contracts/schemas/assembly.ts';
import type { BoardElement, BomMismatch, ElementProcessing } from '#contracts/schemas/bom.ts';
import type { BomState } from '#contracts/schemas/boards.ts';
import type { ElementOverrides } from '#contracts/schemas/stored-assembly.ts';
import type { Pad } from '#lambdas/cad/board-model.ts';
import type { ChosenPart } from '../bom/board-elements.ts';
import { ELEMENT_TRANSITIONS } from '../bom/element-transitions.ts';
import { checkFootprint } from '../bom/footprint-check.ts';
import { placementMethod } from '../bom/placement-method.ts';
import { populateRowError } from '../bom/populate-row.ts';
import { canTransition } from '../state-machine.ts';

// A populate row's customer choices (part, populate, consigned) applied on
// top of what the BOM and matching gave it, and everything that follows from
// them: the footprint check, the placement method and the row's settled
// processing state; then the board's BOM state from all its rows. Pure.

/** What the customer set on a row. Absent: as the BOM and matching say. */

export function mergeOverrides(current: ElementOverrides, change: ElementChange): ElementOverrides {
  const next = { ...current };
  if (change.part_id !== undefined) next.part_id = change.part_id;
  if (change.do_not_populate !== undefined) next.do_not_populate = change.do_not_populate;
  if (change.is_consignment !== undefined) next.is_consignment = change.is_consignment;
  return next;
}

export function overriddenFields(overrides: ElementOverrides): ('part_id' | 'do_not_populate' | 'is_consignment')[] {
  return (['part_id', 'do_not_populate', 'is_consignment'] as const).filter((field) => overrides[field] !== undefined);
}

/** Complete, or Needs attention when the populate-row rule fails, the footprint check failed or the row has no position. */
export function settledProcessing(
  element: Pick<BoardElement, 'id' | 'part_id' | 'do_not_populate' | 'is_consignment' | 'footprint_check'>,
  part: ChosenPart | null,
): ElementProcessing {
  if (element.do_not_populate) return 'Complete';
  const attention =
    populateRowError(element, null, part?.source ?? null) !== null ||
    element.footprint_check.state === 'Failed' ||
    element.footprint_check.state === 'Missing placement info';
  return attention ? 'Needs attention' : 'Complete';
}

/**
 * The row with `overrides` applied: `base` is the row as the BOM and matching
 * made it (its part_id the matched one), `part` the package and source of
 * the part the row ends up with (null when none or unknown).
 */
export function applyElementChoice(
  base: BoardElement,
  pads: readonly Pad[],
  overrides: ElementOverrides,
  part: ChosenPart | null,
): BoardElement {
  const partId = overrides.part_id !== undefined ? overrides.part_id : base.part_id;
  const doNotPopulate = overrides.do_not_populate ?? base.do_not_populate;
  const isConsignment = overrides.is_consignment ?? base.is_consignment;
  const partPackage = partId === null ? null : (part?.package ?? '');
  const footprintCheck = checkFootprint({ do_not_populate: doNotPopulate, partPackage, placed: base.x !== null && base.y !== null, pads });
  const row = {
    id: base.id,
    part_id: partId,
    do_not_populate: doNotPopulate,
    is_consignment: isConsignment,
    footprint_check: footprintCheck,
  };
  return {
    ...base,
    ...row,
    placement_method: placementMethod({ designator: base.designator, footprint: base.footprint, pads, partPackage }),
    processing: settledProcessing(row, partId === null ? null : part),
  };
}

export class ElementStateError extends Error {
  constructor(from: ElementProcessing, to: ElementProcessing) {
    super(`An element cannot go from ${from} to ${to}`);
    this.name = 'ElementStateError';
  }
}

/** Follows element processing (docs/states.md#element-processing): from → via → the settled state; throws ElementStateError when the table forbids a step. */
export function passThrough(from: ElementProcessing, via: 'Updating' | 'Processing', settled: ElementProcessing): ElementProcessing {
  if (!canTransition(ELEMENT_TRANSITIONS, from, via)) throw new ElementStateError(from, via);
  if (!canTransition(ELEMENT_TRANSITIONS, via, settled)) throw new ElementStateError(via, settled);
  return settled;
}

/** The board's BOM state once its rows have settled: anything to look at makes it NEEDS_ATTENTION. */
export function settledBomState(input: {
  elements: readonly Pick<BoardElement, 'processing'>[];
  needsMapping: boolean;
  mismatches: readonly BomMismatch[];
}): Extract<BomState, 'NEEDS_ATTENTION' | 'COMPLETE'> {
  const attention =
    input.needsMapping ||
    input.mismatches.some((m) => m.severity === 'Error') ||
    input.elements.some((e) => e.processing === 'Needs attention');
  return attention ? 'NEEDS_ATTENTION' : 'COMPLETE';
}

export function summarizeElements(elements: readonly Pick<BoardElement, 'do_not_populate' | 'part_id' | 'processing'>[]): AssemblySummary {
  const populated = elements.filter((e) => !e.do_not_populate);
  return {
    elements: elements.length,
    populated: populated.length,
    with_part: populated.filter((e) => e.part_id !== null).length,
    needs_attention: elements.filter((e) => e.processing === 'Needs attention').length,
  };
}
