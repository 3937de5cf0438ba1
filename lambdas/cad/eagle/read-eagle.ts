import type { BoardModel, Component } from '../board-model.ts';
import { buildOutline } from '../outline.ts';
import { addPackage } from './add-package.ts';
import { addText } from './add-text.ts';
import { readRules } from './design-rules.ts';
import { identity, type Ctx } from './draw-context.ts';
import { addCircle, addPolygon, addRectangle, addWire } from './draw-shapes.ts';
import { list, n, parseRot, type Attrs } from './eagle-attributes.ts';
import { courtyardLayerNumbers, makeLayers } from './eagle-layers.ts';
import { parseEagleBoard } from './parse-eagle-xml.ts';

/** The board's own drawing: outline and other wires, shapes, text and holes. */
function addPlain(ctx: Ctx, plain: Attrs): void {
  for (const w of list(plain.wire)) addWire(ctx, w, identity, n(w.layer));
  for (const p of list(plain.polygon)) addPolygon(ctx, p, identity, n(p.layer));
  for (const c of list(plain.circle)) addCircle(ctx, c, identity, n(c.layer));
  for (const r of list(plain.rectangle)) addRectangle(ctx, r, identity, n(r.layer));
  for (const t of list(plain.text)) addText(ctx, t, identity, n(t.layer));
  for (const h of list(plain.hole)) ctx.drills.push({ x: n(h.x), y: n(h.y), diameter: n(h.drill), plated: false });
}

/** Reads an Eagle 6–9 XML board (`.brd`). Older Eagle files are binary and refused. */
export function readEagle(fileName: string, bytes: Uint8Array): BoardModel {
  const board = parseEagleBoard(bytes);

  const rules = readRules(list((board.designrules as Attrs | undefined)?.param));
  const copperNumbers = rules.layerSetup.length >= 1 ? rules.layerSetup : [1, 16];
  const ctx: Ctx = {
    ...makeLayers(copperNumbers),
    copperNumbers,
    edges: [],
    drills: [],
    rules,
    nextLink: 1,
    silkText: [],
    courtyardLayers: courtyardLayerNumbers(bytes),
  };

  addPlain(ctx, (board.plain as Attrs | undefined) ?? {});

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
    silkText: ctx.silkText,
  };
}
