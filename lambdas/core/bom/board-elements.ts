import type { BoardElement, BomLine, BomMismatch, LineMatch, Placement, PlacementFile } from '#contracts/schemas/bom.ts';
import type { Part, PartSource } from '#contracts/parts.ts';
import type { Component, Pad } from '#lambdas/cad/board-model.ts';
import { appendAll } from '#lambdas/cad/geometry/arrays.ts';
import { compareDesignators } from './designators.ts';
import { checkFootprint } from './footprint-check.ts';
import { orientationConfidence } from './orientation.ts';
import { comparePlacement, stalePlacement } from './placement-check.ts';
import { placementMethod } from './placement-method.ts';
import { populateRowError } from './populate-row.ts';

// The populate rows (docs/data-model.md#board-element-populate-row), one per designator, and everything that does
// not line up between the board, the BOM and the placement files. A native
// board (KiCad, Eagle) gives the elements and their positions; a Gerber-only
// board gives none, so the BOM and the first placement file do.

export interface ChosenPart {
  package: string;
  source: PartSource;
}

/** A catalogue part as a row reads it: its package as labelled (else as listed) for the footprint check, and its source. */
export function chosenPartOf(part: Pick<Part, 'parameters' | 'package' | 'source'>): ChosenPart {
  return { package: part.parameters.package?.raw ?? part.package, source: part.source };
}

export interface AssemblyInput {
  board: { name: string; components: readonly Component[]; date: string | null };
  bom: { lines: readonly BomLine[] } | null;
  matches: readonly LineMatch[];
  placements: readonly PlacementFile[];
  /** Package and source of every part a match chose, by part id. */
  parts: ReadonlyMap<string, ChosenPart>;
  /** Designators the customer supplies the parts for. */
  consignment?: ReadonlySet<string>;
}

const LISTED = 8;

function list(designators: readonly string[]): string {
  const sorted = [...designators].sort(compareDesignators);
  return sorted.length > LISTED ? `${sorted.slice(0, LISTED).join(', ')} and ${sorted.length - LISTED} more` : sorted.join(', ');
}

