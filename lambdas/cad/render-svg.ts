import type { BoardModel, Layer, Primitive } from './board-model.ts';
import { boardSize } from './metrics.ts';

export interface LayerSvg {
  /** `top-copper`, `bottom-silk`, … plus `outline` and `drill`. */
  name: string;
  kind: Layer['kind'] | 'outline' | 'drill';
  side: Layer['side'] | 'all';
  svg: string;
}

export interface BoardSvgs {
  /**
   * Shared by every layer so a viewer can stack and toggle them. SVG user units
   * are micrometres (integers print fast and small); y already flipped to screen.
   */
  viewBox: [number, number, number, number];
  /** SVG user units per millimetre (1000: micrometres). Finding x, y (mm, y up) map to (x * unitsPerMm, -y * unitsPerMm). */
  unitsPerMm: number;
  layers: LayerSvg[];
}

/** Default colours; each SVG uses currentColor so the viewer can restyle it. */
const COLOURS: Record<LayerSvg['kind'], string> = {
  copper: '#c87533',
  mask: '#1f7a3a',
  silk: '#f4f4f4',
  paste: '#9a9a9a',
  outline: '#ffd24a',
  drill: '#111111',
};

const UNITS_PER_MM = 1000;

/** Millimetres to integer micrometres, the SVG user unit. */
const f = (mm: number) => String(Math.round(mm * UNITS_PER_MM));

/**
 * Joins many small strings a few thousand at a time: each dies young instead of
 * a million of them living (and being promoted) until one final join.
 */
class Chunked {
  private readonly chunks: string[] = [];
  private pending: string[] = [];

  push(piece: string): void {
    this.pending.push(piece);
    if (this.pending.length === 4096) this.flush();
  }

  get length(): number {
    return this.chunks.length + this.pending.length;
  }

  join(): string {
    this.flush();
    return this.chunks.join('');
  }

  private flush(): void {
    if (this.pending.length) this.chunks.push(this.pending.join(''));
    this.pending = [];
  }
}

function primitivesToSvg(primitives: Primitive[]): string {
  const parts = new Chunked();
  const strokes = new Map<number, Chunked>();
  const fills = new Chunked();
  const pours = new Chunked();
  for (const p of primitives) {
    if (p.kind === 'circle') parts.push(`<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(p.r)}"/>`);
    else if (p.kind === 'segment') {
      const list = strokes.get(p.width) ?? new Chunked();
      list.push(`M${f(p.x1)} ${f(p.y1)}L${f(p.x2)} ${f(p.y2)}`);
      strokes.set(p.width, list);
    } else {
      const d = p.rings.map((ring) => `M${ring.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z`).join('');
      (p.pour ? pours : fills).push(d);
    }
  }
  if (fills.length) parts.push(`<path fill-rule="evenodd" d="${fills.join()}"/>`);
  if (pours.length) parts.push(`<path fill-opacity="0.35" d="${pours.join()}"/>`);
  for (const [width, ds] of strokes) {
    parts.push(
      `<path fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="${f(Math.max(width, 0.01))}" d="${ds.join()}"/>`,
    );
  }
  return parts.join();
}

function wrap(name: string, kind: LayerSvg['kind'], viewBox: BoardSvgs['viewBox'], body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" id="${name}" viewBox="${viewBox.join(' ')}" color="${COLOURS[kind]}" fill="currentColor">` +
    `<g transform="scale(1,-1)">${body}</g></svg>`
  );
}

/** Artwork may reach this far past the board (relative to its larger side) and still be framed. */
const OVERHANG = 0.25;

/**
 * The board plus whatever is drawn just beyond it (silkscreen off the edge, which
 * the checks report and the customer must see), but not stray artwork far away,
 * which would shrink the board to a speck.
 */
function viewedBox(board: BoardModel): [number, number, number, number] {
  const size = boardSize(board);
  if (!size) return [0, 0, 1, 1];
  const [bx0, by0, bx1, by1] = size.box;
  const reach = Math.max(bx1 - bx0, by1 - by0) * OVERHANG;
  let [x0, y0, x1, y1] = size.box;
  const take = (minX: number, minY: number, maxX: number, maxY: number) => {
    x0 = Math.min(x0, Math.max(minX, bx0 - reach));
    y0 = Math.min(y0, Math.max(minY, by0 - reach));
    x1 = Math.max(x1, Math.min(maxX, bx1 + reach));
    y1 = Math.max(y1, Math.min(maxY, by1 + reach));
  };
  for (const layer of board.layers) {
    for (const p of layer.primitives) {
      if (p.kind === 'circle') take(p.x - p.r, p.y - p.r, p.x + p.r, p.y + p.r);
      else if (p.kind === 'segment') {
        const r = p.width / 2;
        take(Math.min(p.x1, p.x2) - r, Math.min(p.y1, p.y2) - r, Math.max(p.x1, p.x2) + r, Math.max(p.y1, p.y2) + r);
      } else {
        const ring = p.rings[0] ?? [];
        for (let i = 0; i < ring.length; i++) take(ring[i]![0], ring[i]![1], ring[i]![0], ring[i]![1]);
      }
    }
  }
  return [x0, y0, x1, y1];
}

/**
 * One SVG per layer (plus outline and drills), all with the same viewBox. Seen
 * from the top; the viewer mirrors the bottom view (transform: scaleX(-1)).
 */
export function renderBoardSvgs(board: BoardModel): BoardSvgs {
  const [minX, minY, maxX, maxY] = viewedBox(board);
  const margin = Math.max(maxX - minX, maxY - minY) * 0.02 + 0.5;
  // y is flipped by the inner group, so the box's top is -maxY.
  const viewBox: BoardSvgs['viewBox'] = [minX - margin, -maxY - margin, maxX - minX + 2 * margin, maxY - minY + 2 * margin].map((mm) =>
    Math.round(mm * UNITS_PER_MM),
  ) as BoardSvgs['viewBox'];
  const layers: LayerSvg[] = board.layers
    .filter((l) => l.primitives.length > 0 || l.kind === 'copper')
    .map((l) => ({ name: l.name, kind: l.kind, side: l.side, svg: wrap(l.name, l.kind, viewBox, primitivesToSvg(l.primitives)) }));
  const outline = board.outline.edges.map((e) => `M${f(e.x1)} ${f(e.y1)}L${f(e.x2)} ${f(e.y2)}`).join('');
  layers.push({
    name: 'outline',
    kind: 'outline',
    side: 'all',
    svg: wrap(
      'outline',
      'outline',
      viewBox,
      outline ? `<path fill="none" stroke="currentColor" stroke-width="150" stroke-linecap="round" d="${outline}"/>` : '',
    ),
  });
  const drills: Primitive[] = board.drills.map((drill) =>
    drill.x2 !== undefined && drill.y2 !== undefined
      ? { kind: 'segment', x1: drill.x, y1: drill.y, x2: drill.x2, y2: drill.y2, width: drill.diameter }
      : { kind: 'circle', x: drill.x, y: drill.y, r: drill.diameter / 2 },
  );
  layers.push({ name: 'drill', kind: 'drill', side: 'all', svg: wrap('drill', 'drill', viewBox, primitivesToSvg(drills)) });
  return { viewBox, unitsPerMm: UNITS_PER_MM, layers };
}
