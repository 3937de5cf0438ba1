import type { BoardModel, Component, Layer } from '../board-model.ts';
import { CannotProcessError } from '../cannot-process-error.ts';
import { arcThrough } from '../geometry/arc.ts';
import { appendAll, maxOf, minOf } from '../geometry/arrays.ts';
import { polylineSegments } from '../geometry/shapes.ts';
import { buildOutline } from '../outline.ts';
import { boardFrame, netName, pts, xy, type Context } from './kicad-context.ts';
import { addFootprint } from './read-footprint.ts';
import { addGraphic } from './read-graphic.ts';
import { addSilkText } from './read-text.ts';
import type { SList } from './sexpr.ts';
import { child, children, forEachTopLevelList, isList, num, parseSExpr, str } from './sexpr.ts';

/** KiCad 9's file format date; anything newer was written by a KiCad we have not tested. */
export const NEWEST_KICAD_VERSION = 20241229;

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

/** Layers and nets from the lists before the board's items (or the whole file's root). */
function contextOf(header: SList): Context {
  const { layers, copperOrder } = declareLayers(header);
  const ctx: Context = { layers, copperOrder, edges: [], nets: new Map(), drills: [], nextLink: 1, silkText: [] };
  for (const n of children(header, 'net')) ctx.nets.set(str(n, 1) ?? '', str(n, 2) ?? '');
  return ctx;
}

/** Whether a top-level list is one of the board's items (what addItem reads); the layers, nets and setup come before them. */
function isBoardItem(kind: SList[number] | undefined): boolean {
  if (typeof kind !== 'string') return false;
  return (
    kind === 'module' ||
    kind === 'footprint' ||
    kind === 'segment' ||
    kind === 'arc' ||
    kind === 'via' ||
    kind === 'zone' ||
    kind.startsWith('gr_')
  );
}

function addItem(ctx: Context, item: SList, legacyArcs: boolean, components: Component[]): void {
  switch (item[0]) {
    case 'module':
    case 'footprint':
      components.push(addFootprint(ctx, item, legacyArcs));
      break;
    case 'segment':
    case 'arc':
      addTrack(ctx, item);
      break;
    case 'via':
      addVia(ctx, item);
      break;
    case 'zone':
      addZone(ctx, item);
      break;
    case 'gr_text':
      addSilkText(ctx, item, boardFrame);
      break;
    default:
      addGraphic(ctx, item, boardFrame, legacyArcs);
  }
}

/**
 * Reads the items as the parser meets them, so each one's lists are garbage
 * once read. KiCad writes the layers and nets first; a file with either after
 * the items is read again from its whole tree (undefined here).
 */
function readStreaming(text: string, legacyArcs: boolean): { ctx: Context; components: Component[] } | undefined {
  const header: SList = [];
  const components: Component[] = [];
  let ctx: Context | undefined;
  let headerAfterItems = false;
  forEachTopLevelList(text, (item) => {
    if (headerAfterItems) return;
    if (!isBoardItem(item[0])) {
      if (!ctx) header.push(item);
      else if (item[0] === 'layers' || item[0] === 'net') headerAfterItems = true;
      return;
    }
    ctx ??= contextOf(header);
    addItem(ctx, item, legacyArcs, components);
  });
  return headerAfterItems ? undefined : { ctx: ctx ?? contextOf(header), components };
}

function readWholeTree(text: string, legacyArcs: boolean): { ctx: Context; components: Component[] } {
  const root = parseSExpr(text);
  const ctx = contextOf(root);
  const components: Component[] = [];
  for (const e of root) if (isList(e) && isBoardItem(e[0])) addItem(ctx, e, legacyArcs, components);
  return { ctx, components };
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
  const legacyArcs = version < 20210000;
  const { ctx, components } = readStreaming(text, legacyArcs) ?? readWholeTree(text, legacyArcs);
  return {
    source: 'KiCad',
    fileName,
    outline: buildOutline(ctx.edges),
    layers: [...new Set(ctx.layers.values())],
    drills: ctx.drills,
    components,
    hasNativeNets: true,
    notes: [],
    silkText: ctx.silkText,
  };
}
