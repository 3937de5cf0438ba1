import type { BoardModel, Drill, Layer, OutlineEdge, Point, Primitive, Side } from '../board-model.ts';
import { CannotProcessError } from '../cannot-process-error.ts';
import { appendAll, ringBoxCentre } from '../geometry/arrays.ts';
import { buildOutline } from '../outline.ts';
import type { ZipEntry } from '../unzip.ts';
import { unzipSafely } from '../unzip.ts';
import type { GerberRole } from './identify-layer.ts';
import { identifyLayers } from './identify-layer.ts';
import type { ObjectBudget } from './plot-gerber.ts';
import { TooManyObjectsError, plotGerber } from './plot-gerber.ts';

/**
 * Most objects (flashes, stroke pieces, region edges, holes, step-and-repeat
 * copies) one upload may draw across all its files: three times a
 * million-pad panel layer (its copper, mask and paste). see docs/board-limits.md#object-limit
 */
export const MAX_BOARD_OBJECTS = 3_000_000;
import { resolvePolarity } from './resolve-polarity.ts';

function looksBinary(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 4096);
  for (let i = 0; i < n; i++) if (bytes[i] === 0) return true;
  return false;
}

function layerName(kind: Layer['kind'], side: Side, innerNumber?: number): string {
  return side === 'inner' ? `inner${innerNumber ?? ''}-${kind}` : `${side}-${kind}`;
}

function centreOf(primitive: Primitive): Point {
  if (primitive.kind === 'circle') return [primitive.x, primitive.y];
  if (primitive.kind === 'segment') return [(primitive.x1 + primitive.x2) / 2, (primitive.y1 + primitive.y2) / 2];
  return ringBoxCentre(primitive.rings[0] ?? []);
}

/** Per-tool plating from KiCad's `; #@! TA.AperFunction,NonPlated,...` comments before each tool definition. */
function excellonToolPlating(text: string): Map<string, boolean> {
  const map = new Map<string, boolean>();
  for (const m of text.matchAll(/TA\.AperFunction,(Plated|NonPlated)[^\n]*\r?\nT0*(\d+)C/g)) map.set(m[2]!, m[1] === 'Plated');
  return map;
}

/** Reads a zip of Gerber and Excellon files, at any folder depth, into the board model. */
export function readGerberZip(fileName: string, bytes: Uint8Array): BoardModel {
  return readGerberFiles(fileName, unzipSafely(bytes));
}

/** Plots one file within the upload's object budget; a file that cannot be read fails the upload with its name. */
function plotFile(name: string, text: string, budget: ObjectBudget, outline?: boolean) {
  try {
    return plotGerber(text, { outline, budget });
  } catch (error) {
    if (error instanceof TooManyObjectsError) {
      throw new CannotProcessError(
        `This upload draws more than ${error.limit.toLocaleString('en-US')} objects (pads, track pieces, region edges, holes, step-and-repeat copies; "${name}" went past it). We check boards and panels up to that size: please upload the single board, or contact us for a larger panel.`,
      );
    }
    throw new CannotProcessError(`"${name}" is damaged: it could not be read as a Gerber or drill file.`);
  }
}

/** A drill file's holes, plated as its tool says, else as the file's name or role says. */
function drillsOf(image: ReturnType<typeof plotGerber>, role: Extract<GerberRole, { role: 'drill' }>, text: string): Drill[] {
  const fileDefault = role.plated ?? true;
  const toolPlating = excellonToolPlating(text);
  const drills: Drill[] = [];
  for (const [i, primitive] of image.primitives.entries()) {
    const tool = image.tools[i];
    const plated = (tool !== undefined ? toolPlating.get(tool) : undefined) ?? fileDefault;
    if (primitive.kind === 'circle') drills.push({ x: primitive.x, y: primitive.y, diameter: 2 * primitive.r, plated });
    else if (primitive.kind === 'segment')
      drills.push({ x: primitive.x1, y: primitive.y1, x2: primitive.x2, y2: primitive.y2, diameter: primitive.width, plated });
  }
  return drills;
}

