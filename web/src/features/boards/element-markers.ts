import type { BoardElementView } from '#contracts/schemas/assembly.ts';
import type { Side } from './board-layers.ts';

// Where each placed part's marker goes on a side's render, in the renders'
// viewBox units: positions are millimetres with y up, drawn at (x·k, −y·k)
// like the findings; the rotation tick points along the part's rotation
// (degrees counter-clockwise); pin 1 is drawn when the board names it.

export type ElementMarker = {
  id: string;
  designator: string;
  cx: number;
  cy: number;
  /** End of the rotation tick, one unit long before scaling. */
  dx: number;
  dy: number;
  pin1: { x: number; y: number } | null;
  confidence: BoardElementView['orientation']['confidence'];
  needsAttention: boolean;
};

export function elementMarkers(elements: readonly BoardElementView[], side: Side, k: number): ElementMarker[] {
  return elements.flatMap((e) => {
    if (e.x === null || e.y === null || e.side !== side || e.do_not_populate) return [];
    const angle = ((e.rotation ?? 0) * Math.PI) / 180;
    return [
      {
        id: e.id,
        designator: e.designator,
        cx: e.x * k,
        cy: -e.y * k,
        dx: Math.cos(angle),
        dy: -Math.sin(angle),
        pin1: e.orientation.pin1 ? { x: e.orientation.pin1.x * k, y: -e.orientation.pin1.y * k } : null,
        confidence: e.orientation.confidence,
        needsAttention: e.processing === 'Needs attention',
      },
    ];
  });
}
