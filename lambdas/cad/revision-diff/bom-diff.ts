import type { BomLine } from '#contracts/schemas/bom.ts';
import type { BomLineChange, BomLineChangeKind, BomLineFacts } from '#contracts/schemas/revision-diff.ts';
import { BOM_LINE_CHANGES } from '#contracts/schemas/revision-diff.ts';
import { CappedList } from './capped-list.ts';

// Two BOMs' lines (as lambdas/core/bom/read-bom.ts reads them) matched line to
// line: first a line for the same part (its MPN, else its value and footprint),
// then the line sharing the most designators, which then changed part or value.
// see docs/revisions.md#the-diff

const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase();
const partKey = (line: BomLine) => (norm(line.mpn) ? `mpn:${norm(line.mpn)}` : `value:${norm(line.value)}|${norm(line.footprint)}`);
const quantityOf = (line: BomLine) => line.quantity ?? line.designators.length;

function facts(line: BomLine): BomLineFacts {
  const { row, designators, quantity, value, mpn, manufacturer, footprint } = line;
  return { row, designators, quantity, value, mpn, manufacturer, footprint, doNotPopulate: line.do_not_populate };
}

function changesOf(was: BomLine, now: BomLine): BomLineChangeKind[] {
  const changes: BomLineChangeKind[] = [];
  const lcsc = (line: BomLine) => norm(line.supplier_codes.lcsc ?? '');
  if (norm(was.mpn) !== norm(now.mpn) || lcsc(was) !== lcsc(now)) changes.push('part');
  if (norm(was.value) !== norm(now.value)) changes.push('value');
  if (quantityOf(was) !== quantityOf(now)) changes.push('quantity');
  const designators = new Set(was.designators);
  if (was.designators.length !== now.designators.length || now.designators.some((d) => !designators.has(d))) changes.push('designators');
  if (was.do_not_populate !== now.do_not_populate) changes.push('populate');
  return changes;
}

/** Pairs of (before, after) line numbers: same part first, then most shared designators. */
function pairLines(before: readonly BomLine[], after: readonly BomLine[]): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  const usedAfter = new Uint8Array(after.length);
  const usedBefore = new Uint8Array(before.length);
  const byPart = new Map<string, number[]>();
  after.forEach((line, j) => {
    const same = byPart.get(partKey(line));
    if (same) same.push(j);
    else byPart.set(partKey(line), [j]);
  });
  before.forEach((line, i) => {
    const j = (byPart.get(partKey(line)) ?? []).find((k) => !usedAfter[k]);
    if (j === undefined) return;
    usedAfter[j] = usedBefore[i] = 1;
    pairs.push([i, j]);
  });
  const lineOf = new Map<string, number>();
  after.forEach((line, j) => {
    if (!usedAfter[j]) for (const d of line.designators) lineOf.set(d, j);
  });
  before.forEach((line, i) => {
    if (usedBefore[i]) return;
    const shared = new Map<number, number>();
    for (const d of line.designators) {
      const j = lineOf.get(d);
      if (j !== undefined && !usedAfter[j]) shared.set(j, (shared.get(j) ?? 0) + 1);
    }
    let best = -1;
    for (const [j, n] of shared) if (best < 0 || n > shared.get(best)!) best = j;
    if (best < 0) return;
    usedAfter[best] = usedBefore[i] = 1;
    pairs.push([i, best]);
  });
  before.forEach((_, i) => usedBefore[i] || pairs.push([i, -1]));
  after.forEach((_, j) => usedAfter[j] || pairs.push([-1, j]));
  return pairs;
}

export function diffBoms(before: readonly BomLine[], after: readonly BomLine[]) {
  const list = new CappedList<BomLineChange>();
  const counts = Object.fromEntries(BOM_LINE_CHANGES.map((k) => [k, 0])) as Record<BomLineChangeKind, number>;
  for (const [i, j] of pairLines(before, after)) {
    const was = i >= 0 ? before[i]! : null;
    const now = j >= 0 ? after[j]! : null;
    const changes: BomLineChangeKind[] = !was ? ['added'] : !now ? ['removed'] : changesOf(was, now);
    if (changes.length === 0) continue;
    for (const kind of changes) counts[kind]++;
    list.push({ changes, before: was && facts(was), after: now && facts(now) });
  }
  return { ...list.toJSON(), counts };
}
