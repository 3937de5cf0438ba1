import type { Finding } from '#contracts/board-report.ts';
import { unitOf } from '#contracts/check-names.ts';
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
import type { RuleFindings } from './kept-findings.ts';
import { KeptFindings } from './kept-findings.ts';
import { checkAcidTraps } from './acid-traps.ts';
import { checkCourtyardOverlap } from './courtyard-overlap.ts';
import { checkFiducials } from './fiducials.ts';
import { checkHoleToCopper } from './hole-to-copper.ts';
import { checkPartOverHole } from './part-over-hole.ts';
import { checkSolderMaskBridge } from './solder-mask-bridge.ts';
import { checkThermalRelief } from './thermal-relief.ts';
import { checkPartToEdge } from './part-to-edge.ts';
import { checkLayerCount } from './layer-count.ts';
import { checkMinTraceWidth } from './min-trace-width.ts';
import { checkOutline } from './outline-closed.ts';
import { checkSilkscreen } from './silkscreen.ts';
import { checkSilkText } from './silk-text.ts';
import { checkSolderMaskSliver } from './solder-mask-sliver.ts';
import { checkUnconnectedNets } from './unconnected-nets.ts';

/** The checks every board had first: outline, size, copper, drills, mask and silkscreen. */
export const FABRICATION_CHECKS: Record<string, Check> = {
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

/** What a shop's engineer checks before a board goes on the line (docs/board-checks.md); timed apart by `npm run bench -- cad`. */
export const DFM_CHECKS: Record<string, Check> = {
  holeToCopper: checkHoleToCopper,
  courtyardOverlap: checkCourtyardOverlap,
  partOverHole: checkPartOverHole,
  partToEdge: checkPartToEdge,
  fiducials: checkFiducials,
  solderMaskBridge: checkSolderMaskBridge,
  thermalRelief: checkThermalRelief,
  acidTraps: checkAcidTraps,
  silkText: checkSilkText,
};

export const CHECKS: Record<string, Check> = { ...FABRICATION_CHECKS, ...DFM_CHECKS };

/** "drill-to-drill: 1,997,950 more like this not listed (1,998,000 found; worst 0.11 mm)." */
function notListedNote({ check, listed, found, worstMeasured }: RuleFindings): string {
  const worst = worstMeasured === null ? '' : `; worst ${worstMeasured}${unitOf(check)}`;
  return `${check}: ${(found - listed.length).toLocaleString('en-US')} more like this not listed (${found.toLocaleString('en-US')} found${worst}).`;
}

/**
 * Runs every check. Each keeps only its worst findings while checking (see
 * KeptFindings), so a board with millions of violations costs no more memory
 * than one with fifty; what is not listed is counted in a note.
 */
export function runChecks(
  board: BoardModel,
  rules: Capabilities,
  copper: CopperAnalysis,
  checks: Record<string, Check> = CHECKS,
): { findings: Finding[]; notes: string[] } {
  const found = new KeptFindings();
  for (const check of Object.values(checks)) check({ board, rules, copper }, found);
  const findings: Finding[] = [];
  const notes: string[] = [];
  for (const rule of found.byRule()) {
    appendAll(findings, rule.listed);
    // Repeats at places already listed are not worth a note; places beyond the list are.
    if (!rule.everyPlaceListed && rule.found > rule.listed.length) notes.push(notListedNote(rule));
  }
  findings.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'Error' ? -1 : 1));
  return { findings, notes };
}
