import type { Point, Primitive } from '../board-model.ts';
import { arcThrough, circlePoints } from '../geometry/arc.ts';
import { appendAll } from '../geometry/arrays.ts';
import { padPrimitive, polylineSegments } from '../geometry/shapes.ts';
import type { Ctx, Transform } from './draw-context.ts';
import { list, n, parseRot, type Attrs } from './eagle-attributes.ts';
import { DIMENSION, MILLING } from './eagle-layers.ts';

/** A wire with `curve` (degrees, positive counter-clockwise) is an arc from (x1, y1) to (x2, y2). */
export function wirePoints(start: Point, end: Point, curve: number): Point[] {
  if (!curve) return [start, end];
  const dx = end[0] - start[0];
  const dy = end[1] - start[1];
  const len = Math.hypot(dx, dy);
  if (len === 0) return [start, end];
  const sagitta = (len / 2) * Math.tan((curve * Math.PI) / 180 / 4);
  const mid: Point = [(start[0] + end[0]) / 2 + (sagitta * dy) / len, (start[1] + end[1]) / 2 - (sagitta * dx) / len];
  return arcThrough(start, mid, end);
}

export function addWire(ctx: Ctx, wire: Attrs, transform: Transform, layerNo: number, net?: string, mirror = false) {
  const points = wirePoints(transform(n(wire.x1), n(wire.y1)), transform(n(wire.x2), n(wire.y2)), n(wire.curve) * (mirror ? -1 : 1));
  if (layerNo === DIMENSION || layerNo === MILLING) {
    for (let i = 1; i < points.length; i++)
      ctx.edges.push({ x1: points[i - 1]![0], y1: points[i - 1]![1], x2: points[i]![0], y2: points[i]![1] });
    return;
  }
  const layer = ctx.copper.get(layerNo) ?? ctx.other.get(layerNo);
  if (layer)
    appendAll(
      layer.primitives,
      polylineSegments(
        points,
        n(wire.width),
        false,
        layer.kind === 'copper' ? net : undefined,
        layer.kind === 'copper' && net !== undefined,
      ),
    );
}

export function addPolygon(ctx: Ctx, poly: Attrs, transform: Transform, layerNo: number, net?: string, mirror = false) {
  const vertices = list(poly.vertex);
  const ring: Point[] = [];
  vertices.forEach((vertex, i) => {
    const next = vertices[(i + 1) % vertices.length]!;
    const seg = wirePoints(transform(n(vertex.x), n(vertex.y)), transform(n(next.x), n(next.y)), n(vertex.curve) * (mirror ? -1 : 1));
    for (let k = 0; k < seg.length - 1; k++) ring.push(seg[k]!);
  });
  if (ring.length < 3) return;
  if (layerNo === DIMENSION || layerNo === MILLING) {
    ring.forEach((point, i) => {
      const b = ring[(i + 1) % ring.length]!;
      ctx.edges.push({ x1: point[0], y1: point[1], x2: b[0], y2: b[1] });
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

export function addCircle(ctx: Ctx, circle: Attrs, transform: Transform, layerNo: number) {
  const [x, y] = transform(n(circle.x), n(circle.y));
  const r = n(circle.radius);
  const width = n(circle.width);
  if (layerNo === DIMENSION || layerNo === MILLING) {
    const pts = circlePoints(x, y, r);
    pts.forEach((point, i) => {
      const b = pts[(i + 1) % pts.length]!;
      ctx.edges.push({ x1: point[0], y1: point[1], x2: b[0], y2: b[1] });
    });
    return;
  }
  const layer = ctx.copper.get(layerNo) ?? ctx.other.get(layerNo);
  if (!layer) return;
  if (width === 0) layer.primitives.push({ kind: 'circle', x, y, r });
  else appendAll(layer.primitives, polylineSegments(circlePoints(x, y, r), width, true));
}

export function addRectangle(ctx: Ctx, rect: Attrs, transform: Transform, layerNo: number, angle = 0, mirror = false) {
  const layer = ctx.copper.get(layerNo) ?? ctx.other.get(layerNo);
  if (!layer) return;
  const cx = (n(rect.x1) + n(rect.x2)) / 2;
  const cy = (n(rect.y1) + n(rect.y2)) / 2;
  const [x, y] = transform(cx, cy);
  const own = parseRot(rect.rot as string | undefined).angle;
  const p: Primitive = padPrimitive(
    'rect',
    x,
    y,
    Math.abs(n(rect.x2) - n(rect.x1)),
    Math.abs(n(rect.y2) - n(rect.y1)),
    angle + (mirror ? -own : own),
  );
  layer.primitives.push(p);
}
