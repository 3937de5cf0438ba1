import type { Drill, Layer, OutlineEdge, Point, SilkText } from '../board-model.ts';
import type { Rules } from './design-rules.ts';

/** What reading a board fills in: the layers' primitives, the outline's edges and the drills. */
export interface Ctx {
  copper: Map<number, Layer>;
  other: Map<number, Layer>;
  copperNumbers: number[];
  edges: OutlineEdge[];
  drills: Drill[];
  rules: Rules;
  nextLink: number;
  /** Text on the silkscreen layers, with its size. */
  silkText: SilkText[];
  /** Layers drawing a package's courtyard: tKeepout/bKeepout (what Eagle's own DRC checks parts against), and any named tCrtYd/bCrtYd. */
  courtyardLayers: ReadonlySet<number>;
}

/** Board coordinates of a point given in a package's (or the board's) own coordinates. */
export type Transform = (x: number, y: number) => Point;

export const identity = (x: number, y: number): Point => [x, y];
