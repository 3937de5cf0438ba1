// Numbers with units as suppliers and BOMs write them: `10kΩ`, `4k7`, `100nF`,
// `1.5µF`, `±1%`, `1/10W`, `-40°C~+85°C`. Values come back in SI base units
// so that `10k`, `10kΩ` and `10000` all compare equal.

export interface Quantity {
  /** In SI base units (Ω, F, H, V, A, W, Hz, s, m); percent and °C as written. */
  value: number;
  /** Canonical unit symbol, '' when the text had none. */
  unit: string;
}

export interface QuantityRange {
  min: number;
  max: number;
  unit: string;
}

const PREFIXES: Record<string, number> = {
  f: 1e-15,
  p: 1e-12,
  n: 1e-9,
  u: 1e-6,
  m: 1e-3,
  k: 1e3,
  K: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
};

// Lower-cased spelling → canonical symbol. Prefix letters are case-sensitive
// (m vs M), unit letters are not (BOMs write `100nf`, `10uh`, `25v`).
const UNIT_ALIASES: Record<string, string> = {
  ω: 'Ω',
  ohm: 'Ω',
  ohms: 'Ω',
  r: 'Ω',
  f: 'F',
  h: 'H',
  v: 'V',
  vac: 'V',
  vdc: 'V',
  a: 'A',
  w: 'W',
  hz: 'Hz',
  s: 's',
  sec: 's',
  m: 'm',
  '%': '%',
  '°c': '°C',
  ppm: 'ppm',
  'ppm/°c': 'ppm/°C',
  db: 'dB',
};

/** Units that never take an SI prefix (`±5%`, `85°C`). */
const UNPREFIXED = new Set(['%', '°C', 'ppm', 'ppm/°C', 'dB']);

function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .trim()
    .replace(/℃/g, '°C')
    .replace(/[µμ]/g, 'u')
    .replace(/Ω|Ω/g, 'Ω')
    .replace(/\+\/-|\+-/g, '±')
    .replace(/\s+/g, ' ');
}

function round(value: number): number {
  return value === 0 ? 0 : Number(value.toPrecision(12));
}

/** Splits a unit suffix like `kΩ`, `nF`, `MHz`, `k` into multiplier and canonical unit. */
function parseSuffix(suffix: string): { multiplier: number; unit: string } | undefined {
  const s = suffix.trim();
  if (s === '') return { multiplier: 1, unit: '' };
  // A bare `m` is milli (`100m` in a BOM means 100 mΩ), a bare `R` is ohms (`10R`).
  if (s === 'm') return { multiplier: 1e-3, unit: '' };
  const prefixOnly = PREFIXES[s];
  if (prefixOnly !== undefined && s !== 'f') return { multiplier: prefixOnly, unit: '' };
  const whole = UNIT_ALIASES[s.toLowerCase()];
  if (whole !== undefined && s !== 'M') return { multiplier: 1, unit: whole };
  const prefix = PREFIXES[s[0] ?? ''];
  const unit = UNIT_ALIASES[s.slice(1).toLowerCase()];
  if (prefix !== undefined && unit !== undefined && !UNPREFIXED.has(unit)) return { multiplier: prefix, unit };
  return undefined;
}

const NUMBER_WITH_SUFFIX = /^(±|[+-])?\s?(\d+(?:\.\d*)?|\.\d+)(?:[eE]([+-]?\d+))?(?:\/(\d+(?:\.\d+)?))?\s?([^\d\s].*)?$/;
// Resistor-code notation: the prefix letter stands where the decimal point goes (`4k7`, `4R7`, `1n5`).
const RKM = /^(\d+)([pnumkKMGRr])(\d+)\s?(.*)$/;

/** Parses one quantity (`10kΩ`, `4k7`, `±1%`, `1/10W`, `25V`); undefined when the text is not a single number. */
export function parseQuantity(text: string): Quantity | undefined {
  const s = normalise(text);
  if (s === '') return undefined;

  const rkm = RKM.exec(s);
  if (rkm) {
    const [, whole = '', letter = '', fraction = '', rest = ''] = rkm;
    const isOhm = letter === 'R' || letter === 'r';
    const unit = rest === '' ? (isOhm ? 'Ω' : '') : UNIT_ALIASES[rest.toLowerCase()];
    if (unit === undefined || (isOhm && unit !== 'Ω')) return undefined;
    const multiplier = isOhm ? 1 : (PREFIXES[letter] ?? 1);
    return { value: round(Number(`${whole}.${fraction}`) * multiplier), unit };
  }

  const m = NUMBER_WITH_SUFFIX.exec(s);
  if (!m) return undefined;
  const [, sign = '', digits = '', exponent, denominator, suffix = ''] = m;
  const parsed = parseSuffix(suffix);
  if (!parsed) return undefined;
  let value = Number(digits) * (exponent ? 10 ** Number(exponent) : 1);
  if (denominator !== undefined) {
    const d = Number(denominator);
    if (d === 0) return undefined;
    value /= d;
  }
  if (sign === '-') value = -value;
  return { value: round(value * parsed.multiplier), unit: parsed.unit };
}

