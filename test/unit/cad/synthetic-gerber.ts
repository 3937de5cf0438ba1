import { makeZip } from './helpers.ts';

/**
 * A tiny Gerber/Excellon writer for test boards: 20 × 20 mm, two copper layers,
 * coordinates in mm (format 4.6). Each test starts from `cleanBoard()` and adds
 * one violation.
 */
export interface Flash {
  x: number;
  y: number;
  d: number;
  shape?: 'C' | 'R';
}
export interface Track {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  w: number;
}
export interface Hole {
  x: number;
  y: number;
  d: number;
}
export interface LayerArt {
  flashes: Flash[];
  tracks: Track[];
  /** A copper pour drawn first as a region, then cut with clear (negative) flashes, as plane layers often are. */
  pour?: { from: [number, number]; to: [number, number]; clear: Flash[] };
}
export interface SyntheticBoard {
  outline: Array<[number, number]>;
  closed: boolean;
  top: LayerArt;
  bottom: LayerArt;
  inner: LayerArt[];
  topMask: LayerArt;
  topSilk: LayerArt;
  plated: Hole[];
  nonPlated: Hole[];
}

const c = (v: number) => Math.round(v * 1e6).toString();

function gerber(fileFunction: string, art: LayerArt): string {
  const apertures = new Map<string, number>();
  const code = (def: string) => {
    if (!apertures.has(def)) apertures.set(def, 10 + apertures.size);
    return apertures.get(def)!;
  };
  const body: string[] = [];
  for (const t of art.tracks) body.push(`D${code(`C,${t.w.toFixed(4)}`)}*`, `X${c(t.x1)}Y${c(t.y1)}D02*`, `X${c(t.x2)}Y${c(t.y2)}D01*`);
  for (const f of art.flashes) {
    const def = f.shape === 'R' ? `R,${f.d.toFixed(4)}X${f.d.toFixed(4)}` : `C,${f.d.toFixed(4)}`;
    body.push(`D${code(def)}*`, `X${c(f.x)}Y${c(f.y)}D03*`);
  }
  const pour: string[] = [];
  if (art.pour) {
    const [[x0, y0], [x1, y1]] = [art.pour.from, art.pour.to];
    pour.push(
      'G36*',
      `X${c(x0)}Y${c(y0)}D02*`,
      `X${c(x1)}Y${c(y0)}D01*`,
      `X${c(x1)}Y${c(y1)}D01*`,
      `X${c(x0)}Y${c(y1)}D01*`,
      `X${c(x0)}Y${c(y0)}D01*`,
      'G37*',
      '%LPC*%',
    );
    for (const f of art.pour.clear) pour.push(`D${code(`C,${f.d.toFixed(4)}`)}*`, `X${c(f.x)}Y${c(f.y)}D03*`);
    pour.push('%LPD*%');
  }
  const defs = [...apertures].map(([def, n]) => `%ADD${n}${def}*%`);
  return [`%TF.FileFunction,${fileFunction}*%`, '%FSLAX46Y46*%', '%MOMM*%', '%LPD*%', 'G01*', ...defs, ...pour, ...body, 'M02*', ''].join(
    '\n',
  );
}

function excellon(holes: Hole[], plated: boolean): string {
  const sizes = [...new Set(holes.map((h) => h.d))];
  const lines = [
    'M48',
    `; #@! TF.FileFunction,${plated ? 'Plated,1,2,PTH' : 'NonPlated,1,2,NPTH'}`,
    'METRIC',
    ...sizes.map((d, i) => `T${i + 1}C${d.toFixed(3)}`),
    '%',
    'G90',
    'G05',
  ];
  sizes.forEach((size, i) => {
    lines.push(`T${i + 1}`);
    for (const h of holes.filter((x) => x.d === size)) lines.push(`X${h.x.toFixed(3)}Y${h.y.toFixed(3)}`);
  });
  lines.push('M30', '');
  return lines.join('\n');
}

function outlineGerber(points: Array<[number, number]>, closed: boolean): string {
  const pts = closed ? [...points, points[0]!] : points;
  const body = [`X${c(pts[0]![0])}Y${c(pts[0]![1])}D02*`, ...pts.slice(1).map(([x, y]) => `X${c(x)}Y${c(y)}D01*`)];
  return ['%TF.FileFunction,Profile,NP*%', '%FSLAX46Y46*%', '%MOMM*%', '%ADD10C,0.100000*%', 'D10*', ...body, 'M02*', ''].join('\n');
}

/** Two nets of two through-hole pads each, joined by 0.25 mm tracks, well inside a 20 × 20 mm board. */
export function cleanBoard(): SyntheticBoard {
  const pads: Flash[] = [
    { x: 5, y: 5, d: 1.6 },
    { x: 15, y: 5, d: 1.6 },
    { x: 5, y: 15, d: 1.6 },
    { x: 15, y: 15, d: 1.6 },
  ];
  return {
    outline: [
      [0, 0],
      [20, 0],
      [20, 20],
      [0, 20],
    ],
    closed: true,
    top: { flashes: pads.map((p) => ({ ...p })), tracks: [{ x1: 5, y1: 5, x2: 15, y2: 5, w: 0.25 }] },
    bottom: { flashes: pads.map((p) => ({ ...p })), tracks: [{ x1: 5, y1: 15, x2: 15, y2: 15, w: 0.25 }] },
    inner: [],
    topMask: { flashes: pads.map((p) => ({ ...p, d: 1.7 })), tracks: [] },
    topSilk: { flashes: [], tracks: [{ x1: 3, y1: 10, x2: 17, y2: 10, w: 0.15 }] },
    plated: pads.map((p) => ({ x: p.x, y: p.y, d: 0.8 })),
    nonPlated: [{ x: 10, y: 17.5, d: 1.0 }],
  };
}

export function boardZip(syntheticBoard: SyntheticBoard): Uint8Array {
  const files: Record<string, string> = {
    'test-F_Cu.gbr': gerber('Copper,L1,Top', syntheticBoard.top),
    'test-B_Cu.gbr': gerber(`Copper,L${syntheticBoard.inner.length + 2},Bot`, syntheticBoard.bottom),
    'test-F_Mask.gbr': gerber('Soldermask,Top', syntheticBoard.topMask),
    'test-F_Silkscreen.gbr': gerber('Legend,Top', syntheticBoard.topSilk),
    'test-Edge_Cuts.gbr': outlineGerber(syntheticBoard.outline, syntheticBoard.closed),
    'test-PTH.drl': excellon(syntheticBoard.plated, true),
  };
  syntheticBoard.inner.forEach((art, i) => (files[`test-In${i + 1}_Cu.gbr`] = gerber(`Copper,L${i + 2},Inr`, art)));
  if (syntheticBoard.nonPlated.length) files['test-NPTH.drl'] = excellon(syntheticBoard.nonPlated, false);
  return makeZip(files);
}