/** Reads Gerber and Excellon files already taken out of a zip. */
export function readGerberFiles(fileName: string, all: ZipEntry[]): BoardModel {
  const entries = all.filter((e) => !/(^|\/)(__MACOSX|\.)/.test(e.name));
  if (entries.length === 0) throw new CannotProcessError('The zip file is empty.');
  const decoder = new TextDecoder('latin1');
  const files = entries.filter((e) => !looksBinary(e.bytes)).map((e) => ({ name: e.name, text: decoder.decode(e.bytes) }));
  const roles = identifyLayers(files);
  const notes: string[] = [];
  const drills: Drill[] = [];
  const edges: OutlineEdge[] = [];
  const layers = new Map<string, Layer & { order: number }>();
  const budget: ObjectBudget = { left: MAX_BOARD_OBJECTS, limit: MAX_BOARD_OBJECTS };
  const plotOrFail = (name: string, text: string, outline?: boolean) => plotFile(name, text, budget, outline);

  files.forEach(({ name, text }, i) => {
    const role: GerberRole = roles[i]!;
    switch (role.role) {
      case 'ignore':
        notes.push(`Skipped ${name}: ${role.why}.`);
        return;
      case 'outline': {
        const image = plotOrFail(name, text, true);
        for (const [a, b] of image.edges) edges.push({ x1: a[0], y1: a[1], x2: b[0], y2: b[1] });
        return;
      }
      case 'drill': {
        appendAll(drills, drillsOf(plotOrFail(name, text), role, text));
        return;
      }
      case 'layer': {
        const image = plotOrFail(name, text);
        if (role.kind === 'copper') {
          // Flashed apertures are pads: connectivity tells real nets from floating artwork (copper text, logos).
          image.primitives.forEach((primitive, index) => {
            const tool = image.tools[index];
            if (tool !== undefined) primitive.pad = `D${tool}`;
          });
        }
        if (image.primitives.length === 0 && role.kind === 'copper' && text.length > 200) {
          throw new CannotProcessError(`"${name}" is damaged: it contains no readable copper.`);
        }
        if (image.clearObjects > 0 && role.kind === 'copper') {
          // Negative objects cut copper (plane clearances): resolve the real copper before any check.
          const pads = image.primitives.filter((p) => p.pad !== undefined).map(centreOf);
          image.primitives = resolvePolarity(image.sequence, pads);
          notes.push(`${name}: ${image.clearObjects} clear (negative) objects subtracted; its copper is checked as the resulting shapes.`);
        }
        const order = role.side === 'top' ? 0 : role.side === 'bottom' ? 1e6 : (role.copperOrder ?? 1000 + i);
        const key = role.kind === 'copper' && role.side === 'inner' ? `inner:${order}` : `${role.side}:${role.kind}`;
        const existing = layers.get(key);
        if (existing) appendAll(existing.primitives, image.primitives);
        else layers.set(key, { name: '', kind: role.kind, side: role.side, primitives: image.primitives, order });
        return;
      }
    }
  });

  const copper = [...layers.values()].filter((l) => l.kind === 'copper').sort((a, b) => a.order - b.order);
  if (copper.length === 0) {
    throw new CannotProcessError(
      'The zip contains no copper layer we recognise. Include the copper Gerbers (e.g. .GTL/.GBL or F_Cu/B_Cu) and name them as your CAD tool does.',
    );
  }
  copper.forEach((layer, i) => {
    layer.copperIndex = i + 1;
    layer.name = layerName('copper', layer.side, layer.side === 'inner' ? i : undefined);
  });
  const result: Layer[] = [];
  for (const layer of layers.values()) {
    const { order: _order, ...rest } = layer;
    if (layer.kind !== 'copper') rest.name = layerName(layer.kind, layer.side);
    result.push(rest);
  }
  return {
    source: 'Gerber',
    fileName,
    outline: buildOutline(edges),
    layers: result,
    drills,
    components: [],
    hasNativeNets: false,
    notes,
  };
}
