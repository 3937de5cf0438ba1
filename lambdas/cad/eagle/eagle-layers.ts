import type { Layer } from '../board-model.ts';

/** Eagle's outline layers: Dimension and Milling. */
export const DIMENSION = 20;
export const MILLING = 46;

/** Package layers: the keep-out Eagle checks parts against, and the documentation (package outline) layers. */
export const KEEPOUT_LAYERS = [39, 40];
export const DOCU_LAYERS = [51, 52];

/**
 * The layers drawing package courtyards: tKeepout/bKeepout, and layers a
 * library named tCrtYd/bCrtYd (not one of Eagle's own), found in the layer
 * list at the top of the file.
 */
export function courtyardLayerNumbers(bytes: Uint8Array): Set<number> {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1 << 18));
  const layers = new Set(KEEPOUT_LAYERS);
  for (const m of head.matchAll(/<layer number="(\d+)" name="[tb](?:CrtYd|Courtyard)"/gi)) layers.add(Number(m[1]));
  return layers;
}

/** The layer a package's layer lands on when the package is placed on the bottom (mirrored). */
export function mirrorLayer(layer: number): number {
  if (layer >= 1 && layer <= 16) return 17 - layer;
  const pairs: Record<number, number> = {
    21: 22,
    22: 21,
    25: 26,
    26: 25,
    27: 28,
    28: 27,
    29: 30,
    30: 29,
    31: 32,
    32: 31,
    35: 36,
    36: 35,
    51: 52,
    52: 51,
  };
  return pairs[layer] ?? layer;
}

/** The copper layers the board's layer setup names, and the silk, mask and paste layers of both sides. */
export function makeLayers(copperNumbers: number[]): { copper: Map<number, Layer>; other: Map<number, Layer> } {
  const copper = new Map<number, Layer>();
  copperNumbers.forEach((num, i) => {
    const side = i === 0 ? 'top' : i === copperNumbers.length - 1 ? 'bottom' : 'inner';
    copper.set(num, {
      name: side === 'inner' ? `inner${i}-copper` : `${side}-copper`,
      kind: 'copper',
      side,
      copperIndex: i + 1,
      primitives: [],
    });
  });
  const other = new Map<number, Layer>();
  const add = (num: number, kind: Layer['kind'], side: 'top' | 'bottom') =>
    other.set(num, { name: `${side}-${kind}`, kind, side, primitives: [] });
  add(21, 'silk', 'top');
  add(22, 'silk', 'bottom');
  add(29, 'mask', 'top');
  add(30, 'mask', 'bottom');
  add(31, 'paste', 'top');
  add(32, 'paste', 'bottom');
  return { copper, other };
}
