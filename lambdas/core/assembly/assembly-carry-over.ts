import { createHash } from 'node:crypto';
import type { BomLine, LineMatch, PlacementFile } from '#contracts/schemas/bom.ts';
import type { NotCarried } from '#contracts/schemas/revision-carry-over.ts';
import type { ElementOverrides, StoredElement, StoredLine } from '#contracts/schemas/stored-assembly.ts';
import type { ChosenPart } from '../bom/board-elements.ts';
import { computeAssembly, type ComputeAssemblyInput, type ComputedAssembly } from './compute-assembly.ts';
import { overriddenFields } from './element-choice.ts';

// The previous revision's assembly taken over by the new one, matched by
// designator: its BOM lines keep the matches the previous revision had (the
// processor has no catalogue index; the BOM is the same file), every row the
// customer's choices where they still apply, and a list of what did not
// carry and why (docs/revisions.md#carry-over). Pure and linear in the rows.

export const DESIGNATOR_GONE = 'The designator is not on the new revision.';
export const PART_NOT_OFFERED = 'The shop no longer offers this part.';
export const UNMATCHED_LINE = 'This line was not on the previous revision: choose its part.';

export function footprintChanged(before: string, after: string): string {
  return before === after
    ? `The footprint ${after} has other pads now, so the chosen part no longer fits.`
    : `The footprint changed from ${before} to ${after}, so the chosen part no longer fits.`;
}

/** A part as the carry-over needs it: what the footprint check reads, and the MPN to name it. */
export type CarriedPart = ChosenPart & { mpn: string };

export type AssemblyCarryInput = {
  /** The new revision: seeds the ids of rows the previous revision did not have, so a retry writes the same rows. */
  boardId: string;
  board: ComputeAssemblyInput['board'];
  previousLines: readonly StoredLine[];
  previousElements: readonly StoredElement[];
  /** The BOM read again against the new revision's designators; null without a BOM. */
  lines: readonly BomLine[] | null;
  placements: readonly PlacementFile[];
  /** Every part the previous revision named, as the catalogue has it now: a part missing is no longer offered. */
  parts: ReadonlyMap<string, CarriedPart>;
  needsMapping: boolean;
};

export type CarriedAssembly = ComputedAssembly & { lines: StoredLine[]; carried: string[]; notCarried: NotCarried[] };

type Field = ReturnType<typeof overriddenFields>[number];
const FIELD_NAMES: Record<Field, string> = { part_id: 'part', do_not_populate: 'do_not_populate', is_consignment: 'consigned' };

/** 24 alphanumeric characters from a seed: the same seed, the same id (docs/data-model.md#identifiers). */
export function derivedId(seed: string): string {
  return BigInt(`0x${createHash('sha256').update(seed).digest('hex')}`)
    .toString(36)
    .padStart(24, '0')
    .slice(-24);
}

function describeChoice(field: Field, overrides: ElementOverrides, parts: ReadonlyMap<string, CarriedPart>): string {
  if (field === 'do_not_populate') return overrides.do_not_populate ? 'not populated' : 'populated';
  if (field === 'is_consignment') return overrides.is_consignment ? 'consigned' : 'not consigned';
  const partId = overrides.part_id;
  return partId ? (parts.get(partId)?.mpn ?? partId) : 'no part';
}

/** The previous revision's match of each line, by BOM row; a line it did not have is unmatched. */
function carriedMatches(lines: readonly BomLine[], previous: readonly StoredLine[], parts: ReadonlyMap<string, CarriedPart>): LineMatch[] {
  const byRow = new Map(previous.map((l) => [l.row, l.match]));
  return lines.map((line): LineMatch => {
    const match = byRow.get(line.row);
    const base = { row: line.row, designators: line.designators };
    if (line.do_not_populate) return { ...base, status: 'not populated', part_id: null, candidates: [], wanted: [], reason: null };
    if (!match) return { ...base, status: 'unmatched', part_id: null, candidates: [], wanted: [], reason: UNMATCHED_LINE };
    if (match.part_id !== null && !parts.has(match.part_id))
      return { ...base, ...match, status: 'unmatched', part_id: null, reason: PART_NOT_OFFERED };
    return { ...base, ...match };
  });
}

function compute(input: AssemblyCarryInput, matches: readonly LineMatch[], overrides: ReadonlyMap<string, ElementOverrides>) {
  let next = 0;
  const previous = new Map(
    input.previousElements.map((row) => [
      row.designator,
      { elementId: row.elementId, overrides: overrides.get(row.designator) ?? {}, processing: 'Unprocessed' as const },
    ]),
  );
  return computeAssembly({
    board: input.board,
    lines: input.lines,
    placements: input.placements,
    matches,
    parts: input.parts,
    previous,
    keepOverrides: true,
    needsMapping: input.needsMapping,
    newId: () => derivedId(`${input.boardId}:${next++}`),
  });
}

export function carryAssemblyOver(input: AssemblyCarryInput): CarriedAssembly {
  const notCarried: NotCarried[] = [];
  const matches = input.lines ? carriedMatches(input.lines, input.previousLines, input.parts) : [];
  // A board with components names its designators; a Gerber board's rows come from the BOM and placement files that carry.
  const onBoard = new Set(input.board.components.map((c) => c.designator));
  const gone = (designator: string) => onBoard.size > 0 && !onBoard.has(designator);
  const overrides = new Map<string, ElementOverrides>();
  const drop = (designator: string, field: Field, was: ElementOverrides, reason: string) =>
    notCarried.push({ what: FIELD_NAMES[field], designator, was: describeChoice(field, was, input.parts), reason });

  for (const element of input.previousElements) {
    const fields = overriddenFields(element.overrides);
    if (fields.length === 0) continue;
    if (gone(element.designator)) {
      for (const field of fields) drop(element.designator, field, element.overrides, DESIGNATOR_GONE);
      continue;
    }
    const kept = { ...element.overrides };
    if (typeof kept.part_id === 'string' && !input.parts.has(kept.part_id)) {
      drop(element.designator, 'part_id', element.overrides, PART_NOT_OFFERED);
      delete kept.part_id;
    }
    overrides.set(element.designator, kept);
  }

  let computed = compute(input, matches, overrides);
  // A part that fitted the previous footprint and fails the new one: the footprint or its pads changed.
  const before = new Map(input.previousElements.map((e) => [e.designator, e.element]));
  let recompute = false;
  for (const { designator, element } of computed.elements) {
    const was = before.get(designator);
    if (!was || element.part_id === null || element.part_id !== was.part_id) continue;
    if (element.footprint_check.state !== 'Failed' || was.footprint_check.state === 'Failed') continue;
    const chosen = overrides.get(designator);
    drop(designator, 'part_id', { part_id: element.part_id }, footprintChanged(was.footprint, element.footprint));
    // The customer's part goes; the BOM's own match stays on its row, which shows the failed check.
    if (chosen?.part_id !== undefined) {
      delete chosen.part_id;
      recompute = true;
    }
  }
  if (recompute) computed = compute(input, matches, overrides);

  const carried: string[] = [];
  for (const [designator, kept] of overrides)
    for (const field of overriddenFields(kept)) carried.push(`${FIELD_NAMES[field]}:${designator}`);
  const lines = (input.lines ?? []).map((line, i) => {
    const { row: _row, designators: _designators, ...match } = matches[i]!;
    return { row: line.row, line, match };
  });
  return { ...computed, lines, carried, notCarried };
}