/** Components a machine or a person places: they have pads and a real designator (not KiCad's `G***` logos or `REF**`). */
export function isPlaceable(component: Component): boolean {
  return component.pads.length > 0 && !/[*#?]/.test(component.designator) && component.designator.trim() !== '';
}

function bomMismatches(lines: readonly BomLine[]): { byDesignator: Map<string, BomLine>; mismatches: BomMismatch[] } {
  const byDesignator = new Map<string, BomLine>();
  const repeated = new Set<string>();
  const mismatches: BomMismatch[] = [];
  for (const line of lines) {
    for (const d of line.designators) {
      if (byDesignator.has(d)) repeated.add(d);
      else byDesignator.set(d, line);
    }
    if (line.quantity !== null && line.quantity !== line.designators.length) {
      mismatches.push({
        kind: 'quantity_differs',
        severity: 'Warning',
        designators: [...line.designators].sort(compareDesignators),
        message: `Row ${line.row} says quantity ${line.quantity} but names ${line.designators.length} designator${line.designators.length === 1 ? '' : 's'} (${list(line.designators)}).`,
      });
    }
  }
  if (repeated.size > 0) {
    mismatches.push({
      kind: 'designator_repeated',
      severity: 'Error',
      designators: [...repeated].sort(compareDesignators),
      message: `${list([...repeated])} appear on more than one BOM line; the first line is used.`,
    });
  }
  return { byDesignator, mismatches };
}

/** Where an element's facts come from: the board's own component, a placement file, the BOM line and its match. */
type ElementSources = {
  input: AssemblyInput;
  components: ReadonlyMap<string, Component>;
  placedBy: ReadonlyMap<string, Placement>;
  byDesignator: ReadonlyMap<string, BomLine>;
  matchByRow: ReadonlyMap<number, LineMatch>;
  /** Designators whose placement file gives another rotation than the board. */
  turned: ReadonlySet<string>;
};

function boardElement(designator: string, sources: ElementSources): BoardElement {
  const component = sources.components.get(designator);
  const placement = component ? undefined : sources.placedBy.get(designator);
  const line = sources.byDesignator.get(designator);
  const match = line ? sources.matchByRow.get(line.row) : undefined;
  const partId = match?.part_id ?? null;
  const part = partId ? sources.input.parts.get(partId) : undefined;
  const pads: readonly Pad[] = component?.pads ?? [];
  const footprint = component?.footprint ?? (placement?.footprint || line?.footprint || '');
  const value = component?.value ?? (line?.value || placement?.value || '');
  // The design's own "do not populate" (KiCad `dnp`) holds with or without a BOM.
  const doNotPopulate = component?.dnp === true || (sources.input.bom ? (line?.do_not_populate ?? true) : false);
  const isConsignment = sources.input.consignment?.has(designator) ?? false;
  const position = component ?? placement;
  const footprintCheck = checkFootprint({
    do_not_populate: doNotPopulate,
    partPackage: part?.package ?? null,
    placed: position !== undefined,
    pads,
  });
  const row = { id: designator, part_id: partId, do_not_populate: doNotPopulate, is_consignment: isConsignment };
  const attention =
    populateRowError(row, null, part?.source ?? null) !== null ||
    footprintCheck.state === 'Failed' ||
    footprintCheck.state === 'Missing placement info';
  return {
    ...row,
    designator,
    footprint,
    value,
    side: position?.side ?? null,
    x: position ? Math.round(position.x * 1000) / 1000 : null,
    y: position ? Math.round(position.y * 1000) / 1000 : null,
    rotation: position?.rotation ?? null,
    position_source: component ? 'board' : placement ? 'placement file' : null,
    placement_method: placementMethod({ designator, footprint, pads, partPackage: part?.package ?? null }),
    processing: doNotPopulate ? 'Complete' : attention ? 'Needs attention' : 'Complete',
    bom_row: line?.row ?? null,
    footprint_check: footprintCheck,
    orientation: orientationConfidence({ designator, value, footprint, pads, rotationDisagrees: sources.turned.has(designator) }),
  };
}

export function buildBoardElements(input: AssemblyInput): { elements: BoardElement[]; mismatches: BomMismatch[] } {
  const placeable = input.board.components.filter(isPlaceable);
  const native = placeable.length > 0;
  const onBoard = new Set(input.board.components.map((c) => c.designator));
  const { byDesignator, mismatches } = input.bom
    ? bomMismatches(input.bom.lines)
    : { byDesignator: new Map<string, BomLine>(), mismatches: [] as BomMismatch[] };
  const matchByRow = new Map(input.matches.map((m) => [m.row, m]));

  // Where each element sits: the board, else the first placement file that has it.
  const placedBy = new Map<string, Placement>();
  for (const file of input.placements) for (const p of file.placements) if (!placedBy.has(p.designator)) placedBy.set(p.designator, p);

  const turned = new Set<string>();
  for (const file of input.placements) {
    const stale = stalePlacement(file, input.board.date, input.board.name);
    if (stale) mismatches.push(stale);
  }
  if (native) {
    const items = placeable.map(({ designator, x, y, rotation, side }) => ({ designator, x, y, rotation, side }));
    for (const file of input.placements) {
      const { mismatches: found } = comparePlacement({ name: input.board.name, items }, file, 'board');
      for (const m of found) if (m.kind === 'placement_rotation_differs') for (const d of m.designators) turned.add(d);
      appendAll(mismatches, found);
    }
  } else {
    const [first, ...others] = input.placements;
    for (const file of first ? others : [])
      appendAll(mismatches, comparePlacement({ name: first!.file_name, items: first!.placements }, file, 'file').mismatches);
  }

  const designators = native ? placeable.map((c) => c.designator) : [...new Set([...byDesignator.keys(), ...placedBy.keys()])];
  if (input.bom) {
    const missing = [...byDesignator.keys()].filter((d) => (native ? !onBoard.has(d) : false));
    if (missing.length > 0)
      mismatches.push({
        kind: 'bom_designator_not_on_board',
        severity: 'Error',
        designators: missing.sort(compareDesignators),
        message: `The BOM lists ${list(missing)}, which the board does not have.`,
      });
    // A part the design itself marks "do not populate" needs no BOM line.
    const designDnp = new Set(placeable.filter((c) => c.dnp).map((c) => c.designator));
    const unlisted = designators.filter((d) => !byDesignator.has(d) && !designDnp.has(d));
    const where = native ? 'The board has' : `${input.placements[0]?.file_name ?? 'The placement file'} places`;
    if (unlisted.length > 0)
      mismatches.push({
        kind: 'board_designator_not_in_bom',
        severity: 'Warning',
        designators: unlisted.sort(compareDesignators),
        message: `${where} ${list(unlisted)}, which the BOM does not list: left unpopulated.`,
      });
  }
  if (!native && input.placements.length > 0) {
    const unplaced = [...byDesignator.entries()].filter(([d, line]) => !line.do_not_populate && !placedBy.has(d)).map(([d]) => d);
    if (unplaced.length > 0)
      mismatches.push({
        kind: 'board_designator_not_in_placement',
        severity: 'Warning',
        designators: unplaced.sort(compareDesignators),
        message: `No placement file gives a position for ${list(unplaced)}.`,
      });
  }

  const components = new Map(placeable.map((c) => [c.designator, c]));
  const sources: ElementSources = { input, components, placedBy, byDesignator, matchByRow, turned };
  const elements = designators.sort(compareDesignators).map((designator) => boardElement(designator, sources));
  return { elements, mismatches };
}
