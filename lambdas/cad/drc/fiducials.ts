import type { Component } from '../board-model.ts';
import { outlineBox } from '../outline.ts';
import { isFiducial, isPlacedPart } from '../part-kinds.ts';
import type { Check } from './check-context.ts';
import { finding } from './check-context.ts';
import { insideRings, placedParts } from './placed-parts.ts';

/** A part with this many pads may have local fiducials of its own (a fine-pitch QFP or BGA). */
const LOCAL_FIDUCIAL_PADS = 16;

/**
 * Each side the line populates needs global fiducials (not inside the
 * courtyard of a many-pinned part: those are local ones, for aligning that
 * part) for the placement camera to align the board. Too few: we put ours on
 * edge rails. docs/board-checks.md#fiducials
 */
export const checkFiducials: Check = ({ board, rules }, found) => {
  if (board.components.length === 0) return;
  const parts = placedParts(board);
  const box = outlineBox(board.outline);
  const need = rules.assembly.minFiducialsPerSide;
  for (const side of ['top', 'bottom'] as const) {
    if (!board.components.some((c) => c.side === side && isPlacedPart(c))) continue;
    const isGlobal = (fiducial: Component) =>
      !parts.some(
        ({ part, rings }) => part.side === side && part.pads.length >= LOCAL_FIDUCIAL_PADS && insideRings(fiducial.x, fiducial.y, rings),
      );
    let count = 0;
    for (const c of board.components) if (c.side === side && !c.dnp && isFiducial(c) && isGlobal(c)) count++;
    if (count >= need) continue;
    const { edgeRailWidthMm } = rules.assembly;
    found.add(
      finding({
        check: 'fiducials-missing',
        severity: 'Warning',
        measured: count,
        limit: need,
        x: box ? box[0] : 0,
        y: box ? box[1] : 0,
        layer: `${side}-copper`,
        message: `The ${side} side has parts to place but ${count === 0 ? 'no' : `only ${count}`} global ${count === 1 ? 'fiducial' : 'fiducials'}; our placement camera needs ${need}, far apart. We will add ${edgeRailWidthMm} mm edge rails with fiducials on them (a line on your quote), or add ${need - count} 1 mm fiducial${need - count === 1 ? '' : 's'} near opposite corners.`,
      }),
    );
  }
};
