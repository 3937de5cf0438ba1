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

export function elementMarkers(elements: readonly BoardElementView[], side: Side, unitsPerMm: number): ElementMarker[] {
  return elements.flatMap((element) => {
    if (element.x === null || element.y === null || element.side !== side || element.do_not_populate) return [];
    const angle = ((element.rotation ?? 0) * Math.PI) / 180;
    return [
      {
        id: element.id,
        designator: element.designator,
        cx: element.x * unitsPerMm,
        cy: -element.y * unitsPerMm,
        dx: Math.cos(angle),
        dy: -Math.sin(angle),
        pin1: element.orientation.pin1 ? { x: element.orientation.pin1.x * unitsPerMm, y: -element.orientation.pin1.y * unitsPerMm } : null,
        confidence: element.orientation.confidence,
        needsAttention: element.processing === 'Needs attention',
      },
    ];
  });
}
