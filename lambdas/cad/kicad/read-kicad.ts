import type { BoardModel, Component, Drill, Layer, OutlineEdge, Pad, Point, Primitive } from '../board-model.ts';
import { CannotProcessError } from '../cannot-process-error.ts';
import { arcPoints, arcThrough, circlePoints } from '../geometry/arc.ts';
import { appendAll, maxOf, minOf } from '../geometry/arrays.ts';
import { padPrimitive, polylineSegments, rectPolygon, rotate } from '../geometry/shapes.ts';
import { courtyardOf, footprintShapes, type FootprintShapes } from '../courtyard.ts';
import { buildOutline } from '../outline.ts';
import type { SList } from './sexpr.ts';
import { child, children, isList, num, parseSExpr, str } from './sexpr.ts';

/** KiCad 9's file format date; anything newer was written by a KiCad we have not tested. */
export const NEWEST_KICAD_VERSION = 20241229;

type Transform = (x: number, y: number) => Point;

/** Board coordinates: KiCad's y grows downwards, ours upwards. */
const boardFrame: Transform = (x, y) => [x, -y];

function footprintFrame(fx: number, fy: number, deg: number): Transform {
  return (x, y) => {
    const [rx, ry] = rotate(x, -y, deg);
    return [fx + rx, -fy + ry];
  };
}

function xy(list: SList | undefined): [number, number] {
  return [num(list, 1), num(list, 2)];
}

