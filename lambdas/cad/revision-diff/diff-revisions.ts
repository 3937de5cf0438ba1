import type { Finding } from '#contracts/board-report.ts';
import type { BomLine } from '#contracts/schemas/bom.ts';
import type { RevisionDiff } from '#contracts/schemas/revision-diff.ts';
import { REVISION_DIFF_SCHEMA_VERSION } from '#contracts/schemas/revision-diff.ts';
import type { BoardModel } from '../board-model.ts';
import { diffBoardFacts } from './board-facts.ts';
import { diffBoms } from './bom-diff.ts';
import { diffComponents, type ComparedComponent } from './component-diff.ts';
import { diffDrills } from './drill-diff.ts';
import { diffFindings } from './finding-diff.ts';
import { diffGeometry } from './geometry-diff.ts';
import { ANGLE_TOLERANCE_DEG, AREA_CELL_MM, DRILL_MOVE_MM, POSITION_TOLERANCE_MM } from './tolerances.ts';

// The difference between two revisions of a board: docs/revisions.md#the-diff.

/** Both revisions' copies of something the board model does not hold. */
export interface Pair<T> {
  before: T;
  after: T;
}

export interface DiffOptions {
  /** The two BOMs' lines (lambdas/core/bom/read-bom.ts); no BOM section without them. */
  bom?: Pair<readonly BomLine[]>;
  /** The two reports' findings; no findings section without them. */
  findings?: Pair<readonly Finding[]>;
  /** Components placed otherwise (a Gerber board's placement file) instead of the boards' own. */
  components?: Pair<readonly ComparedComponent[]>;
}

function isIdentical(diff: Omit<RevisionDiff, 'identical'>): boolean {
  const { board, layers, drills, components, bom, findings } = diff;
  return (
    board.changes.length === 0 &&
    board.layersAdded.length === 0 &&
    board.layersRemoved.length === 0 &&
    layers.length === 0 &&
    drills.total === 0 &&
    (components?.total ?? 0) === 0 &&
    (bom?.total ?? 0) === 0 &&
    (findings ? findings.new.total + findings.fixed.total : 0) === 0
  );
}

/** Pure: reads nothing, and its memory does not grow with the size of the change (docs/revisions.md#bounded-memory). */
export function diffRevisions(before: BoardModel, after: BoardModel, options: DiffOptions = {}): RevisionDiff {
  const components = options.components ?? { before: before.components, after: after.components };
  const geometry = diffGeometry(before, after);
  const diff = {
    schemaVersion: REVISION_DIFF_SCHEMA_VERSION,
    before: { fileName: before.fileName, source: before.source },
    after: { fileName: after.fileName, source: after.source },
    tolerances: { positionMm: POSITION_TOLERANCE_MM, angleDeg: ANGLE_TOLERANCE_DEG, areaCellMm: AREA_CELL_MM, drillMoveMm: DRILL_MOVE_MM },
    board: diffBoardFacts(before, after),
    layers: geometry.layers,
    regions: geometry.regions,
    overlays: geometry.overlays,
    drills: diffDrills(before.drills, after.drills),
    components:
      components.before.length + components.after.length === 0
        ? null
        : diffComponents(components.before, components.after, before.hasNativeNets && after.hasNativeNets),
    bom: options.bom ? diffBoms(options.bom.before, options.bom.after) : null,
    findings: options.findings ? diffFindings(options.findings.before, options.findings.after) : null,
  } satisfies Omit<RevisionDiff, 'identical'>;
  return { ...diff, identical: isIdentical(diff) };
}
