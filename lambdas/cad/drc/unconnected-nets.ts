import type { Check } from './check-context.ts';
import { finding } from './check-context.ts';
import { ringBoxCentre } from '../geometry/arrays.ts';

/** For design files with nets: every pad of a net must be joined by copper (tracks, vias, zones) to the others. */
export const checkUnconnectedNets: Check = ({ board, copper }, found) => {
  if (!board.hasNativeNets) return;
  // net → connected piece → one pad in it
  const pieces = new Map<string, Map<number, { pad: string; x: number; y: number }>>();
  for (const { layer, offset } of copper.layers) {
    layer.primitives.forEach((primitive, i) => {
      if (!primitive.pad || !primitive.net) return;
      const group = copper.group(offset + i);
      const byGroup = pieces.get(primitive.net) ?? new Map();
      if (!byGroup.has(group)) {
        const [x, y] =
          primitive.kind === 'circle'
            ? [primitive.x, primitive.y]
            : primitive.kind === 'segment'
              ? [(primitive.x1 + primitive.x2) / 2, (primitive.y1 + primitive.y2) / 2]
              : ringBoxCentre(primitive.rings[0] ?? []);
        byGroup.set(group, { pad: primitive.pad, x, y });
      }
      pieces.set(primitive.net, byGroup);
    });
  }
  for (const [net, byGroup] of pieces) {
    if (byGroup.size < 2) continue;
    const [first, ...rest] = [...byGroup.values()];
    for (const piece of rest) {
      found.add(
        finding({
          check: 'unconnected-net',
          severity: 'Error',
          measured: byGroup.size,
          limit: 1,
          x: piece.x,
          y: piece.y,
          layer: 'copper',
          message: `Net ${net} is not fully routed: pad ${piece.pad} is not connected to pad ${first!.pad}.`,
        }),
      );
    }
  }
};
