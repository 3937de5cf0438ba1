import gerberParser from 'gerber-parser';
import gerberPlotter from 'gerber-plotter';
import type { Point, Primitive } from '../board-model.ts';
import { arcPoints } from '../geometry/arc.ts';
import { circlePoints } from '../geometry/arc.ts';
import { processBlocks, type BlockParserState } from './gerber-blocks.ts';

export interface PlottedImage {
  /** Dark (added) primitives in mm; clear objects are only in `sequence`. */
  primitives: Primitive[];
  /** Tool code (digits only) that flashed each primitive, when it was a flash. */
  tools: Array<string | undefined>;
  /** Stroke and fill paths as plain edges (only when plotting an outline). */
  edges: Array<[Point, Point]>;
  units: 'mm' | 'in';
  clearObjects: number;
  warnings: number;
  /** All objects in drawing order by polarity, for layers where clear objects must be subtracted. */
  sequence: PolarityBlock[];
}

export interface PolarityBlock {
  dark: boolean;
  primitives: Primitive[];
}

type Chunk = gerberPlotter.Chunk;
type Shape = gerberPlotter.Shape | gerberPlotter.Clip | { type: 'layer'; polarity: 'dark' | 'clear' };

/** Internal sync entry points of the tracespace streams; the stream machinery costs more than the parsing itself. */
interface SyncParser extends BlockParserState {
  parseSync(text: string): unknown;
  _process: typeof processBlocks;
}

/** A parser command, as far as the object budget needs to look at it. */
interface ParserCommand {
  type?: string;
  level?: string;
  value?: { x?: number; y?: number };
}

/**
 * How many objects (flashes, stroke pieces, region edges, holes, step-and-repeat
 * copies) the whole upload may still draw; shared by all of its files.
 * see docs/board-limits.md#object-limit
 */
export interface ObjectBudget {
  left: number;
  readonly limit: number;
}

