import type { Component, Point } from '../board-model.ts';
import { courtyardOf, footprintShapes, type FootprintShapes } from '../courtyard.ts';
import { appendAll } from '../geometry/arrays.ts';
import { padPrimitive, rectPolygon, rotate } from '../geometry/shapes.ts';
import { addText } from './add-text.ts';
import type { Ctx, Transform } from './draw-context.ts';
import { addCircle, addPolygon, addRectangle, addWire } from './draw-shapes.ts';
import { list, n, parseRot, type Attrs } from './eagle-attributes.ts';
import { DOCU_LAYERS, mirrorLayer } from './eagle-layers.ts';
import { wirePoints } from './draw-shapes.ts';

/** Closes `corners` into courtyard edges. */
function addRing(shapes: FootprintShapes, corners: Point[]): void {
  corners.forEach((from, i) => {
    const to = corners[(i + 1) % corners.length]!;
    shapes.courtyard.push({ x1: from[0], y1: from[1], x2: to[0], y2: to[1] });
  });
}

/** The package's courtyard lines and its outline (documentation layer and pad corners), in board coordinates. */
function collectShapes(ctx: Ctx, pkg: Attrs, toBoard: Transform, mirror: boolean, shapes: FootprintShapes): void {
  for (const w of list(pkg.wire)) {
    const layer = n(w.layer);
    const courtyard = ctx.courtyardLayers.has(layer);
    if (!courtyard && !DOCU_LAYERS.includes(layer)) continue;
    const points = wirePoints(toBoard(n(w.x1), n(w.y1)), toBoard(n(w.x2), n(w.y2)), n(w.curve) * (mirror ? -1 : 1));
    if (!courtyard) appendAll(shapes.outline, points);
    else
      for (let i = 1; i < points.length; i++)
        shapes.courtyard.push({ x1: points[i - 1]![0], y1: points[i - 1]![1], x2: points[i]![0], y2: points[i]![1] });
  }
  for (const r of list(pkg.rectangle)) {
    const layer = n(r.layer);
    if (!ctx.courtyardLayers.has(layer) && !DOCU_LAYERS.includes(layer)) continue;
    const corners = [toBoard(n(r.x1), n(r.y1)), toBoard(n(r.x2), n(r.y1)), toBoard(n(r.x2), n(r.y2)), toBoard(n(r.x1), n(r.y2))];
    if (ctx.courtyardLayers.has(layer)) addRing(shapes, corners);
    else appendAll(shapes.outline, corners);
  }
  for (const p of list(pkg.polygon)) {
    if (ctx.courtyardLayers.has(n(p.layer)))
      addRing(
        shapes,
        list(p.vertex).map((v) => toBoard(n(v.x), n(v.y))),
      );
  }
}

export function addPackage(ctx: Ctx, pkg: Attrs, el: Attrs, component: Component, nets: Map<string, string>) {
  const { angle, mirror } = parseRot(el.rot as string | undefined);
  const ex = n(el.x);
  const ey = n(el.y);
  const t = (x: number, y: number): Point => {
    const [rx, ry] = rotate(mirror ? -x : x, y, angle);
    return [ex + rx, ey + ry];
  };
  const layerOf = (l: unknown) => (mirror ? mirrorLayer(n(l)) : n(l));
  const localAngle = (rot: unknown) => {
    const r = parseRot(rot as string | undefined).angle;
    return angle + (mirror ? -r : r);
  };
  const shapes = footprintShapes();
  collectShapes(ctx, pkg, t, mirror, shapes);
  const topCopper = ctx.copperNumbers[0]!;
  const bottomCopper = ctx.copperNumbers[ctx.copperNumbers.length - 1]!;
  for (const smd of list(pkg.smd)) {
    const [x, y] = t(n(smd.x), n(smd.y));
    const dx = n(smd.dx);
    const dy = n(smd.dy);
    const a = localAngle(smd.rot);
    const net = nets.get(`${el.name}\u0000${smd.name}`);
    const layerNo = layerOf(smd.layer);
    const roundness = n(smd.roundness) / 100;
    const shape = roundness >= 1 ? (Math.abs(dx - dy) < 1e-9 ? 'circle' : 'oval') : roundness > 0 ? 'roundrect' : 'rect';
    ctx.copper
      .get(layerNo)
      ?.primitives.push(
        padPrimitive(shape, x, y, dx, dy, a, { cornerR: (roundness * Math.min(dx, dy)) / 2, net, pad: `${el.name}.${smd.name}` }),
      );
    const bottom = layerNo === 16;
    const f = ctx.rules.stopFrame;
    if (smd.stop !== 'no')
      ctx.other
        .get(bottom ? 30 : 29)
        ?.primitives.push(padPrimitive(shape, x, y, dx + 2 * f, dy + 2 * f, a, { cornerR: (roundness * Math.min(dx, dy)) / 2 + f }));
    if (smd.cream !== 'no')
      ctx.other
        .get(bottom ? 32 : 31)
        ?.primitives.push(padPrimitive(shape, x, y, dx, dy, a, { cornerR: (roundness * Math.min(dx, dy)) / 2 }));
    appendAll(shapes.outline, rectPolygon(x, y, dx, dy, a));
    component.pads.push({ name: String(smd.name), x, y, mount: 'smd', net });
  }
  for (const pad of list(pkg.pad)) {
    const [x, y] = t(n(pad.x), n(pad.y));
    const drill = n(pad.drill);
    const d = Math.max(n(pad.diameter), drill + 2 * ctx.rules.padRing(drill));
    const a = localAngle(pad.rot);
    const net = nets.get(`${el.name}\u0000${pad.name}`);
    const link = ctx.nextLink++;
    const shape = pad.shape === 'square' ? 'rect' : pad.shape === 'long' || pad.shape === 'offset' ? 'oval' : 'circle';
    const w = shape === 'oval' ? 2 * d : d;
    for (const num of ctx.copperNumbers) {
      // Eagle draws inner-layer lands round; the shape applies to the outer layers.
      const outer = num === topCopper || num === bottomCopper;
      ctx.copper
        .get(num)
        ?.primitives.push(padPrimitive(outer ? shape : 'circle', x, y, outer ? w : d, d, a, { net, link, pad: `${el.name}.${pad.name}` }));
    }
    const f = ctx.rules.stopFrame;
    if (pad.stop !== 'no') for (const l of [29, 30]) ctx.other.get(l)?.primitives.push(padPrimitive(shape, x, y, w + 2 * f, d + 2 * f, a));
    ctx.drills.push({ x, y, diameter: drill, plated: true, part: component.designator });
    appendAll(shapes.outline, rectPolygon(x, y, w, d, a));
    component.pads.push({ name: String(pad.name), x, y, mount: 'through-hole', net });
  }
  for (const hole of list(pkg.hole)) {
    const [x, y] = t(n(hole.x), n(hole.y));
    ctx.drills.push({ x, y, diameter: n(hole.drill), plated: false, part: component.designator });
  }
  const courtyard = courtyardOf(shapes, angle);
  if (courtyard) component.courtyard = courtyard;
  for (const w of list(pkg.wire)) addWire(ctx, w, t, layerOf(w.layer), undefined, mirror);
  for (const p of list(pkg.polygon)) addPolygon(ctx, p, t, layerOf(p.layer), undefined, mirror);
  for (const c of list(pkg.circle)) addCircle(ctx, c, t, layerOf(c.layer));
  for (const r of list(pkg.rectangle)) addRectangle(ctx, r, t, layerOf(r.layer), angle, mirror);
  for (const x of list(pkg.text)) addText(ctx, x, t, layerOf(x.layer));
}
