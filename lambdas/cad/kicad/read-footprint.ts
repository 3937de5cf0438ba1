import type { Component, Pad, Primitive } from '../board-model.ts';
import { courtyardOf, footprintShapes } from '../courtyard.ts';
import { appendAll } from '../geometry/arrays.ts';
import { padPrimitive, rectPolygon, rotate } from '../geometry/shapes.ts';
import { expandLayers, footprintFrame, netName, pts, type Context, type Transform } from './kicad-context.ts';
import { addGraphic } from './read-graphic.ts';
import { addSilkText, isFootprintText } from './read-text.ts';
import type { SList } from './sexpr.ts';
import { child, children, isList, num, str } from './sexpr.ts';

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

export function addFootprint(ctx: Context, fp: SList, legacyArcs: boolean): Component {
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
    else if (isFootprintText(e)) addSilkText(ctx, e, t);
    else if (typeof e[0] === 'string' && e[0].startsWith('fp_')) addGraphic(ctx, e, t, legacyArcs);
  }
  const courtyard = courtyardOf(ctx.shapes, component.rotation);
  if (courtyard) component.courtyard = courtyard;
  ctx.shapes = undefined;
  return component;
}
