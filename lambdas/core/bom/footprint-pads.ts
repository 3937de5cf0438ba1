import type { Pad } from '#lambdas/cad/board-model.ts';

// What a board footprint's pads measure: distinct pads (pads sharing a name,
// like an exposed pad split for paste, count once; unnamed pads are
// mechanical), how they are mounted, the smallest centre distance, and the
// distance between the two terminals of a two-pad part.

export interface FootprintMeasure {
  padCount: number;
  mount: 'smd' | 'through-hole' | 'mixed' | null;
  /** Smallest centre-to-centre distance between two distinct pads, mm; null with fewer than two. */
  pitch: number | null;
  /** For two pads: their centre distance, mm. */
  span: number | null;
  /** Centre of each distinct named pad, by name. */
  centres: Map<string, { x: number; y: number }>;
}

export function measureFootprint(pads: readonly Pad[]): FootprintMeasure {
  const groups = new Map<string, Pad[]>();
  for (const pad of pads) {
    const name = pad.name.trim();
    if (name === '') continue;
    const group = groups.get(name);
    if (group) group.push(pad);
    else groups.set(name, [pad]);
  }
  const centres = new Map<string, { x: number; y: number }>();
  for (const [name, group] of groups) {
    centres.set(name, { x: group.reduce((s, p) => s + p.x, 0) / group.length, y: group.reduce((s, p) => s + p.y, 0) / group.length });
  }
  const named = pads.filter((p) => p.name.trim() !== '');
  const smd = named.some((p) => p.mount === 'smd');
  const th = named.some((p) => p.mount === 'through-hole');
  const points = [...centres.values()];
  let pitch: number | null = null;
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const d = Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y);
      if (d > 1e-6 && (pitch === null || d < pitch)) pitch = d;
    }
  }
  return {
    padCount: centres.size,
    mount: smd && th ? 'mixed' : smd ? 'smd' : th ? 'through-hole' : null,
    pitch: pitch === null ? null : Math.round(pitch * 1000) / 1000,
    span: points.length === 2 ? Math.round(Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y) * 1000) / 1000 : null,
    centres,
  };
}
