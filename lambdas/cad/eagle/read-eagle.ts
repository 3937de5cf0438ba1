import { XMLParser } from 'fast-xml-parser';
import type { BoardModel, Component, Drill, Layer, OutlineEdge, Point, Primitive } from '../board-model.ts';
import { CannotProcessError } from '../cannot-process-error.ts';
import { arcThrough, circlePoints } from '../geometry/arc.ts';
import { appendAll } from '../geometry/arrays.ts';
import { padPrimitive, polylineSegments, rotate } from '../geometry/shapes.ts';
import { buildOutline } from '../outline.ts';

type Attrs = Record<string, string | undefined> & Record<string, unknown>;

const REPEATED = new Set([
  'layer',
  'param',
  'library',
  'package',
  'element',
  'signal',
  'wire',
  'via',
  'contactref',
  'polygon',
  'vertex',
  'smd',
  'pad',
  'hole',
  'circle',
  'rectangle',
  'text',
  'attribute',
]);
const DIMENSION = 20;
const MILLING = 46;

function n(v: unknown, fallback = 0): number {
  const x = Number(v);
  return Number.isFinite(x) ? x : fallback;
}

function list(v: unknown): Attrs[] {
  return Array.isArray(v) ? (v as Attrs[]) : [];
}

/** Design-rule values carry units: "10mil", "0.254mm", "0.25". */
function ruleLength(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const m = /^(-?[\d.]+)\s*(mil|mm|in|mic)?$/.exec(value.trim());
  if (!m) return fallback;
  const x = Number(m[1]);
  switch (m[2]) {
    case 'mil':
      return x * 0.0254;
    case 'in':
      return x * 25.4;
    case 'mic':
      return x / 1000;
    default:
      return x;
  }
}

/** Eagle rotation strings: "R90", "MR270", "SMR45" (S = spin, M = mirror). */
function parseRot(rot: string | undefined): { angle: number; mirror: boolean } {
  const m = /^S?(M?)R?(-?[\d.]+)?$/.exec(rot ?? '');
  return { angle: n(m?.[2]), mirror: m?.[1] === 'M' };
}

/** A wire with `curve` (degrees, positive counter-clockwise) is an arc from (x1, y1) to (x2, y2). */
function wirePoints(a: Point, b: Point, curve: number): Point[] {
  if (!curve) return [a, b];
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (len === 0) return [a, b];
  const sagitta = (len / 2) * Math.tan((curve * Math.PI) / 180 / 4);
  const mid: Point = [(a[0] + b[0]) / 2 + (sagitta * dy) / len, (a[1] + b[1]) / 2 - (sagitta * dx) / len];
  return arcThrough(a, mid, b);
}

interface Rules {
  padRing: (drill: number) => number;
  viaRing: (drill: number) => number;
  stopFrame: number;
}

function readRules(params: Attrs[]): Rules & { layerSetup: number[] } {
  const p = new Map(params.map((x) => [String(x.name), x.value as string | undefined]));
  const ring = (rv: string, min: string, max: string) => (drill: number) =>
    Math.min(ruleLength(p.get(max), 0.508), Math.max(ruleLength(p.get(min), 0.254), drill * n(p.get(rv), 0.25)));
  const setup = (p.get('layerSetup') ?? '(1*16)').match(/\d+/g)?.map(Number) ?? [1, 16];
  return {
    padRing: ring('rvPadTop', 'rlMinPadTop', 'rlMaxPadTop'),
    viaRing: ring('rvViaOuter', 'rlMinViaOuter', 'rlMaxViaOuter'),
    stopFrame: ruleLength(p.get('mlMinStopFrame'), 0.1016),
    layerSetup: [...new Set(setup)].filter((l) => l >= 1 && l <= 16).sort((a, b) => a - b),
  };
}

interface Ctx {
  copper: Map<number, Layer>;
  other: Map<number, Layer>;
  copperNumbers: number[];
  edges: OutlineEdge[];
  drills: Drill[];
  rules: Rules;
  nextLink: number;
}

const identity = (x: number, y: number): Point => [x, y];