/** Thrown when a file would draw more objects than the budget has left. */
export class TooManyObjectsError extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} objects`);
    this.name = 'TooManyObjectsError';
  }
}
interface SyncPlotter {
  _optimizePaths: boolean | number;
  /** The path being drawn (tracespace's PathGraph), and each path started after it, optimised when these say so. */
  _path: { _optimize: boolean | number };
  push(chunk: Chunk): boolean;
  _transform(chunk: unknown, encoding: string, done: (error?: Error) => void): void;
  _flush(done: (error?: Error) => void): void;
  on(event: 'warning', listener: () => void): void;
}

function segmentPoints(seg: gerberPlotter.Segment): Point[] {
  if (seg.type === 'line') return [seg.start, seg.end];
  // Angles are recomputed from the centre: optimised (reversed) paths drop them.
  const sweep = seg.dir === 'ccw' ? seg.sweep : -seg.sweep;
  const a0 = Math.atan2(seg.start[1] - seg.center[1], seg.start[0] - seg.center[0]);
  const points = arcPoints(seg.center[0], seg.center[1], seg.radius, a0, sweep);
  points[0] = [seg.start[0], seg.start[1]];
  points[points.length - 1] = [seg.end[0], seg.end[1]];
  return points;
}

function shapeToPrimitives(shape: Shape[], scale: number): Primitive[] {
  const out: Primitive[] = [];
  let dark = true;
  for (const part of shape) {
    if (part.type === 'layer') {
      dark = part.polarity === 'dark';
      continue;
    }
    if (!dark) continue;
    switch (part.type) {
      case 'circle':
        out.push({ kind: 'circle', x: part.cx * scale, y: part.cy * scale, r: part.r * scale });
        break;
      case 'rect': {
        const { cx, cy, width: w, height: h, r } = part;
        if (r > 0 && Math.abs(r - Math.min(w, h) / 2) < 1e-9) {
          // An obround is a stroke between its two round ends.
          const dx = Math.max(0, w / 2 - r);
          const dy = Math.max(0, h / 2 - r);
          out.push({
            kind: 'segment',
            x1: (cx - dx) * scale,
            y1: (cy - dy) * scale,
            x2: (cx + dx) * scale,
            y2: (cy + dy) * scale,
            width: 2 * r * scale,
          });
        } else {
          const x0 = (cx - w / 2) * scale,
            x1 = (cx + w / 2) * scale,
            y0 = (cy - h / 2) * scale,
            y1 = (cy + h / 2) * scale;
          out.push({
            kind: 'polygon',
            rings: [
              [
                [x0, y0],
                [x1, y0],
                [x1, y1],
                [x0, y1],
              ],
            ],
          });
        }
        break;
      }
      case 'poly':
        out.push({ kind: 'polygon', rings: [part.points.map(([x, y]): Point => [x * scale, y * scale])] });
        break;
      case 'ring': {
        const outer = circlePoints(part.cx * scale, part.cy * scale, (part.r + part.width / 2) * scale);
        const inner = circlePoints(part.cx * scale, part.cy * scale, Math.max(0, part.r - part.width / 2) * scale);
        out.push({ kind: 'polygon', rings: [outer, inner] });
        break;
      }
      case 'clip':
        // Thermal reliefs: the spokes are kept, the clipping ring is ignored (a slight over-estimate of copper).
        for (const p of shapeToPrimitives(part.shape, scale)) out.push(p);
        break;
    }
  }
  return out;
}

/** A tool shape placed at a flash: plain object literals, as this runs for every pad of every layer. */
function translate(primitive: Primitive, dx: number, dy: number): Primitive {
  switch (primitive.kind) {
    case 'circle':
      return { kind: 'circle', x: primitive.x + dx, y: primitive.y + dy, r: primitive.r };
    case 'segment':
      return {
        kind: 'segment',
        x1: primitive.x1 + dx,
        y1: primitive.y1 + dy,
        x2: primitive.x2 + dx,
        y2: primitive.y2 + dy,
        width: primitive.width,
        trace: primitive.trace,
      };
    case 'polygon':
      return { kind: 'polygon', rings: primitive.rings.map((ring) => ring.map(([x, y]): Point => [x + dx, y + dy])) };
  }
}

type Edges = Array<[Point, Point]>;

/** Parses one file into the plotter's chunks, spending the budget as they arrive. */
function plotChunks(
  text: string,
  options: { outline?: boolean; budget: ObjectBudget },
  spend: (count: number) => void,
): { chunks: Chunk[]; warnings: number } {
  const { budget } = options;
  const parser = gerberParser({}) as unknown as SyncParser;
  parser._process = processBlocks;
  const plotter = gerberPlotter({ optimizePaths: false, plotAsOutline: options.outline ? 0.011 : false }) as unknown as SyncPlotter;
  if (options.outline) {
    // Outline mode draws every stroke as its centre line into one path per file; its path optimisation (joining ends
    // within 0.011 mm, dropping repeated segments, reordering) took quadratic time, and exponential time and memory
    // for lines meeting at one point (22 took 43 s and 2 GB). buildOutline joins ends itself and the outline fix
    // reports repeated segments: the segments are kept as drawn. see docs/board-limits.md#outlines
    plotter._optimizePaths = false;
    plotter._path._optimize = false;
  }
  const chunks: Chunk[] = [];
  let warnings = 0;
  plotter.on('warning', () => warnings++);
  plotter.push = (chunk) => {
    // Counted as they arrive: the chunks are all held until the units are known at the end.
    if (chunk.type === 'pad') spend(1);
    else if (chunk.type === 'stroke' || chunk.type === 'fill') spend(chunk.path.length);
    chunks.push(chunk);
    return true;
  };
  const fail = (error?: Error) => {
    if (error) throw error;
  };
  // The parser's commands go straight to the plotter rather than into a list of millions first:
  // parseSync pushes into `_syncResult`, which is pinned to this sink.
  const sink = {
    push(command: ParserCommand) {
      // Step and repeat multiplies what follows, and the plotter builds every copy's offset up front.
      if (command.type === 'level' && command.level === 'stepRep') {
        const copies = Math.max(1, Number(command.value?.x) || 1) * Math.max(1, Number(command.value?.y) || 1);
        if (copies > budget.left) throw new TooManyObjectsError(budget.limit);
      }
      plotter._transform(command, 'utf8', fail);
    },
  };
  Object.defineProperty(parser, '_syncResult', { get: () => sink, set: () => {} });
  parser.parseSync(text);
  plotter._flush(fail);
  return { chunks, warnings };
}

type StrokeSink = { scale: number; edges: Edges | null; emit: (primitive: Primitive) => void; spend: (count: number) => void };

/** A stroke's path as segments of its width, in millimetres (`scale` per unit of the file). */
function emitStroke(chunk: Extract<Chunk, { type: 'stroke' }>, sink: StrokeSink): void {
  const { scale, edges, emit, spend } = sink;
  const width = chunk.width * scale;
  for (const seg of chunk.path) {
    if (seg.type === 'line') {
      // Most strokes are straight: no intermediate arrays.
      const x1 = seg.start[0] * scale,
        y1 = seg.start[1] * scale,
        x2 = seg.end[0] * scale,
        y2 = seg.end[1] * scale;
      if (edges)
        edges.push([
          [x1, y1],
          [x2, y2],
        ]);
      emit({ kind: 'segment', x1, y1, x2, y2, width, trace: true });
      continue;
    }
    const pts = segmentPoints(seg);
    spend(pts.length - 2);
    for (let i = 1; i < pts.length; i++) {
      const a = pts[i - 1]!;
      const b = pts[i]!;
      if (edges)
        edges.push([
          [a[0] * scale, a[1] * scale],
          [b[0] * scale, b[1] * scale],
        ]);
      emit({ kind: 'segment', x1: a[0] * scale, y1: a[1] * scale, x2: b[0] * scale, y2: b[1] * scale, width, trace: true });
    }
  }
}

/** A fill's path as closed rings, in millimetres (`scale` per unit of the file). */
function fillRings(chunk: Extract<Chunk, { type: 'fill' }>, scale: number, edges: Edges | null): Point[][] {
  const rings: Point[][] = [];
  let ring: Point[] = [];
  let last: Point | undefined;
  for (const seg of chunk.path) {
    const pts = segmentPoints(seg).map(([x, y]): Point => [x * scale, y * scale]);
    const first = pts[0]!;
    if (last && (Math.abs(last[0] - first[0]) > 1e-6 || Math.abs(last[1] - first[1]) > 1e-6)) {
      if (ring.length > 2) rings.push(ring);
      ring = [];
    }
    if (ring.length === 0) ring.push(first);
    for (let i = 1; i < pts.length; i++) {
      if (edges) edges.push([pts[i - 1]!, pts[i]!]);
      ring.push(pts[i]!);
    }
    last = pts[pts.length - 1];
  }
  if (ring.length > 2) rings.push(ring);
  return rings;
}

/** Parses and plots one Gerber or Excellon file with tracespace, into primitives in millimetres. */
export function plotGerber(text: string, options: { outline?: boolean; budget?: ObjectBudget } = {}): PlottedImage {
  const budget = options.budget ?? { left: Infinity, limit: Infinity };
  const spend = (count: number) => {
    budget.left -= count;
    if (budget.left < 0) throw new TooManyObjectsError(budget.limit);
  };
  const { chunks, warnings } = plotChunks(text, { outline: options.outline, budget }, spend);

  const size = chunks[chunks.length - 1];
  const units = size?.type === 'size' && size.units === 'mm' ? 'mm' : 'in';
  const scale = units === 'in' ? 25.4 : 1;
  const tools = new Map<string, Primitive[]>();
  const primitives: Primitive[] = [];
  const edges: Edges = [];
  const wantEdges = options.outline === true;
  let block: Primitive[] | undefined;
  let offsets: Array<[number, number]> = [];
  let dark = true;
  let clearObjects = 0;
  const tools_: Array<string | undefined> = [];
  let currentTool: string | undefined;
  // Every object in drawing order, split where the polarity changes: clear objects erase what was drawn before them.
  const sequence: PolarityBlock[] = [{ dark: true, primitives: [] }];
  const emit = (primitive: Primitive) => {
    sequence[sequence.length - 1]!.primitives.push(primitive);
    if (!dark) {
      clearObjects++;
      return;
    }
    if (block) block.push(primitive);
    else {
      primitives.push(primitive);
      tools_.push(currentTool);
    }
  };
  const closeBlock = () => {
    if (!block) return;
    spend(block.length * Math.max(0, offsets.length - 1));
    for (const [ox, oy] of offsets) {
      for (const p of block) {
        primitives.push(translate(p, ox * scale, oy * scale));
        tools_.push(undefined);
      }
    }
    block = undefined;
  };

  for (const chunk of chunks) {
    switch (chunk.type) {
      case 'shape':
        tools.set(chunk.tool, shapeToPrimitives(chunk.shape as Shape[], scale));
        break;
      case 'pad': {
        currentTool = chunk.tool.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
        for (const p of tools.get(chunk.tool) ?? []) emit(translate(p, chunk.x * scale, chunk.y * scale));
        currentTool = undefined;
        break;
      }
      case 'stroke':
        emitStroke(chunk, { scale, edges: wantEdges ? edges : null, emit, spend });
        break;
      case 'fill':
        // Separate rings of one fill are separate regions (a region statement may hold several contours).
        for (const ring of fillRings(chunk, scale, wantEdges ? edges : null)) emit({ kind: 'polygon', rings: [ring] });
        break;
      case 'polarity':
        dark = chunk.polarity === 'dark';
        sequence.push({ dark, primitives: [] });
        break;
      case 'repeat':
        closeBlock();
        if (chunk.offsets.length > 0) {
          offsets = chunk.offsets;
          block = [];
        }
        break;
      case 'size':
        break;
    }
  }
  closeBlock();
  return { primitives, tools: tools_, edges, units, clearObjects, warnings, sequence };
}
