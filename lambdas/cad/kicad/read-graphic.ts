import type { Point } from '../board-model.ts';
import { arcPoints, arcThrough, circlePoints } from '../geometry/arc.ts';
import { appendAll } from '../geometry/arrays.ts';
import { polylineSegments } from '../geometry/shapes.ts';
import { target, xy, pts, type Context, type Transform } from './kicad-context.ts';
import type { SList } from './sexpr.ts';
import { child, num, str } from './sexpr.ts';

/** gr_* / fp_* drawings: lines, arcs, circles, rectangles, polygons. */
export function addGraphic(ctx: Context, node: SList, transform: Transform, legacyArcs: boolean) {
  const layerName = str(child(node, 'layer'), 1);
  const where = layerName ? target(ctx, layerName) : undefined;
  if (!where) return;
  const kind = String(node[0]).slice(3);
  const width = num(child(node, 'width') ?? child(child(node, 'stroke') ?? [], 'width'), 1, 0.1);
  const fill = str(child(node, 'fill'), 1);
  const filled = fill === 'solid' || fill === 'yes';
  let points: Point[] = [];
  let closed = false;
  switch (kind) {
    case 'line':
      points = [transform(...xy(child(node, 'start'))), transform(...xy(child(node, 'end')))];
      break;
    case 'arc': {
      if (legacyArcs || !child(node, 'mid')) {
        // KiCad 5: start is the centre, end the first point, angle in degrees (clockwise on screen).
        const c = transform(...xy(child(node, 'start')));
        const p = transform(...xy(child(node, 'end')));
        const angle = num(child(node, 'angle'), 1);
        const r = Math.hypot(p[0] - c[0], p[1] - c[1]);
        const a0 = Math.atan2(p[1] - c[1], p[0] - c[0]);
        points = arcPoints(c[0], c[1], r, a0, (-angle * Math.PI) / 180);
        points[0] = p;
      } else {
        points = arcThrough(
          transform(...xy(child(node, 'start'))),
          transform(...xy(child(node, 'mid'))),
          transform(...xy(child(node, 'end'))),
        );
      }
      break;
    }
    case 'circle': {
      const c = transform(...xy(child(node, 'center')));
      const e = transform(...xy(child(node, 'end')));
      points = circlePoints(c[0], c[1], Math.hypot(e[0] - c[0], e[1] - c[1]));
      closed = true;
      break;
    }
    case 'rect': {
      const [x1, y1] = xy(child(node, 'start'));
      const [x2, y2] = xy(child(node, 'end'));
      points = [transform(x1, y1), transform(x2, y1), transform(x2, y2), transform(x1, y2)];
      closed = true;
      break;
    }
    case 'poly':
      points = pts(child(node, 'pts'), transform);
      closed = true;
      break;
    case 'curve':
      points = pts(child(node, 'pts'), transform);
      break;
    default:
      return;
  }
  if (points.length < 2) return;
  if (where.kind === 'fab') {
    if (ctx.shapes) appendAll(ctx.shapes.outline, points);
    return;
  }
  if (where.kind === 'edge' || where.kind === 'courtyard') {
    const edges = where.kind === 'edge' ? ctx.edges : ctx.shapes?.courtyard;
    if (!edges) return;
    const n = points.length;
    for (let i = 1; i < n + (closed ? 1 : 0); i++) {
      const a = points[i - 1]!;
      const b = points[i % n]!;
      edges.push({ x1: a[0], y1: a[1], x2: b[0], y2: b[1] });
    }
    return;
  }
  const layer = where.layer!;
  if (closed && (filled || kind === 'poly') && points.length >= 3) layer.primitives.push({ kind: 'polygon', rings: [points] });
  if (width > 0) appendAll(layer.primitives, polylineSegments(points, width, closed));
}