function mirrorLayer(layer: number): number {
  if (layer >= 1 && layer <= 16) return 17 - layer;
  const pairs: Record<number, number> = {
    21: 22,
    22: 21,
    25: 26,
    26: 25,
    27: 28,
    28: 27,
    29: 30,
    30: 29,
    31: 32,
    32: 31,
    35: 36,
    36: 35,
    51: 52,
    52: 51,
  };
  return pairs[layer] ?? layer;
}

function addWire(ctx: Ctx, w: Attrs, t: (x: number, y: number) => Point, layerNo: number, net?: string, mirror = false) {
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

function addPolygon(ctx: Ctx, poly: Attrs, t: (x: number, y: number) => Point, layerNo: number, net?: string, mirror = false) {
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

function addPackage(ctx: Ctx, pkg: Attrs, el: Attrs, component: Component, nets: Map<string, string>) {
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
    ctx.drills.push({ x, y, diameter: drill, plated: true });
    component.pads.push({ name: String(pad.name), x, y, mount: 'through-hole', net });
  }
  for (const hole of list(pkg.hole)) {
    const [x, y] = t(n(hole.x), n(hole.y));
    ctx.drills.push({ x, y, diameter: n(hole.drill), plated: false });
  }
  for (const w of list(pkg.wire)) addWire(ctx, w, t, layerOf(w.layer), undefined, mirror);
  for (const p of list(pkg.polygon)) addPolygon(ctx, p, t, layerOf(p.layer), undefined, mirror);
  for (const c of list(pkg.circle)) addCircle(ctx, c, t, layerOf(c.layer));
  for (const r of list(pkg.rectangle)) addRectangle(ctx, r, t, layerOf(r.layer), angle, mirror);
}

function addCircle(ctx: Ctx, c: Attrs, t: (x: number, y: number) => Point, layerNo: number) {
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

function addRectangle(ctx: Ctx, r: Attrs, t: (x: number, y: number) => Point, layerNo: number, angle = 0, mirror = false) {
  const layer = ctx.copper.get(layerNo) ?? ctx.other.get(layerNo);
  if (!layer) return;
  const cx = (n(r.x1) + n(r.x2)) / 2;
  const cy = (n(r.y1) + n(r.y2)) / 2;
  const [x, y] = t(cx, cy);
  const own = parseRot(r.rot as string | undefined).angle;
  const p: Primitive = padPrimitive('rect', x, y, Math.abs(n(r.x2) - n(r.x1)), Math.abs(n(r.y2) - n(r.y1)), angle + (mirror ? -own : own));
  layer.primitives.push(p);
}

function makeLayers(copperNumbers: number[]): Pick<Ctx, 'copper' | 'other'> {
  const copper = new Map<number, Layer>();
  copperNumbers.forEach((num, i) => {
    const side = i === 0 ? 'top' : i === copperNumbers.length - 1 ? 'bottom' : 'inner';
    copper.set(num, {
      name: side === 'inner' ? `inner${i}-copper` : `${side}-copper`,
      kind: 'copper',
      side,
      copperIndex: i + 1,
      primitives: [],
    });
  });
  const other = new Map<number, Layer>();
  const add = (num: number, kind: Layer['kind'], side: 'top' | 'bottom') =>
    other.set(num, { name: `${side}-${kind}`, kind, side, primitives: [] });
  add(21, 'silk', 'top');
  add(22, 'silk', 'bottom');
  add(29, 'mask', 'top');
  add(30, 'mask', 'bottom');
  add(31, 'paste', 'top');
  add(32, 'paste', 'bottom');
  return { copper, other };
}

/** Reads an Eagle 6–9 XML board (`.brd`). Older Eagle files are binary and refused. */
export function readEagle(fileName: string, bytes: Uint8Array): BoardModel {
  const head = new TextDecoder('latin1')
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!head.startsWith('<')) {
    throw new CannotProcessError(
      'This Eagle board is in the binary format of Eagle 5 or older. Open it in Eagle 6 or newer and save it again (XML), or upload Gerbers.',
    );
  }
  const text = new TextDecoder().decode(bytes);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseAttributeValue: false,
    isArray: (name) => REPEATED.has(name),
    // Library prose, 3D models and part attributes are most of the file and none of the board: left unparsed.
    stopNodes: ['*.description', '*.packages3d', '*.package3dinstances', '*.devicesets', '*.element.attribute', '*.symbols'],
  });
  let doc: Attrs;
  try {
    doc = parser.parse(text) as Attrs;
  } catch {
    throw new CannotProcessError('The Eagle board file is damaged: it is not valid XML.');
  }
  const eagle = doc.eagle as Attrs | undefined;
  const board = (eagle?.drawing as Attrs | undefined)?.board as Attrs | undefined;
  if (!eagle || !board) throw new CannotProcessError('This file is not an Eagle board (.brd): it has no <board> section.');
  const major = parseInt(String(eagle.version ?? '0'), 10);
  if (major > 0 && major < 6) throw new CannotProcessError(`Eagle ${eagle.version} boards are not supported; save it in Eagle 6 or newer.`);

  const rules = readRules(list((board.designrules as Attrs | undefined)?.param));
  const copperNumbers = rules.layerSetup.length >= 1 ? rules.layerSetup : [1, 16];
  const ctx: Ctx = { ...makeLayers(copperNumbers), copperNumbers, edges: [], drills: [], rules, nextLink: 1 };

  const plain = (board.plain as Attrs | undefined) ?? {};
  for (const w of list(plain.wire)) addWire(ctx, w, identity, n(w.layer));
  for (const p of list(plain.polygon)) addPolygon(ctx, p, identity, n(p.layer));
  for (const c of list(plain.circle)) addCircle(ctx, c, identity, n(c.layer));
  for (const r of list(plain.rectangle)) addRectangle(ctx, r, identity, n(r.layer));
  for (const h of list(plain.hole)) ctx.drills.push({ x: n(h.x), y: n(h.y), diameter: n(h.drill), plated: false });

  const packages = new Map<string, Attrs>();
  for (const lib of list((board.libraries as Attrs | undefined)?.library)) {
    for (const pkg of list((lib.packages as Attrs | undefined)?.package)) {
      packages.set(`${lib.name}\u0000${lib.urn ?? ''}\u0000${pkg.name}`, pkg);
      packages.set(`${lib.name}\u0000\u0000${pkg.name}`, pkg);
    }
  }
  const signals = list((board.signals as Attrs | undefined)?.signal);
  const padNets = new Map<string, string>();
  for (const s of signals) for (const c of list(s.contactref)) padNets.set(`${c.element}\u0000${c.pad}`, String(s.name));

  const components: Component[] = [];
  for (const el of list((board.elements as Attrs | undefined)?.element)) {
    const { angle, mirror } = parseRot(el.rot as string | undefined);
    const component: Component = {
      designator: String(el.name ?? ''),
      footprint: String(el.package ?? ''),
      value: String(el.value ?? ''),
      side: mirror ? 'bottom' : 'top',
      x: n(el.x),
      y: n(el.y),
      rotation: ((angle % 360) + 360) % 360,
      pads: [],
    };
    const pkg =
      packages.get(`${el.library}\u0000${el.library_urn ?? ''}\u0000${el.package}`) ??
      packages.get(`${el.library}\u0000\u0000${el.package}`);
    if (pkg) addPackage(ctx, pkg, el, component, padNets);
    components.push(component);
  }

  for (const s of signals) {
    const net = String(s.name);
    for (const w of list(s.wire)) addWire(ctx, w, identity, n(w.layer), net);
    for (const p of list(s.polygon)) addPolygon(ctx, p, identity, n(p.layer), net);
    for (const v of list(s.via)) {
      const x = n(v.x);
      const y = n(v.y);
      const drill = n(v.drill);
      const d = Math.max(n(v.diameter), drill + 2 * rules.viaRing(drill));
      const [from, to] = String(v.extent ?? '1-16')
        .split('-')
        .map(Number) as [number, number];
      const link = ctx.nextLink++;
      for (const num of copperNumbers) {
        if (num >= Math.min(from, to) && num <= Math.max(from, to))
          ctx.copper.get(num)?.primitives.push({ kind: 'circle', x, y, r: d / 2, net, link });
      }
      ctx.drills.push({ x, y, diameter: drill, plated: true });
    }
  }

  return {
    source: 'Eagle',
    fileName,
    outline: buildOutline(ctx.edges),
    layers: [...ctx.copper.values(), ...ctx.other.values()],
    drills: ctx.drills,
    components,
    hasNativeNets: true,
    notes: [],
  };
}
