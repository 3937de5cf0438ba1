import type { BoardFinding } from '#contracts/schemas/boards.ts';
import type {
  BOARD_FACT_CHANGES,
  BomLineChange,
  BomLineFacts,
  ChangedRegion,
  ComponentChange,
  ComponentChangeKind,
  DrillChange,
  DrillFacts,
  LayerAreaChange,
} from '#contracts/schemas/revision-diff.ts';
import { BOARD_OPTIONS } from '#contracts/board-options.ts';
import { formatCents } from '#contracts/money.ts';
import { formatCount, numberText } from '#contracts/number-text.ts';
import { formatMm, layerLabel } from './board-layers.ts';
import { assemblyChoiceText } from './revision-bom-text.ts';

// What changed between two revisions, in words for the review page (docs/revisions.md#the-diff-on-the-review-page).
// Lengths and positions with 3 decimals (docs/limits.md#coordinates-and-dates), areas in mm² with 1.

type Fact = (typeof BOARD_FACT_CHANGES)[number];
type Finding = Pick<BoardFinding, 'check' | 'layer' | 'x' | 'y' | 'message'>;

const FACTS: Record<Fact, { label: string; format: (value: number) => string }> = {
  widthMm: { label: 'Width', format: (value) => `${formatMm(value)} mm` },
  heightMm: { label: 'Height', format: (value) => `${formatMm(value)} mm` },
  areaMm2: { label: 'Area', format: (value) => areaText(value) },
  copperLayers: { label: 'Copper layers', format: (value) => formatCount(value) },
  outlineLoops: { label: 'Outline loops (board edge and cut-outs)', format: (value) => formatCount(value) },
};

/** A signed number: "+4", "−0.500" (a true minus sign, as printed). */
function signed(text: string, value: number): string {
  return value < 0 ? `−${text.replace(/^-/, '')}` : `+${text}`;
}

/** An area in mm², one decimal: "1,142.3 mm²". */
export function areaText(mm2: number): string {
  return `${numberText(mm2, 1, 1) ?? String(mm2)} mm²`;
}

/** "Width: 31.000 mm → 35.000 mm (+4.000 mm)". */
export function factChangeText(change: { fact: Fact; before: number; after: number }): string {
  const { label, format } = FACTS[change.fact];
  const delta = change.after - change.before;
  return `${label}: ${format(change.before)} → ${format(change.after)} (${signed(format(Math.abs(delta)), delta)})`;
}

/** "Top copper: +1,142.3 mm² added, −221.2 mm² removed". */
export function layerAreaText(change: LayerAreaChange): string {
  return `${layerLabel(change.layer)}: +${areaText(change.addedMm2)} added, −${areaText(change.removedMm2)} removed`;
}

const point = (x: number, y: number) => `(${formatMm(x)}, ${formatMm(y)})`;

/** "plated hole ⌀0.800 mm at (10.000, 5.000)" or "unplated slot ⌀1.000 mm from (…) to (…)". */
export function drillText(drill: DrillFacts): string {
  const plating = drill.plated ? 'plated' : 'unplated';
  const size = `⌀${formatMm(drill.diameterMm)} mm`;
  if (drill.x2 === null || drill.y2 === null) return `${plating} hole ${size} at ${point(drill.x, drill.y)}`;
  return `${plating} slot ${size} from ${point(drill.x, drill.y)} to ${point(drill.x2, drill.y2)}`;
}

/** One drill change as a sentence. */
export function drillChangeText({ change, before, after }: DrillChange): string {
  if (change === 'added' && after) return `Added ${drillText(after)}`;
  if (change === 'removed' && before) return `Removed ${drillText(before)}`;
  if (!before || !after) return change;
  if (change === 'moved') return `Moved ${drillText(before)} to ${point(after.x, after.y)}`;
  if (change === 'resized')
    return `Resized ⌀${formatMm(before.diameterMm)} → ⌀${formatMm(after.diameterMm)} mm at ${point(after.x, after.y)}`;
  return `Now ${after.plated ? 'plated' : 'unplated'}: ${drillText(before)}`;
}

function componentPart(kind: ComponentChangeKind, change: ComponentChange): string | null {
  const { before, after } = change;
  switch (kind) {
    case 'added':
      return after ? `added (${after.footprint}, ${after.value || 'no value'}, ${after.side})` : 'added';
    case 'removed':
      return before ? `removed (${before.footprint}, ${before.value || 'no value'})` : 'removed';
    case 'moved':
      return change.moved ? `moved by ${point(change.moved.dxMm, change.moved.dyMm)} mm` : 'moved';
    case 'rotated':
      return change.rotatedDeg === null
        ? 'rotated'
        : `rotated ${signed(numberText(Math.abs(change.rotatedDeg), 0, 1) ?? '', change.rotatedDeg)}°`;
    case 'flipped':
      return after ? `flipped to the ${after.side}` : 'flipped';
    case 'footprint':
      return `footprint ${before?.footprint ?? '—'} → ${after?.footprint ?? '—'}`;
    case 'value':
      return `value ${before?.value || '—'} → ${after?.value || '—'}`;
    case 'nets':
      return padNetsText(change.nets);
  }
}

