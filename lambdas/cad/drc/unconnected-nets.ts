import type { Check } from './check-context.ts';
import { finding } from './check-context.ts';
import { ringBoxCentre } from '../geometry/arrays.ts';

/** For design files with nets: every pad of a net must be joined by copper (tracks, vias, zones) to the others. */
export const checkUnconnectedNets: Check = ({ board, copper }, found) => {
  if (!board.hasNativeNets) return;
  // net → connected piece → one pad in it
  const pieces = new Map<string, Map<number, { pad: string; x: number; y: number }>>();
  for (const { layer, offset } of copper.layers) {
    layer.primitives.forEach((p, i) => {
      if (!p.pad || !p.net) return;
      const group = copper.group(offset + i);
      const byGroup = pieces.get(p.net) ?? new Map();
      if (!byGroup.has(group)) {
        const [x, y] =
          p.kind === 'circle'
            ? [p.x, p.y]
            : p.kind === 'segment'
              ? [(p.x1 + p.x2) / 2, (p.y1 + p.y2) / 2]
              : ringBoxCentre(p.rings[0] ?? []);
        byGroup.set(group, { pad: p.pad, x, y });
      }
      pieces.set(p.net, byGroup);
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
