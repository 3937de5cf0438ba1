import type { Point, Primitive } from '../board-model.ts';
import { arcThrough, circlePoints } from '../geometry/arc.ts';
import { appendAll } from '../geometry/arrays.ts';
import { padPrimitive, polylineSegments } from '../geometry/shapes.ts';
import type { Ctx, Transform } from './draw-context.ts';
import { list, n, parseRot, type Attrs } from './eagle-attributes.ts';
import { DIMENSION, MILLING } from './eagle-layers.ts';

/** A wire with `curve` (degrees, positive counter-clockwise) is an arc from (x1, y1) to (x2, y2). */
export function wirePoints(a: Point, b: Point, curve: number): Point[] {
  if (!curve) return [a, b];
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (len === 0) return [a, b];
  const sagitta = (len / 2) * Math.tan((curve * Math.PI) / 180 / 4);
  const mid: Point = [(a[0] + b[0]) / 2 + (sagitta * dy) / len, (a[1] + b[1]) / 2 - (sagitta * dx) / len];
  return arcThrough(a, mid, b);
}

export function addWire(ctx: Ctx, w: Attrs, t: Transform, layerNo: number, net?: string, mirror = false) {
  const points = wirePoints(t(n(w.x1), n(w.y1)), t(n(w.x2), n(w.y2)), n(w.curve) * (mirror ? -1 : 1));
  if (layerNo === DIMENSION || layerNo === MILLING) {
    for (let i = 1; i < points.length; i++)
      ctx.edges.push({ x1: points[i - 1]![0], y1: points[i - 1]![1], x2: points[i]![0], y2: points[i]![1] });
    return;
  }
  const layer = ctx.copper.get(layerNo) ?? ctx.other.get(layerNo);
  if (layer)
    appendAll(
      layer.primitives,
      polylineSegments(points, n(w.width), false, layer.kind === 'copper' ? net : undefined, layer.kind === 'copper' && net !== undefined),
    );
}

export function addPolygon(ctx: Ctx, poly: Attrs, t: Transform, layerNo: number, net?: string, mirror = false) {
  const vertices = list(poly.vertex);
  const ring: Point[] = [];
  vertices.forEach((v, i) => {
    const next = vertices[(i + 1) % vertices.length]!;
    const seg = wirePoints(t(n(v.x), n(v.y)), t(n(next.x), n(next.y)), n(v.curve) * (mirror ? -1 : 1));
    for (let k = 0; k < seg.length - 1; k++) ring.push(seg[k]!);
  });
  if (ring.length < 3) return;
  if (layerNo === DIMENSION || layerNo === MILLING) {
    ring.forEach((a, i) => {
      const b = ring[(i + 1) % ring.length]!;
      ctx.edges.push({ x1: a[0], y1: a[1], x2: b[0], y2: b[1] });
    });
    return;
  }
  const copper = ctx.copper.get(layerNo);
  if (copper) {
    // Eagle stores the pour outline only; the fill (with clearances) is computed at CAM time.
    copper.primitives.push({ kind: 'polygon', rings: [ring], net, pour: true });
    return;
  }
  ctx.other.get(layerNo)?.primitives.push({ kind: 'polygon', rings: [ring] });
}

export function addCircle(ctx: Ctx, c: Attrs, t: Transform, layerNo: number) {
  const [x, y] = t(n(c.x), n(c.y));
  const r = n(c.radius);
  const width = n(c.width);
  if (layerNo === DIMENSION || layerNo === MILLING) {
    const pts = circlePoints(x, y, r);
    pts.forEach((a, i) => {
      const b = pts[(i + 1) % pts.length]!;
      ctx.edges.push({ x1: a[0], y1: a[1], x2: b[0], y2: b[1] });
    });
    return;
  }
  const layer = ctx.copper.get(layerNo) ?? ctx.other.get(layerNo);
  if (!layer) return;
  if (width === 0) layer.primitives.push({ kind: 'circle', x, y, r });
  else appendAll(layer.primitives, polylineSegments(circlePoints(x, y, r), width, true));
}

export function addRectangle(ctx: Ctx, r: Attrs, t: Transform, layerNo: number, angle = 0, mirror = false) {
  const layer = ctx.copper.get(layerNo) ?? ctx.other.get(layerNo);
  if (!layer) return;
  const cx = (n(r.x1) + n(r.x2)) / 2;
  const cy = (n(r.y1) + n(r.y2)) / 2;
  const [x, y] = t(cx, cy);
  const own = parseRot(r.rot as string | undefined).angle;
  const p: Primitive = padPrimitive('rect', x, y, Math.abs(n(r.x2) - n(r.x1)), Math.abs(n(r.y2) - n(r.y1)), angle + (mirror ? -own : own));
  layer.primitives.push(p);
}
