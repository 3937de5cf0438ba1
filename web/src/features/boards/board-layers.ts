import type { BoardFinding, BoardLayer } from '#contracts/schemas/boards.ts';

export type Side = 'top' | 'bottom';

/** Drawing order, bottom of the stack first. */
const ORDER: Record<BoardLayer['kind'], number> = { copper: 0, mask: 1, paste: 2, silk: 3, drill: 4, outline: 5 };

/** The layers seen from one side: that side's layers, inner copper, drills and outline. */
export function layersForSide(layers: readonly BoardLayer[], side: Side): BoardLayer[] {
  return layers
    .filter((l) => l.side === side || l.side === 'inner' || l.side === 'all')
    .sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || (a.side === 'inner' ? -1 : 0) - (b.side === 'inner' ? -1 : 0));
}

/** Shown until the customer toggles them: copper and silk of the side, drills and outline. */
export function visibleByDefault(layer: BoardLayer): boolean {
  if (layer.side === 'inner') return false;
  return layer.kind === 'copper' || layer.kind === 'silk' || layer.kind === 'drill' || layer.kind === 'outline';
}

/** A finding belongs on a side's render unless it is on the other side's layer. */
export function findingOnSide(finding: Pick<BoardFinding, 'layer'>, side: Side): boolean {
  const other = side === 'top' ? 'bottom-' : 'top-';
  return !finding.layer.startsWith(other);
}

/** docs/limits.md#coordinates-and-dates: coordinates show exactly 3 decimals. */
export function formatMm(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : value.toFixed(3);
}

export function layerLabel(name: string): string {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
