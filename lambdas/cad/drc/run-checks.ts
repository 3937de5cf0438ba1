import type { Finding } from '#contracts/board-report.ts';
import type { Capabilities } from '#contracts/capabilities.ts';
import type { BoardModel } from '../board-model.ts';
import { appendAll } from '../geometry/arrays.ts';
import type { CopperAnalysis } from '../copper-analysis.ts';
import { checkAnnularRing } from './annular-ring.ts';
import { checkBoardSize } from './board-size.ts';
import type { Check } from './check-context.ts';
import { checkCopperClearance } from './copper-clearance.ts';
import { checkCopperToEdge } from './copper-to-edge.ts';
import { checkDrillSize } from './drill-size.ts';
import { checkDrillToDrill } from './drill-to-drill.ts';
import { checkLayerCount } from './layer-count.ts';
import { checkMinTraceWidth } from './min-trace-width.ts';
import { checkOutline } from './outline-closed.ts';
import { checkSilkscreen } from './silkscreen.ts';
import { checkSolderMaskSliver } from './solder-mask-sliver.ts';
import { checkUnconnectedNets } from './unconnected-nets.ts';

export const CHECKS: Record<string, Check> = {
  outline: checkOutline,
  boardSize: checkBoardSize,
  layerCount: checkLayerCount,
  minTraceWidth: checkMinTraceWidth,
  copperClearance: checkCopperClearance,
  drillSize: checkDrillSize,
  annularRing: checkAnnularRing,
  drillToDrill: checkDrillToDrill,
  copperToEdge: checkCopperToEdge,
  silkscreen: checkSilkscreen,
  solderMaskSliver: checkSolderMaskSliver,
  unconnectedNets: checkUnconnectedNets,
};

/** At most this many findings per check id are listed; the rest are counted in a note. */
export const MAX_FINDINGS_PER_CHECK = 50;

export function runChecks(board: BoardModel, rules: Capabilities, copper: CopperAnalysis): { findings: Finding[]; notes: string[] } {
  const findings: Finding[] = [];
  const notes: string[] = [];
  for (const check of Object.values(CHECKS)) {
    const byId = new Map<string, Finding[]>();
    for (const f of check({ board, rules, copper })) {
      const list = byId.get(f.check);
      if (list) list.push(f);
      else byId.set(f.check, [f]);
    }
    for (const [id, list] of byId) {
      appendAll(findings, list.slice(0, MAX_FINDINGS_PER_CHECK));
      if (list.length > MAX_FINDINGS_PER_CHECK) notes.push(`${id}: ${list.length - MAX_FINDINGS_PER_CHECK} more places not listed.`);
    }
  }
  findings.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'Error' ? -1 : 1));
  return { findings, notes };
}
