import { zipSync } from 'fflate';

/**
 * Generated boards far larger than real ones, to prove no reader, check or
 * renderer spreads or recurses over a layer's objects (docs/board-limits.md).
 * A square panel (default 400 mm, the largest short side we make) with a closed
 * outline and one top copper layer of `count` objects on a square grid, like a
 * 0.4 mm BGA field: 0.25 mm pads, or 0.1 mm strokes 0.15 mm long, so
 * neighbours are 0.15 mm apart (close enough for the clearance search to
 * measure them, not a violation).
 */
export type LargeLayerKind = 'flashes' | 'strokes';

export interface LargeLayerOptions {
  /** Panel side in mm. */
  size?: number;
  /** Pad diameter / stroke width in mm. */
  feature?: number;
}

const encoder = new TextEncoder();
const c = (mm: number) => Math.round(mm * 1e6).toString();

function outline(size: number): string {
  const pts = [
    [0, 0],
    [size, 0],
    [size, size],
    [0, size],
    [0, 0],
  ] as const;
  const body = pts.map(([x, y], i) => `X${c(x)}Y${c(y)}D0${i === 0 ? 2 : 1}*`);
  return ['%TF.FileFunction,Profile,NP*%', '%FSLAX46Y46*%', '%MOMM*%', '%ADD10C,0.100000*%', 'D10*', ...body, 'M02*', ''].join('\n');
}

function grid(count: number, size: number) {
  const perRow = Math.ceil(Math.sqrt(count));
  const pitch = (size - 2) / perRow;
  return { pitch, at: (i: number) => [1 + (i % perRow) * pitch, 1 + Math.floor(i / perRow) * pitch] as const };
}

/** A top copper Gerber with `count` pads or strokes on a grid. */
export function largeCopperLayer(kind: LargeLayerKind, count: number, options: LargeLayerOptions = {}): string {
  const size = options.size ?? 400;
  const { pitch, at } = grid(count, size);
  const feature = options.feature ?? (kind === 'flashes' ? 0.25 : 0.1);
  const lines: string[] = [
    '%TF.FileFunction,Copper,L1,Top*%',
    '%FSLAX46Y46*%',
    '%MOMM*%',
    '%LPD*%',
    'G01*',
    `%ADD10C,${feature.toFixed(6)}*%`,
    'D10*',
  ];
  // Stroke length: the same gap along the row as the pads would leave.
  const length = Math.max(0, pitch - 0.15 - 2 * feature);
  for (let i = 0; i < count; i++) {
    const [x, y] = at(i);
    if (kind === 'flashes') lines.push(`X${c(x)}Y${c(y)}D03*`);
    else lines.push(`X${c(x)}Y${c(y)}D02*`, `X${c(x + length)}Y${c(y)}D01*`);
  }
  lines.push('M02*', '');
  return lines.join('\n');
}

/** An Excellon file with `count` plated 0.2 mm holes on the same kind of grid. */
export function largeDrillFile(count: number, size = 400): string {
  const { at } = grid(count, size);
  const lines = ['M48', '; #@! TF.FileFunction,Plated,1,2,PTH', 'METRIC', 'T1C0.200', '%', 'G90', 'G05', 'T1'];
  for (let i = 0; i < count; i++) {
    const [x, y] = at(i);
    lines.push(`X${x.toFixed(3)}Y${y.toFixed(3)}`);
  }
  lines.push('M30', '');
  return lines.join('\n');
}

/** A zip with the outline and one big top copper layer, and optionally a big drill file. */
export function largeGerberZip(kind: LargeLayerKind, count: number, options: LargeLayerOptions & { drills?: number } = {}): Uint8Array {
  const size = options.size ?? 400;
  const files: Record<string, Uint8Array> = {
    'panel-Edge_Cuts.gbr': encoder.encode(outline(size)),
    'panel-F_Cu.gbr': encoder.encode(largeCopperLayer(kind, count, options)),
  };
  if (options.drills) files['panel-PTH.drl'] = encoder.encode(largeDrillFile(options.drills, size));
  return zipSync(files, { level: 6 });
}

/**
 * A panel of holes (and one pad far from them) where every hole breaks two rules: `perRow`² holes on a
 * 0.3 mm grid, all smaller than our smallest drill (0.2 mm), every neighbour
 * pair (across and down, not diagonal) closer than the drill-to-drill limit
 * (0.254 mm). The worst of each rule comes last in the file, so a check that
 * kept the first it met would miss them:
 * - holes 0.150 mm: neighbours 0.150 mm apart wall to wall;
 * - the last 100 holes of the last row: 50 of 0.190 mm (0.110 mm apart from
 *   each other, the worst gap), then 50 of 0.100 mm (the worst hole).
 */
export const BAD_HOLES = { pitch: 0.3, hole: 0.15, widest: 0.19, smallest: 0.1, each: 50 } as const;

export function badHolesZip(perRow: number, size = 400): Uint8Array {
  const { pitch, hole, widest, smallest, each } = BAD_HOLES;
  const lines = [
    'M48',
    '; #@! TF.FileFunction,Plated,1,2,PTH',
    'METRIC',
    `T1C${hole.toFixed(3)}`,
    `T2C${widest.toFixed(3)}`,
    `T3C${smallest.toFixed(3)}`,
    '%',
    'G90',
    'G05',
    'T1',
  ];
  const count = perRow * perRow;
  for (let i = 0; i < count; i++) {
    if (i === count - 2 * each) lines.push('T2');
    if (i === count - each) lines.push('T3');
    lines.push(`X${(1 + (i % perRow) * pitch).toFixed(3)}Y${(1 + Math.floor(i / perRow) * pitch).toFixed(3)}`);
  }
  lines.push('M30', '');
  // One pad far from the holes: a board needs copper, and these holes must have no ring to measure.
  const copper = [
    '%TF.FileFunction,Copper,L1,Top*%',
    '%FSLAX46Y46*%',
    '%MOMM*%',
    '%ADD10C,1.000000*%',
    'D10*',
    `X${c(size - 2)}Y${c(size - 2)}D03*`,
    'M02*',
    '',
  ].join('\n');
  return zipSync(
    {
      'holes-Edge_Cuts.gbr': encoder.encode(outline(size)),
      'holes-F_Cu.gbr': encoder.encode(copper),
      'holes-PTH.drl': encoder.encode(lines.join('\n')),
    },
    { level: 6 },
  );
}
