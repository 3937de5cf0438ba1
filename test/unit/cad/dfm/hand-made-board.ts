import type { BoardModel, Component, Layer, Primitive } from '#lambdas/cad/board-model.ts';
import { buildOutline } from '#lambdas/cad/outline.ts';

/** A `width` × `height` mm two-layer design-file board (native nets), nothing on it yet. */
export function handMadeBoard(width = 30, height = 20): BoardModel {
  const corners = [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ] as const;
  const edges = corners.map(([x1, y1], i) => {
    const [x2, y2] = corners[(i + 1) % 4]!;
    return { x1, y1, x2, y2 };
  });
  const layer = (name: string, kind: Layer['kind'], side: Layer['side'], copperIndex?: number): Layer => ({
    name,
    kind,
    side,
    ...(copperIndex === undefined ? {} : { copperIndex }),
    primitives: [],
  });
  return {
    source: 'KiCad',
    fileName: 'hand-made.kicad_pcb',
    outline: buildOutline(edges),
    layers: [
      layer('top-copper', 'copper', 'top', 1),
      layer('bottom-copper', 'copper', 'bottom', 2),
      layer('top-mask', 'mask', 'top'),
      layer('bottom-mask', 'mask', 'bottom'),
      layer('top-silk', 'silk', 'top'),
      layer('bottom-silk', 'silk', 'bottom'),
    ],
    drills: [],
    components: [],
    hasNativeNets: true,
    notes: [],
  };
}

export function layerOf(board: BoardModel, name: string): Layer {
  const layer = board.layers.find((l) => l.name === name);
  if (!layer) throw new Error(`no layer ${name}`);
  return layer;
}

export function draw(board: BoardModel, name: string, ...primitives: Primitive[]): void {
  for (const p of primitives) layerOf(board, name).primitives.push(p);
}

/** A through-hole via or pad of `net`: a land on both copper layers, a plated hole. */
export function via(board: BoardModel, x: number, y: number, net: string, drill = 0.3, land = 0.6, link = x * 1000 + y): void {
  for (const name of ['top-copper', 'bottom-copper']) draw(board, name, { kind: 'circle', x, y, r: land / 2, net, link });
  board.drills.push({ x, y, diameter: drill, plated: true });
}

export function track(x1: number, y1: number, x2: number, y2: number, width: number, net: string): Primitive {
  return { kind: 'segment', x1, y1, x2, y2, width, net, trace: true };
}

export function component(designator: string, x: number, y: number, extra: Partial<Component> = {}): Component {
  return { designator, footprint: 'R_0603', value: '1k', side: 'top', x, y, rotation: 0, pads: [], ...extra };
}