/** Parses `-40°C~+85°C`, `2V~36V`, `-20%~+50%`; a unit written on one side applies to both. */
export function parseQuantityRange(text: string): QuantityRange | undefined {
  const parts = normalise(text).split(/\s?(?:~|～|\.\.|…| to )\s?/);
  if (parts.length !== 2) return undefined;
  const low = parseQuantity(parts[0] ?? '');
  const high = parseQuantity(parts[1] ?? '');
  if (!low || !high) return undefined;
  if (low.unit !== '' && high.unit !== '' && low.unit !== high.unit) return undefined;
  return { min: Math.min(low.value, high.value), max: Math.max(low.value, high.value), unit: low.unit || high.unit };
}

/**
 * Best-effort number for a catalogue parameter: a plain quantity, a range that
 * collapses to one value (`3.3V~3.3V`), or the first quantity of a compound
 * value (`500nA@6V`, `900mΩ@10V、1.1Ω@4.5V`, `2V~36V;1V~18V` has none).
 */
export function parseParameterNumber(raw: string): Quantity | undefined {
  const text = raw.trim();
  if (text === '' || text === '-') return undefined;
  const direct = parseQuantity(text);
  if (direct) return direct;
  const range = parseQuantityRange(text);
  if (range) return range.min === range.max ? { value: range.min, unit: range.unit } : undefined;
  const first = text.split(/[@,;、，；]/)[0] ?? '';
  if (first !== text) return parseQuantity(first);
  return undefined;
}

/** True when two numbers are the same value up to floating-point noise (`9.999999999999999e-06` = `10u`). */
export function sameNumber(left: number, right: number): boolean {
  if (left === right) return true;
  return Math.abs(left - right) <= 1e-9 * Math.max(Math.abs(left), Math.abs(right));
}

const DISPLAY_PREFIXES: ReadonlyArray<[number, string]> = [
  [1e12, 'T'],
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
  [1, ''],
  [1e-3, 'm'],
  [1e-6, 'µ'],
  [1e-9, 'n'],
  [1e-12, 'p'],
];

export interface FormatOptions {
  /** Write `u` instead of `µ` (for BOMs and plain-text exports). */
  ascii?: boolean;
  /** Significant digits kept; trailing zeros are dropped. Default 4. */
  precision?: number;
  /** Prefix `±` (tolerances). */
  plusMinus?: boolean;
}

/** Formats a value in SI base units for display: `10000, 'Ω'` → `10kΩ`, `1.5e-6, 'F'` → `1.5µF`. */
export function formatQuantity(value: number, unit: string, options: FormatOptions = {}): string {
  const precision = options.precision ?? 4;
  const sign = options.plusMinus ? '±' : value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  let scaled = magnitude;
  let prefix = '';
  if (!UNPREFIXED.has(unit) && magnitude !== 0) {
    // Capacitors are written in µF up to a farad (`1000µF`, not `1mF`).
    const usable = unit === 'F' ? DISPLAY_PREFIXES.filter(([, p]) => p !== 'm') : DISPLAY_PREFIXES;
    const chosen = usable.find(([factor]) => magnitude >= factor * 0.9999999) ?? usable[usable.length - 1];
    if (chosen) {
      scaled = magnitude / chosen[0];
      prefix = chosen[1];
    }
  }
  if (options.ascii && prefix === 'µ') prefix = 'u';
  return `${sign}${Number(scaled.toPrecision(precision))}${prefix}${unit}`;
}

/** Formats a range back the way catalogues write it: `-40°C~+85°C`. */
export function formatQuantityRange(range: QuantityRange, options: FormatOptions = {}): string {
  const low = formatQuantity(range.min, range.unit, options);
  const high = formatQuantity(range.max, range.unit, options);
  return `${low}~${range.min < 0 && range.max > 0 ? '+' : ''}${high}`;
}
