import type { Finding } from '#contracts/board-report.ts';
import { CappedList } from './capped-list.ts';
import { POSITION_TOLERANCE_MM } from './tolerances.ts';

// Two revisions' findings matched by check, layer and place (within the
// position tolerance): new, fixed and unchanged. The reports list the worst
// few per check (docs/board-limits.md#findings-kept-while-checking), so a
// finding is compared only when listed. see docs/revisions.md#the-diff

const TOLERANCE = POSITION_TOLERANCE_MM + 1e-9;
const groupOf = (f: Finding) => `${f.check}\u0000${f.layer}`;

export function diffFindings(before: readonly Finding[], after: readonly Finding[]) {
  const waiting = new Map<string, Finding[]>();
  for (const f of before) {
    const group = waiting.get(groupOf(f));
    if (group) group.push(f);
    else waiting.set(groupOf(f), [f]);
  }
  const added = new CappedList<Finding>();
  let unchanged = 0;
  for (const f of after) {
    const group = waiting.get(groupOf(f)) ?? [];
    const k = group.findIndex((g) => Math.abs(g.x - f.x) <= TOLERANCE && Math.abs(g.y - f.y) <= TOLERANCE);
    if (k < 0) added.push(f);
    else {
      group.splice(k, 1);
      unchanged++;
    }
  }
  const fixed = new CappedList<Finding>();
  for (const group of waiting.values()) for (const f of group) fixed.push(f);
  return { new: added.toJSON(), fixed: fixed.toJSON(), unchanged };
}
