import type { BoardModel, Component, Layer, Pad, Point, Primitive } from '#lambdas/cad/board-model.ts';
import { rectPolygon } from '#lambdas/cad/geometry/shapes.ts';

/**
 * Generated boards for the revision diff's tests and bench (docs/revisions.md#the-diff): a rectangle of
 * `columns` × `rows` components on a 6 mm grid, every tenth a 16-pad IC and the rest two-pad parts, their pads on
 * the top copper with mask openings and a silkscreen box; a trace from each part to the next with a via halfway;
 * with four copper layers a ground plane with a clearance hole per via and a power plane. Nets come from the
 * "design file" (`hasNativeNets`), as a KiCad board's do.
 */
export interface RevisionBoardOptions {
  columns?: number;
  rows?: number;
  copperLayers?: 2 | 4;
}

export const PITCH_MM = 6;
export const VIA_DRILL_MM = 0.3;
export const TRACE_WIDTH_MM = 0.2;

function layer(name: string, kind: Layer['kind'], side: Layer['side'], copperIndex?: number): Layer {
  return { name, kind, side, ...(copperIndex ? { copperIndex } : {}), primitives: [] };
}

function rectangleLoop(width: number, height: number): Point[] {
  return [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ];
}

function padsOf(designator: string, x: number, y: number): Pad[] {
  if (!designator.startsWith('U')) {
    return [
      { name: '1', x: x - 0.8, y, mount: 'smd', net: `N-${designator}-1` },
      { name: '2', x: x + 0.8, y, mount: 'smd', net: `N-${designator}-2` },
    ];
  }
  return Array.from({ length: 16 }, (_, i) => ({
    name: String(i + 1),
    x: x - 1.75 + (i % 8) * 0.5,
    y: i < 8 ? y - 1.5 : y + 1.5,
    mount: 'smd' as const,
    net: i === 0 ? 'GND' : `N-${designator}-${i + 1}`,
  }));
}

/** A component with its pads drawn: copper, mask opening and a silkscreen box. */
function place(board: BoardModel, designator: string, x: number, y: number): void {
  const pads = padsOf(designator, x, y);
  const component: Component = {
    designator,
    footprint: designator.startsWith('U') ? 'SOIC-16' : 'R_0603',
    value: '10k',
    side: 'top',
    x,
    y,
    rotation: 0,
    pads,
  };
  board.components.push(component);
  const [copper, mask, silk] = ['top-copper', 'top-mask', 'top-silk'].map((name) => board.layers.find((l) => l.name === name)!);
  for (const pad of pads) {
    copper!.primitives.push({
      kind: 'polygon',
      rings: [rectPolygon(pad.x, pad.y, 0.4, 0.6, 0)],
      net: pad.net,
      pad: `${designator}.${pad.name}`,
    });
    mask!.primitives.push({ kind: 'polygon', rings: [rectPolygon(pad.x, pad.y, 0.5, 0.7, 0)] });
  }
  const half = designator.startsWith('U') ? 2.4 : 1.4;
  const box = rectPolygon(x, y, 2 * half, designator.startsWith('U') ? 4 : 1.2, 0);
  box.forEach((corner, i) => {
    const b = box[(i + 1) % box.length]!;
    silk!.primitives.push({ kind: 'segment', x1: corner[0], y1: corner[1], x2: b[0], y2: b[1], width: 0.12 });
  });
}

/** A trace from (x1, y1) to (x2, y2) on the top copper, over a via at its middle to the bottom copper. */
function route(board: BoardModel, from: Point, to: Point, net: string, via: number): void {
  const [mx, my] = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  const top = board.layers.find((l) => l.name === 'top-copper')!;
  const bottom = board.layers.find((l) => l.name === 'bottom-copper')!;
  const trace = (x1: number, y1: number, x2: number, y2: number): Primitive => ({
    kind: 'segment',
    x1,
    y1,
    x2,
    y2,
    width: TRACE_WIDTH_MM,
    net,
    trace: true,
  });
  top.primitives.push(trace(from[0], from[1], mx, my));
  bottom.primitives.push(trace(mx, my, to[0], to[1]));
  for (const l of board.layers.filter((l) => l.kind === 'copper' && l.side !== 'inner'))
    l.primitives.push({ kind: 'circle', x: mx, y: my, r: 0.3, net, link: via });
  board.drills.push({ x: mx, y: my, diameter: VIA_DRILL_MM, plated: true });
}

function planes(board: BoardModel, width: number, height: number): void {
  const inner1 = board.layers.find((l) => l.name === 'inner1-copper');
  const inner2 = board.layers.find((l) => l.name === 'inner2-copper');
  if (!inner1 || !inner2) return;
  const holes = board.drills.map((d) => rectPolygon(d.x, d.y, 0.8, 0.8, 45));
  inner1.primitives.push({
    kind: 'polygon',
    rings: [rectangleLoop(width, height).map(([x, y]): Point => [x === 0 ? 0.5 : x - 0.5, y === 0 ? 0.5 : y - 0.5]), ...holes],
    net: 'GND',
  });
  inner2.primitives.push({ kind: 'polygon', rings: [rectPolygon(width / 2, height / 2, width - 1, height - 1, 0)], net: 'VCC' });
}

export function revisionBoard(options: RevisionBoardOptions = {}): BoardModel {
  const { columns = 15, rows = 10, copperLayers = 4 } = options;
  const width = columns * PITCH_MM + 4;
  const height = rows * PITCH_MM + 4;
  const loop = rectangleLoop(width, height);
  const board: BoardModel = {
    source: 'KiCad',
    fileName: 'generated.kicad_pcb',
    outline: {
      loops: [loop],
      edges: loop.map(([x1, y1], i) => ({ x1, y1, x2: loop[(i + 1) % 4]![0], y2: loop[(i + 1) % 4]![1] })),
      gaps: [],
    },
    layers: [
      layer('top-copper', 'copper', 'top', 1),
      ...(copperLayers === 4 ? [layer('inner1-copper', 'copper', 'inner', 2), layer('inner2-copper', 'copper', 'inner', 3)] : []),
      layer('bottom-copper', 'copper', 'bottom', copperLayers),
      layer('top-mask', 'mask', 'top'),
      layer('bottom-mask', 'mask', 'bottom'),
      layer('top-silk', 'silk', 'top'),
    ],
    drills: [],
    components: [],
    hasNativeNets: true,
    notes: [],
  };
  for (let i = 0; i < columns * rows; i++) {
    const x = 5 + (i % columns) * PITCH_MM;
    const y = 5 + Math.floor(i / columns) * PITCH_MM;
    place(board, i % 10 === 9 ? `U${i + 1}` : `R${i + 1}`, x, y);
  }
  for (let i = 0; i + 1 < board.components.length; i++) {
    const from = board.components[i]!.pads.at(-1)!;
    const to = board.components[i + 1]!.pads[0]!;
    route(board, [from.x, from.y], [to.x, to.y], from.net!, i + 1);
  }
  planes(board, width, height);
  return board;
}

export const layerOf = (board: BoardModel, name: string): Layer => board.layers.find((l) => l.name === name)!;
