import type { BoardReport, Finding } from '#contracts/board-report.ts';
import { BOARD_REPORT_SCHEMA_VERSION } from '#contracts/board-report.ts';
import type { Capabilities } from '#contracts/capabilities.ts';
import { capabilities as defaultCapabilities } from '#contracts/capabilities.ts';
import { copperLayers, type BoardModel } from './board-model.ts';
import { CannotProcessError } from './cannot-process-error.ts';
import { analyseCopper, type CopperAnalysis } from './copper-analysis.ts';
import { runChecks } from './drc/run-checks.ts';
import { computeMetrics } from './metrics.ts';
import { clearanceReportBelow, findingsAtHeavierLimits, heaviestOptionLimits } from './option-limit-findings.ts';
import { readBoard } from './read-board.ts';

/** Builds the versioned report (metrics, components, findings) for a board already read. Pure: no I/O. */
export function checkBoardModel(board: BoardModel, rules: Capabilities = defaultCapabilities): BoardReport {
  return reportOf(board, rules, analyseCopper(board, rules.minClearanceMm));
}

/**
 * The report, and the places the heaviest board options would not fit
 * (option-limit-findings.ts), from one copper analysis: what the upload
 * processing stores.
 */
export function checkBoardWithOptionLimits(
  board: BoardModel,
  rules: Capabilities = defaultCapabilities,
): { report: BoardReport; optionFindings: Finding[] } {
  const heavier = heaviestOptionLimits(copperLayers(board).length);
  const copper = analyseCopper(board, clearanceReportBelow(rules, heavier));
  return { report: reportOf(board, rules, copper), optionFindings: findingsAtHeavierLimits(board, copper, rules, heavier) };
}

function reportOf(board: BoardModel, rules: Capabilities, copper: CopperAnalysis): BoardReport {
  const metrics = computeMetrics(board, copper);
  const { findings, notes } = runChecks(board, rules, copper);
  return {
    schemaVersion: BOARD_REPORT_SCHEMA_VERSION,
    status: 'Complete',
    reason: null,
    fileName: board.fileName,
    source: board.source,
    capabilitiesVersion: rules.version,
    metrics,
    components: board.components.map(({ designator, footprint, value, side, x, y, rotation }) => ({
      designator,
      footprint,
      value,
      side,
      x: Math.round(x * 1000) / 1000,
      y: Math.round(y * 1000) / 1000,
      rotation,
    })),
    findings,
    notes: [...board.notes, ...notes],
  };
}

export function cannotProcessReport(fileName: string, reason: string, rules: Capabilities = defaultCapabilities): BoardReport {
  return {
    schemaVersion: BOARD_REPORT_SCHEMA_VERSION,
    status: 'Cannot process',
    reason,
    fileName,
    source: null,
    capabilitiesVersion: rules.version,
    metrics: null,
    components: [],
    findings: [],
    notes: [],
  };
}

/** Reads and checks an uploaded file; bad input becomes a "Cannot process" report instead of an exception. */
export async function checkBoard(
  file: { name: string; bytes: Uint8Array },
  rules: Capabilities = defaultCapabilities,
): Promise<{ report: BoardReport; board?: BoardModel }> {
  let board: BoardModel;
  try {
    board = await readBoard(file);
  } catch (error) {
    if (error instanceof CannotProcessError) return { report: cannotProcessReport(file.name, error.reason, rules) };
    throw error;
  }
  try {
    return { report: checkBoardModel(board, rules), board };
  } catch (error) {
    // A bug in a check must not leave the board processing forever: a final answer, with the cause for the logs.
    const report = cannotProcessReport(
      file.name,
      'We could not finish checking this board because of a fault on our side; we have been notified.',
      rules,
    );
    return { report: { ...report, notes: [`internal: ${error instanceof Error ? error.message : String(error)}`] }, board };
  }
}
