import type { Drill, Layer, OutlineEdge, Point, SilkText } from '../board-model.ts';
import type { FootprintShapes } from '../courtyard.ts';
import { arcThrough } from '../geometry/arc.ts';
import { appendAll } from '../geometry/arrays.ts';
import { rotate } from '../geometry/shapes.ts';
import type { SList } from './sexpr.ts';
import { child, isList, num, str } from './sexpr.ts';

// What reading a KiCad board fills in, and the coordinate and layer helpers
// the board, footprint and text readers share.

export type Transform = (x: number, y: number) => Point;

/** Board coordinates: KiCad's y grows downwards, ours upwards. */
export const boardFrame: Transform = (x, y) => [x, -y];

export function footprintFrame(fx: number, fy: number, deg: number): Transform {
  return (x, y) => {
    const [rx, ry] = rotate(x, -y, deg);
    return [fx + rx, -fy + ry];
  };
}

export function xy(list: SList | undefined): [number, number] {
  return [num(list, 1), num(list, 2)];
}

/** Points of a (pts (xy …) (arc …)) list. */
export function pts(list: SList | undefined, transform: Transform): Point[] {
  const out: Point[] = [];
  if (!list) return out;
  for (const e of list) {
    if (!isList(e)) continue;
    if (e[0] === 'xy') out.push(transform(num(e, 1), num(e, 2)));
    else if (e[0] === 'arc') {
      const arc = arcThrough(transform(...xy(child(e, 'start'))), transform(...xy(child(e, 'mid'))), transform(...xy(child(e, 'end'))));
      appendAll(out, out.length > 0 ? arc.slice(1) : arc);
    }
  }
  return out;
}

export interface LayerTarget {
  /** `courtyard` and `fab` (the package outline) are kept per footprint, for its courtyard. */
  kind: Layer['kind'] | 'edge' | 'courtyard' | 'fab';
  layer?: Layer;
}

export interface Context {
  layers: Map<string, Layer>;
  copperOrder: string[];
  edges: OutlineEdge[];
  nets: Map<string, string>;
  drills: Drill[];
  nextLink: number;
  /** Text on the silkscreen layers, with its size. */
  silkText: SilkText[];
  /** The footprint being read, if any. */
  shapes?: FootprintShapes;
}

export function netName(ctx: Context, node: SList): string | undefined {
  const net = child(node, 'net');
  if (!net) return undefined;
  const id = str(net, 1) ?? '';
  const name = str(net, 2) ?? ctx.nets.get(id) ?? (/^\d+$/.test(id) ? undefined : id);
  return name ? name : undefined;
}

export function target(ctx: Context, name: string): LayerTarget | undefined {
  if (name === 'Edge.Cuts') return { kind: 'edge' };
  if (/^[FB]\.(CrtYd|Courtyard)$/.test(name)) return { kind: 'courtyard' };
  if (/^[FB]\.Fab$/.test(name)) return { kind: 'fab' };
  const layer = ctx.layers.get(name);
  return layer ? { kind: layer.kind, layer } : undefined;
}

/** Expands KiCad layer wildcards (`*.Cu`, `F&B.Cu`, `*.Mask`) to our layers. */
export function expandLayers(ctx: Context, names: string[]): Layer[] {
  const out = new Set<Layer>();
  for (const name of names) {
    const [prefix, suffix] = name.split('.') as [string, string | undefined];
    if (prefix === '*' || prefix === 'F&B') {
      for (const [kicadName, layer] of ctx.layers) {
        if (!kicadName.endsWith(`.${suffix}`)) continue;
        if (prefix === 'F&B' && !kicadName.startsWith('F.') && !kicadName.startsWith('B.')) continue;
        out.add(layer);
      }
    } else {
      const layer = ctx.layers.get(name);
      if (layer) out.add(layer);
    }
  }
  return [...out];
}
