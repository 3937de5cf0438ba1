import { formatQuantity, parseQuantity } from './units.ts';

// Value strings as BOMs and catalogues write them (`100nF/10V/20%/X5R/C0402`,
// `10k 1% 0603`, `22pF 50V C0G`) → parameter candidates with the character span
// each came from, so the BOM matcher and the labelling tool share one reading.

export interface ValueTextCandidate {
  /** Parameter id (see parameters.ts); a dielectric is a `temperature_coefficient`. */
  parameter: string;
  raw: string;
  value?: number;
  unit?: string;
  /** Character span in the input, end exclusive. */
  start: number;
  end: number;
  /** True when the parameter was guessed from context (`10k` with no unit on a resistor). */
  inferred: boolean;
}

export interface ValueTextReading {
  candidates: ValueTextCandidate[];
  /** Pieces that matched nothing (a part number, a note). */
  unparsed: Array<{ text: string; start: number; end: number }>;
}

export type ComponentKind = 'resistor' | 'capacitor' | 'inductor';

export interface ValueTextOptions {
  /** What the part is, when known; otherwise taken from `designator` (`R12`, `C3`, `L1`). */
  kind?: ComponentKind;
  designator?: string;
}

const UNIT_PARAMETER: Record<string, string> = {
  Ω: 'resistance',
  F: 'capacitance',
  H: 'inductance',
  V: 'voltage_rating',
  W: 'power',
  A: 'rated_current',
  Hz: 'frequency',
  '%': 'tolerance',
};

const KIND_PARAMETER: Record<ComponentKind, string> = { resistor: 'resistance', capacitor: 'capacitance', inductor: 'inductance' };
const KIND_UNIT: Record<ComponentKind, string> = { resistor: 'Ω', capacitor: 'F', inductor: 'H' };

const DIELECTRICS: Record<string, string> = {
  X5R: 'X5R',
  X7R: 'X7R',
  X7S: 'X7S',
  X6S: 'X6S',
  X8R: 'X8R',
  Y5V: 'Y5V',
  Z5U: 'Z5U',
  C0G: 'C0G',
  COG: 'C0G',
  NP0: 'NP0',
  NPO: 'NP0',
};
// Imperial chip sizes, optionally with the R/C/L/D prefix KiCad footprints and BOMs add (`C0402`, `R_0603`, `0805_2012Metric`).
const CHIP_PACKAGE = /^(?:[RCLD]_?)?(01005|0201|0402|0603|0805|1206|1210|1812|2010|2512)(?:_\d{4}Metric)?$/i;
const NAMED_PACKAGE = /^(?:SOT|SOD|SOIC|SOP|SSOP|TSSOP|MSOP|QFN|DFN|QFP|LQFP|TQFP|BGA|DO|TO|SMA|SMB|SMC|SC)-?\d[\w.-]*$/i;

function kindFromDesignator(designator: string | undefined): ComponentKind | undefined {
  const letters = /^([A-Za-z]+)\d/.exec(designator?.trim() ?? '')?.[1]?.toUpperCase();
  if (letters === 'R' || letters === 'RN') return 'resistor';
  if (letters === 'C') return 'capacitor';
  if (letters === 'L' || letters === 'FB') return 'inductor';
  return undefined;
}

/** Guesses what a unitless number is: `10k`, `4k7`, `100R` read as ohms; `100n`, `22p` as farads. */
function guessKind(token: string): ComponentKind | undefined {
  if (/^\d+(?:[.,]\d+)?[kKM]$|^\d+[kKMR]\d*$/.test(token) || /^\d+R\d*$/i.test(token)) return 'resistor';
  if (/^\d+(?:\.\d+)?[pn]$|^\d+[pn]\d+$/.test(token)) return 'capacitor';
  return undefined;
}

function readToken(token: string, kind: ComponentKind | undefined): Omit<ValueTextCandidate, 'start' | 'end'> | undefined {
  const dielectric = DIELECTRICS[token.toUpperCase()];
  if (dielectric) return { parameter: 'temperature_coefficient', raw: token, inferred: false };

  const chip = CHIP_PACKAGE.exec(token);
  if (chip?.[1]) return { parameter: 'package', raw: chip[1], inferred: false };
  if (NAMED_PACKAGE.test(token)) return { parameter: 'package', raw: token.toUpperCase(), inferred: false };

  const quantity = parseQuantity(token);
  if (!quantity) return undefined;
  const byUnit = UNIT_PARAMETER[quantity.unit];
  if (byUnit) {
    const value = byUnit === 'tolerance' ? Math.abs(quantity.value) : quantity.value;
    return { parameter: byUnit, raw: token, value, unit: quantity.unit, inferred: false };
  }
  if (quantity.unit !== '') return undefined;
  const guessed = kind ?? guessKind(token);
  if (!guessed) return undefined;
  return { parameter: KIND_PARAMETER[guessed], raw: token, value: quantity.value, unit: KIND_UNIT[guessed], inferred: true };
}

/** Splits on the separators BOMs use between fields, keeping each piece's position. */
function pieces(text: string): Array<{ text: string; start: number; end: number }> {
  const out: Array<{ text: string; start: number; end: number }> = [];
  // A fraction with a unit (`1/10W`) is one piece although `/` separates fields elsewhere;
  // parentheses separate too (`BSS138(SOT-23)`, `NA(100nF/10V)`).
  const re = /\d+\/\d+(?:\.\d+)?[A-Za-z]+|[^\s/,;|()]+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

export function parseValueText(text: string, options: ValueTextOptions = {}): ValueTextReading {
  const kind = options.kind ?? kindFromDesignator(options.designator);
  const candidates: ValueTextCandidate[] = [];
  const unparsed: ValueTextReading['unparsed'] = [];
  for (const piece of pieces(text)) {
    const read = readToken(piece.text, kind);
    if (read) candidates.push({ ...read, start: piece.start, end: piece.end });
    else unparsed.push(piece);
  }
  return { candidates, unparsed };
}

/** The first candidate per parameter, as a plain map: what a matcher filters on. */
export function valueTextParameters(text: string, options: ValueTextOptions = {}): Map<string, ValueTextCandidate> {
  const out = new Map<string, ValueTextCandidate>();
  for (const candidate of parseValueText(text, options).candidates) {
    if (!out.has(candidate.parameter)) out.set(candidate.parameter, candidate);
  }
  return out;
}

/**
 * Search filters (`PartsSearchRequest.filters`) for the parts a value text
 * asks for: the main value must match, while a higher voltage or power rating
 * and a tighter tolerance are acceptable substitutes.
 */
export function valueTextFilters(text: string, options: ValueTextOptions = {}): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  for (const [parameter, candidate] of valueTextParameters(text, options)) {
    const written =
      candidate.value !== undefined && candidate.unit
        ? formatQuantity(candidate.value, candidate.unit, { ascii: true, precision: 6 })
        : candidate.raw;
    if (parameter === 'voltage_rating' || parameter === 'power' || parameter === 'rated_current') filters[parameter] = [`≥${written}`];
    else if (parameter === 'tolerance') filters[parameter] = [`≤${written}`];
    else filters[parameter] = [written];
  }
  return filters;
}