/** Points of a (pts (xy …) (arc …)) list. */
function pts(list: SList | undefined, transform: Transform): Point[] {
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

interface LayerTarget {
  /** `courtyard` and `fab` (the package outline) are kept per footprint, for its courtyard. */
  kind: Layer['kind'] | 'edge' | 'courtyard' | 'fab';
  layer?: Layer;
}

interface Context {
  layers: Map<string, Layer>;
  copperOrder: string[];
  edges: OutlineEdge[];
  nets: Map<string, string>;
  drills: Drill[];
  nextLink: number;
  /** The footprint being read, if any. */
  shapes?: FootprintShapes;
}

function netName(ctx: Context, node: SList): string | undefined {
  const net = child(node, 'net');
  if (!net) return undefined;
  const id = str(net, 1) ?? '';
  const name = str(net, 2) ?? ctx.nets.get(id) ?? (/^\d+$/.test(id) ? undefined : id);
  return name ? name : undefined;
}

function target(ctx: Context, name: string): LayerTarget | undefined {
  if (name === 'Edge.Cuts') return { kind: 'edge' };
  if (/^[FB]\.(CrtYd|Courtyard)$/.test(name)) return { kind: 'courtyard' };
  if (/^[FB]\.Fab$/.test(name)) return { kind: 'fab' };
  const layer = ctx.layers.get(name);
  return layer ? { kind: layer.kind, layer } : undefined;
}

/** Expands KiCad layer wildcards (`*.Cu`, `F&B.Cu`, `*.Mask`) to our layers. */
function expandLayers(ctx: Context, names: string[]): Layer[] {
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

/** gr_* / fp_* drawings: lines, arcs, circles, rectangles, polygons. */
function addGraphic(ctx: Context, node: SList, transform: Transform, legacyArcs: boolean) {
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

/** The hole of a through-hole pad (a slot for an oval drill), drilled by `part`. */
function addPadDrill(ctx: Context, drillNode: SList, x: number, y: number, angle: number, plated: boolean, part: string) {
  const oval = drillNode[1] === 'oval';
  const dw = num(drillNode, oval ? 2 : 1);
  const dh = oval ? num(drillNode, 3, dw) : dw;
  if (!(dw > 0)) return;
  const offset = child(drillNode, 'offset');
  const [ox, oy] = rotate(num(offset, 1), -num(offset, 2), angle);
  const cx = x + ox;
  const cy = y + oy;
  if (oval && Math.abs(dw - dh) > 1e-6) {
    const half = (Math.max(dw, dh) - Math.min(dw, dh)) / 2;
    const [dx, dy] = rotate(dw > dh ? half : 0, dw > dh ? 0 : half, angle);
    ctx.drills.push({ x: cx - dx, y: cy - dy, x2: cx + dx, y2: cy + dy, diameter: Math.min(dw, dh), plated, part });
  } else {
    ctx.drills.push({ x: cx, y: cy, diameter: dw, plated, part });
  }
}

function addPad(ctx: Context, pad: SList, transform: Transform, component: Component) {
  const name = str(pad, 1) ?? '';
  const type = str(pad, 2) ?? 'smd';
  const shape = str(pad, 3) ?? 'rect';
  const at = child(pad, 'at');
  const [x, y] = transform(num(at, 1), num(at, 2));
  // KiCad stores the pad angle including the footprint's (so a missing angle is 0, not the footprint's).
  const angle = num(at, 3);
  const size = child(pad, 'size');
  const w = num(size, 1);
  const h = num(size, 2, w);
  const net = netName(ctx, pad);
  const drillNode = child(pad, 'drill');
  const layers = expandLayers(
    ctx,
    (child(pad, 'layers') ?? []).slice(1).filter((s): s is string => typeof s === 'string'),
  );
  const isHole = type === 'thru_hole' || type === 'np_thru_hole';
  const link = type === 'thru_hole' ? ctx.nextLink++ : undefined;

  if (drillNode && isHole) addPadDrill(ctx, drillNode, x, y, angle, type === 'thru_hole', component.designator);

  const kicadShape = shape === 'roundrect' ? 'roundrect' : shape === 'circle' ? 'circle' : shape === 'oval' ? 'oval' : 'rect';
  const cornerR = num(child(pad, 'roundrect_rratio'), 1, 0.25) * Math.min(w, h);
  const drillSize = num(drillNode, drillNode?.[1] === 'oval' ? 2 : 1);
  const copperAllowed = type !== 'np_thru_hole' || Math.max(w, h) > drillSize + 1e-6;
  for (const layer of layers) {
    if (layer.kind === 'silk') continue;
    if (layer.kind === 'copper' && !copperAllowed) continue;
    if (shape === 'custom') {
      const primitives = child(pad, 'primitives');
      let added = false;
      for (const poly of children(primitives ?? [], 'gr_poly')) {
        const local = pts(child(poly, 'pts'), (px, py) => {
          const [rx, ry] = rotate(px, -py, angle);
          return [x + rx, y + ry];
        });
        if (local.length >= 3) {
          layer.primitives.push({
            kind: 'polygon',
            rings: [local],
            net: layer.kind === 'copper' ? net : undefined,
            link: layer.kind === 'copper' ? link : undefined,
            pad: layer.kind === 'copper' ? `${component.designator}.${name}` : undefined,
          });
          added = true;
        }
      }
      if (added) continue;
    }
    const p: Primitive = padPrimitive(kicadShape, x, y, w, h, angle, {
      cornerR,
      pad: layer.kind === 'copper' ? `${component.designator}.${name}` : undefined,
      net: layer.kind === 'copper' ? net : undefined,
      link: layer.kind === 'copper' ? link : undefined,
    });
    layer.primitives.push(p);
  }
  if (ctx.shapes && w > 0) appendAll(ctx.shapes.outline, rectPolygon(x, y, w, h, angle));
  const padInfo: Pad = { name, x, y, mount: type === 'smd' || type === 'connect' ? 'smd' : 'through-hole', net };
  component.pads.push(padInfo);
}

function fpProperty(fp: SList, key: 'Reference' | 'Value'): string {
  for (const p of children(fp, 'property')) if (p[1] === key) return str(p, 2) ?? '';
  for (const p of children(fp, 'fp_text')) if (p[1] === key.toLowerCase()) return str(p, 2) ?? '';
  return '';
}

function addFootprint(ctx: Context, fp: SList, legacyArcs: boolean): Component {
  const at = child(fp, 'at');
  const fx = num(at, 1);
  const fy = num(at, 2);
  const angle = num(at, 3);
  const t = footprintFrame(fx, fy, angle);
  const lib = str(fp, 1) ?? '';
  const bottom = (str(child(fp, 'layer'), 1) ?? 'F.Cu').startsWith('B.');
  const component: Component = {
    designator: fpProperty(fp, 'Reference'),
    footprint: lib.includes(':') ? lib.slice(lib.indexOf(':') + 1) : lib,
    value: fpProperty(fp, 'Value'),
    side: bottom ? 'bottom' : 'top',
    x: fx,
    y: -fy,
    rotation: ((angle % 360) + 360) % 360,
    pads: [],
  };
  if (child(fp, 'net_tie_pad_groups') || /(^|:)NetTie/i.test(lib)) component.netTie = true;
  const attr = child(fp, 'attr') ?? [];
  if (attr.includes('dnp')) component.dnp = true;
  if (attr.includes('board_only') || attr.includes('exclude_from_pos_files') || attr.includes('virtual')) component.boardOnly = true;
  ctx.shapes = footprintShapes();
  for (const e of fp) {
    if (!isList(e)) continue;
    if (e[0] === 'pad') addPad(ctx, e, t, component);
    else if (typeof e[0] === 'string' && e[0].startsWith('fp_') && e[0] !== 'fp_text') addGraphic(ctx, e, t, legacyArcs);
  }
  const courtyard = courtyardOf(ctx.shapes, component.rotation);
  if (courtyard) component.courtyard = courtyard;
  ctx.shapes = undefined;
  return component;
}

function addTrack(ctx: Context, node: SList) {
  const layer = ctx.layers.get(str(child(node, 'layer'), 1) ?? '');
  if (!layer) return;
  const width = num(child(node, 'width'), 1);
  const net = netName(ctx, node);
  const points =
    node[0] === 'arc'
      ? arcThrough(boardFrame(...xy(child(node, 'start'))), boardFrame(...xy(child(node, 'mid'))), boardFrame(...xy(child(node, 'end'))))
      : [boardFrame(...xy(child(node, 'start'))), boardFrame(...xy(child(node, 'end')))];
  appendAll(layer.primitives, polylineSegments(points, width, false, net, true));
}

function addVia(ctx: Context, via: SList) {
  const [x, y] = boardFrame(...xy(child(via, 'at')));
  const size = num(child(via, 'size'), 1);
  const drill = num(child(via, 'drill'), 1);
  const net = netName(ctx, via);
  const ends = (child(via, 'layers') ?? []).slice(1).map((n) => ctx.copperOrder.indexOf(String(n)));
  const from = Math.max(0, minOf(ends));
  const to = ends.length ? maxOf(ends) : ctx.copperOrder.length - 1;
  const link = ctx.nextLink++;
  for (let i = from; i <= to; i++) {
    const layer = ctx.layers.get(ctx.copperOrder[i]!);
    layer?.primitives.push({ kind: 'circle', x, y, r: size / 2, net, link });
  }
  if (drill > 0) ctx.drills.push({ x, y, diameter: drill, plated: true });
}

/**
 * The thermal gap of a zone that joins pads by spokes: `(connect_pads …)` with
 * no mode or `thru_hole_only` (spokes for through-hole pads), and the fill's
 * `thermal_gap` (KiCad's default 0.5 mm); undefined for solid or no connection.
 */
function thermalGapOf(zone: SList): number | undefined {
  const mode = str(child(zone, 'connect_pads'), 1);
  if (mode === 'yes' || mode === 'no') return undefined;
  return num(child(child(zone, 'fill') ?? [], 'thermal_gap'), 1, 0.5);
}

function addZone(ctx: Context, zone: SList) {
  const net = str(child(zone, 'net_name'), 1) || netName(ctx, zone);
  const zoneLayer = str(child(zone, 'layer'), 1);
  const thermalGap = net ? thermalGapOf(zone) : undefined;
  for (const filled of children(zone, 'filled_polygon')) {
    const layerName = str(child(filled, 'layer'), 1) ?? zoneLayer;
    const layer = layerName ? ctx.layers.get(layerName) : undefined;
    if (!layer || layer.kind !== 'copper') continue;
    const ring = pts(child(filled, 'pts'), boardFrame);
    if (ring.length < 3) continue;
    layer.primitives.push({ kind: 'polygon', rings: [ring], net: net || undefined, ...(thermalGap === undefined ? {} : { thermalGap }) });
  }
}

function declareLayers(root: SList): { layers: Map<string, Layer>; copperOrder: string[] } {
  const declared = (child(root, 'layers') ?? [])
    .slice(1)
    .filter(isList)
    .map((l) => str(l, 1) ?? '');
  const inner = declared.filter((n) => /^In\d+\.Cu$/.test(n)).sort((a, b) => parseInt(a.slice(2)) - parseInt(b.slice(2)));
  const copperOrder = ['F.Cu', ...inner, 'B.Cu'];
  const layers = new Map<string, Layer>();
  copperOrder.forEach((name, i) => {
    const side = i === 0 ? 'top' : i === copperOrder.length - 1 ? 'bottom' : 'inner';
    layers.set(name, {
      name: side === 'inner' ? `inner${i}-copper` : `${side}-copper`,
      kind: 'copper',
      side,
      copperIndex: i + 1,
      primitives: [],
    });
  });
  for (const [side, p] of [
    ['top', 'F'],
    ['bottom', 'B'],
  ] as const) {
    layers.set(`${p}.Mask`, { name: `${side}-mask`, kind: 'mask', side, primitives: [] });
    layers.set(`${p}.Paste`, { name: `${side}-paste`, kind: 'paste', side, primitives: [] });
    const silk: Layer = { name: `${side}-silk`, kind: 'silk', side, primitives: [] };
    layers.set(`${p}.SilkS`, silk);
    layers.set(`${p}.Silkscreen`, silk);
  }
  return { layers, copperOrder };
}

/** Reads a KiCad `.kicad_pcb` (KiCad 5 to 9). */
export function readKicad(fileName: string, text: string): BoardModel {
  if (!/^\s*\(kicad_pcb/.test(text)) throw new CannotProcessError('This is not a KiCad board file (.kicad_pcb).');
  const version = Number(/\(version\s+(\d+)\)/.exec(text.slice(0, 500))?.[1] ?? 0);
  if (version > NEWEST_KICAD_VERSION) {
    throw new CannotProcessError(
      `This board was saved by a newer KiCad (file format ${version}) than we support (up to KiCad 9, format ${NEWEST_KICAD_VERSION}). Please export Gerbers, or save it in KiCad 9.`,
    );
  }
  const root = parseSExpr(text);
  const { layers, copperOrder } = declareLayers(root);
  const ctx: Context = { layers, copperOrder, edges: [], nets: new Map(), drills: [], nextLink: 1 };
  for (const n of children(root, 'net')) ctx.nets.set(str(n, 1) ?? '', str(n, 2) ?? '');
  const legacyArcs = version < 20210000;
  const components: Component[] = [];
  for (const e of root) {
    if (!isList(e)) continue;
    switch (e[0]) {
      case 'module':
      case 'footprint':
        components.push(addFootprint(ctx, e, legacyArcs));
        break;
      case 'segment':
      case 'arc':
        addTrack(ctx, e);
        break;
      case 'via':
        addVia(ctx, e);
        break;
      case 'zone':
        addZone(ctx, e);
        break;
      default:
        if (typeof e[0] === 'string' && e[0].startsWith('gr_') && e[0] !== 'gr_text') addGraphic(ctx, e, boardFrame, legacyArcs);
    }
  }
  return {
    source: 'KiCad',
    fileName,
    outline: buildOutline(ctx.edges),
    layers: [...new Set(layers.values())],
    drills: ctx.drills,
    components,
    hasNativeNets: true,
    notes: [],
  };
}
