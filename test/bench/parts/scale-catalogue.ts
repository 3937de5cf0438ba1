import type { Part } from '#contracts/parts.ts';
import { partIdForSupplierCode } from '#lambdas/core/parts/catalogue-ids.ts';
import { composeValueText } from '#lambdas/core/parts/import/row-fields.ts';
import { formatQuantity } from '#lambdas/core/parts/units.ts';

// Grows a real catalogue to a target size the way a bigger one looks: each
// copy gets new supplier codes and MPN suffixes, numeric parameters moved
// along the E12 series (and the description edited to match), other stock.

const E12_STEPS = [1, 1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2, 10, 0.1, 0.47, 22];
const MPN_SUFFIXES = ['', '-TR', 'A', 'B', '-7', 'LF', 'X', '-13', 'G', 'H', 'R', 'V', 'Q', 'E', '-1', 'C'];

/** Deterministic pseudo-random numbers (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function variant(part: Part, copy: number, rand: () => number): Part {
  const step = E12_STEPS[copy % E12_STEPS.length]!;
  const code = `C${copy}${part.supplier_code.slice(1).padStart(8, '0')}`;
  let description = part.description;
  const parameters: Part['parameters'] = {};
  for (const [id, value] of Object.entries(part.parameters)) {
    // Scale the values a parametric search filters on; keep the rest as they are.
    if (value.value !== undefined && value.unit && ['resistance', 'capacitance', 'inductance', 'voltage_rating', 'power'].includes(id)) {
      const scaled = Number((value.value * step).toPrecision(3));
      const raw = formatQuantity(scaled, value.unit);
      description = description.split(value.raw).join(raw);
      parameters[id] = { raw, value: scaled, unit: value.unit };
    } else {
      parameters[id] = value;
    }
  }
  const mpn = `${part.mpn}${MPN_SUFFIXES[copy % MPN_SUFFIXES.length]}${copy >= MPN_SUFFIXES.length ? String(copy) : ''}`;
  const stock = rand() < 0.25 ? 0 : Math.floor(part.stock * (0.2 + rand() * 1.6));
  return {
    ...part,
    id: partIdForSupplierCode(code),
    supplier_code: code,
    mpn,
    description,
    stock,
    parameters,
    value_text: composeValueText(parameters, mpn),
    price_breaks: part.price_breaks.map((b) => ({ ...b, unit_price_micros: Math.round(b.unit_price_micros * (0.8 + rand() * 0.4)) })),
  };
}

/** The original parts followed by varied copies, `target` parts in all. */
export function scaleCatalogue(parts: readonly Part[], target: number, seed = 42): Part[] {
  const rand = random(seed);
  const out = parts.slice(0, target);
  for (let copy = 1; out.length < target; copy++) {
    for (const part of parts) {
      if (out.length >= target) break;
      out.push(variant(part, copy, rand));
    }
  }
  return out;
}