function padNetsText(nets: ComponentChange['nets']): string {
  const listed = nets.listed.map((pad) => `pad ${pad.pad} ${pad.before ?? 'no net'} → ${pad.after ?? 'no net'}`).join(', ');
  const more = moreText(nets.listed.length, nets.total);
  return `nets changed on ${formatCount(nets.total)} ${nets.total === 1 ? 'pad' : 'pads'}: ${listed}${more ? `, ${more}` : ''}`;
}

/** "R5: moved by (1.000, -0.500) mm, rotated +90°". */
export function componentChangeText(change: ComponentChange): string {
  const parts = change.changes.map((kind) => componentPart(kind, change)).filter((part) => part !== null);
  return `${change.designator}: ${parts.join(', ')}`;
}

/** "Silkscreen lies outside… (top silk at (30.500, 54.480))". */
export function findingText(finding: Finding): string {
  return `${finding.message} (${layerLabel(finding.layer)} at ${point(finding.x, finding.y)})`;
}

/** "and 550 more" under a capped list; null when it lists everything. */
export function moreText(listed: number, total: number): string | null {
  return total > listed ? `and ${formatCount(total - listed)} more` : null;
}

/** "35 removed, 2 moved": the non-zero counts in their order. */
export function countsText<K extends string>(counts: Record<K, number>, order: readonly K[]): string {
  const parts = order.filter((key) => counts[key] > 0).map((key) => `${formatCount(counts[key])} ${key}`);
  return parts.length ? parts.join(', ') : 'none';
}

/** "Top copper, 10.000 × 4.500 mm at (12.000, 30.000): +12.3 mm² added" (the box's lower-left corner; zero areas left out). */
export function regionText(region: ChangedRegion): string {
  const size = `${formatMm(region.maxX - region.minX)} × ${formatMm(region.maxY - region.minY)} mm`;
  const areas = [
    region.addedMm2 > 0 && `+${areaText(region.addedMm2)} added`,
    region.removedMm2 > 0 && `−${areaText(region.removedMm2)} removed`,
  ];
  return `${layerLabel(region.layer)}, ${size} at ${point(region.minX, region.minY)}: ${areas.filter(Boolean).join(', ')}`;
}

/** A change of price in cents: "+$2.00", "−$1.50", "$0.00". */
export function centsDeltaText(cents: number): string {
  if (cents === 0) return formatCents(0);
  return signed(formatCents(Math.abs(cents)), cents);
}

/**
 * A carried-over choice as the API names it ("quantity", "options.finish", and whatever later kinds of choice it
 * names) in words: a board option by its label, anything else with its dots and dashes as spaces.
 */
export function choiceText(what: string): string {
  const assembly = assemblyChoiceText(what);
  if (assembly) return assembly;
  if (what.startsWith('options.')) {
    const key = what.slice('options.'.length);
    return `Board option: ${BOARD_OPTIONS.find((option) => option.key === key)?.label ?? key.replace(/_/g, ' ')}`;
  }
  const words = what.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Designators named in a BOM line's text; the rest are counted. */
const DESIGNATORS_SHOWN = 8;

function designatorsText(designators: readonly string[]): string {
  if (designators.length === 0) return 'no designators';
  const shown = designators.slice(0, DESIGNATORS_SHOWN).join(', ');
  return designators.length > DESIGNATORS_SHOWN ? `${shown} and ${formatCount(designators.length - DESIGNATORS_SHOWN)} more` : shown;
}

const partText = (line: BomLineFacts) => line.mpn || '(no MPN)';
const quantityText = (line: BomLineFacts) => formatCount(line.quantity ?? line.designators.length);

/** "Row 4 → row 5 (R1, R2): part RC0402 → RC0603, quantity 2 → 3"; an added or removed line by its row and contents. */
export function bomLineChangeText({ changes, before, after }: BomLineChange): string {
  const line = after ?? before;
  if (!line) return changes.join(', ');
  const contents = `${designatorsText(line.designators)}: ${[line.value, line.mpn].filter(Boolean).join(' ') || 'no value or MPN'}`;
  if (!before) return `Added row ${line.row} (${contents})`;
  if (!after) return `Removed row ${line.row} (${contents})`;
  const parts = changes.map((kind) => {
    if (kind === 'part') return `part ${partText(before)} → ${partText(after)}`;
    if (kind === 'value') return `value ${before.value || '—'} → ${after.value || '—'}`;
    if (kind === 'quantity') return `quantity ${quantityText(before)} → ${quantityText(after)}`;
    if (kind === 'designators') return `designators ${designatorsText(before.designators)} → ${designatorsText(after.designators)}`;
    return after.doNotPopulate ? 'now do not populate' : 'now populated';
  });
  const rows = before.row === after.row ? `Row ${after.row}` : `Row ${before.row} → row ${after.row}`;
  return `${rows} (${designatorsText(after.designators)}): ${parts.join(', ')}`;
}
