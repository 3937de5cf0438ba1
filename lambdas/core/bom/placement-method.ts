import type { PlacementMethod } from '#contracts/schemas/bom.ts';
import type { Pad } from '#lambdas/cad/board-model.ts';
import { measureFootprint } from './footprint-pads.ts';
import { packageSignature } from './package-signature.ts';

// "Placement method" (docs/data-model.md#placement-method): surface-mount parts go on the pick-and-place
// machine; small through-hole parts with standard lead spacing (axial and
// radial passives, TO-92, DIP) can be machine-inserted; everything else
// through-hole (connectors, switches, jacks) and anything we cannot tell is
// placed by hand.

const INSERTABLE_FOOTPRINT = /DIP|TO-?92|AXIAL|RADIAL|DO-?35|DO-?41|R_0\.\d+W|CP_Radial|C_Disc|LED[-_]?[35]MM/i;
const INSERTABLE_PREFIX = /^(?:R|C|D|L|LED|Q|T)\d/i;

export function placementMethod(element: {
  designator: string;
  footprint: string;
  pads: readonly Pad[];
  partPackage?: string | null;
}): PlacementMethod {
  const measure = measureFootprint(element.pads);
  const mount = measure.mount ?? packageSignature(element.partPackage ?? '')?.mount ?? packageSignature(element.footprint)?.mount ?? null;
  if (mount === 'smd') return 'Machine surface mount';
  if (mount === 'mixed') {
    // SMD pins with through-hole pegs or shield tabs (USB-C, card sockets): placed by machine, pegs soldered in the paste.
    const smd = element.pads.filter((p) => p.mount === 'smd' && p.name.trim() !== '').length;
    return smd >= element.pads.length - smd ? 'Machine surface mount' : 'Hand place';
  }
  if (mount === null) return 'Hand place';
  const small = measure.padCount === 0 || measure.padCount <= 3;
  if (INSERTABLE_FOOTPRINT.test(element.footprint) || (small && INSERTABLE_PREFIX.test(element.designator))) return 'Machine through hole';
  return 'Hand place';
}
