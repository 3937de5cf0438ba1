import type { Point, Primitive } from '../board-model.ts';
import { arcPoints } from './arc.ts';

const DEG = Math.PI / 180;

/** Rotates (x, y) counter-clockwise by `deg` about the origin. */
export function rotate(x: number, y: number, deg: number): Point {
  if (deg === 0) return [x, y];
  const c = Math.cos(deg * DEG);
  const s = Math.sin(deg * DEG);
  return [x * c - y * s, x * s + y * c];
}

/** A rectangle (optionally with rounded corners) centred on (cx, cy), rotated `deg` counter-clockwise. */
export function rectPolygon(cx: number, cy: number, width: number, height: number, deg: number, cornerR = 0): Point[] {
  const hw = width / 2;
  const hh = height / 2;
  const r = Math.min(cornerR, hw, hh);
  let local: Point[];
  if (r <= 1e-6) {
    local = [
      [-hw, -hh],
      [hw, -hh],
      [hw, hh],
      [-hw, hh],
    ];
  } else {
    local = [
      ...arcPoints(hw - r, -hh + r, r, -Math.PI / 2, Math.PI / 2),
      ...arcPoints(hw - r, hh - r, r, 0, Math.PI / 2),
      ...arcPoints(-hw + r, hh - r, r, Math.PI / 2, Math.PI / 2),
      ...arcPoints(-hw + r, -hh + r, r, Math.PI, Math.PI / 2),
    ];
  }
  return local.map(([x, y]) => {
    const [rx, ry] = rotate(x, y, deg);
    return [cx + rx, cy + ry];
  });
}

/** Pad-like shapes common to KiCad and Eagle, in board coordinates (y up). */
export function padPrimitive(
  shape: 'circle' | 'oval' | 'rect' | 'roundrect',
  cx: number,
  cy: number,
  width: number,
  height: number,
  deg: number,
  extra: { cornerR?: number; net?: string; link?: number; pad?: string } = {},
): Primitive {
  const { net, link, pad } = extra;
  if (shape === 'circle' || (shape === 'oval' && Math.abs(width - height) < 1e-9))
    return { kind: 'circle', x: cx, y: cy, r: Math.max(width, height) / 2, net, link, pad };
  if (shape === 'oval') {
    const long = width > height;
    const half = (Math.max(width, height) - Math.min(width, height)) / 2;
    const [dx, dy] = rotate(long ? half : 0, long ? 0 : half, deg);
    return { kind: 'segment', x1: cx - dx, y1: cy - dy, x2: cx + dx, y2: cy + dy, width: Math.min(width, height), net, link, pad };
  }
  return {
    kind: 'polygon',
    rings: [rectPolygon(cx, cy, width, height, deg, shape === 'roundrect' ? (extra.cornerR ?? 0) : 0)],
    net,
    link,
    pad,
  };
}

/** Turns a polyline into stroke segments of the given width. */
export function polylineSegments(points: Point[], width: number, closed: boolean, net?: string, trace?: boolean): Primitive[] {
  const out: Primitive[] = [];
  const n = points.length;
  for (let i = 1; i < n + (closed ? 1 : 0); i++) {
    const a = points[i - 1]!;
    const b = points[i % n]!;
    out.push({ kind: 'segment', x1: a[0], y1: a[1], x2: b[0], y2: b[1], width, net, trace });
  }
  return out;
}
