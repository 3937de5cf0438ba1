import type { BoardModel, Drill, Layer, Point } from '#lambdas/cad/board-model.ts';

/**
 * Two revisions of a panel of round pads on a 0.5 mm grid (a 0.5 mm BGA field
 * repeated), each pad with a mask opening and a plated hole, for the revision
 * diff at scale (docs/revisions.md#bounded-memory). In the later revision one
 * pad in a hundred moved by 0.1 mm, and `changed` pads were removed and as
 * many added beyond the last row.
 */
export function panelPair(pads: number, changed = 1000) {
  const perRow = Math.ceil(Math.sqrt(pads));
  const pitch = 0.5;
  const at = (i: number): Point => [1 + (i % perRow) * pitch, 1 + Math.floor(i / perRow) * pitch];
  const side = perRow * pitch + 2;
  const build = (positions: (i: number) => Point | null, extra: number): BoardModel => {
    const copper: Layer = { name: 'top-copper', kind: 'copper', side: 'top', copperIndex: 1, primitives: [] };
    const mask: Layer = { name: 'top-mask', kind: 'mask', side: 'top', primitives: [] };
    const drills: Drill[] = [];
    const add = ([x, y]: Point) => {
      copper.primitives.push({ kind: 'circle', x, y, r: 0.15 });
      mask.primitives.push({ kind: 'circle', x, y, r: 0.2 });
      drills.push({ x, y, diameter: 0.1, plated: true });
    };
    for (let i = 0; i < pads; i++) {
      const p = positions(i);
      if (p) add(p);
    }
    for (let k = 0; k < extra; k++) add([1 + (k % perRow) * pitch, side + 1 + Math.floor(k / perRow) * pitch]);
    const loop: Point[] = [
      [0, 0],
      [side, 0],
      [side, side + 2],
      [0, side + 2],
    ];
    return {
      source: 'Gerber',
      fileName: 'panel.zip',
      outline: { loops: [loop], edges: [], gaps: [] },
      layers: [copper, mask],
      drills,
      components: [],
      hasNativeNets: false,
      notes: [],
    };
  };
  const before = build(at, 0);
  const removedEvery = Math.floor(pads / changed);
  let moved = 0;
  let removed = 0;
  const after = build((i) => {
    const [x, y] = at(i);
    if (i % removedEvery === 50 && removed < changed) {
      removed++;
      return null;
    }
    if (i % 100 !== 0) return [x, y];
    moved++;
    return [x + 0.1, y];
  }, changed);
  return { before, after, moved, added: changed, removed };
}
