import type { Parameter, ParameterValue } from '#contracts/parts.ts';
import { formatQuantity, parseParameterNumber } from './units.ts';

// Suppliers name the same parameter many ways ("Voltage Rated", "Allowable
// voltage", "Dc rated voltage"). The ones parts are matched on get one
// canonical id; any other name becomes a slug of itself, so case variants merge.

interface KnownParameter {
  id: string;
  name: string;
  unit: string;
  short_unit: string;
  matching: boolean;
  aliases: readonly string[];
}

const KNOWN: readonly KnownParameter[] = [
  {
    id: 'resistance',
    name: 'Resistance',
    unit: 'ohm',
    short_unit: 'Ω',
    matching: true,
    aliases: ['resistance', 'resistance_ohm', 'resistance value'],
  },
  {
    id: 'capacitance',
    name: 'Capacitance',
    unit: 'farad',
    short_unit: 'F',
    matching: true,
    aliases: ['capacitance', 'nominal capacitance', 'capacitance_f'],
  },
  { id: 'inductance', name: 'Inductance', unit: 'henry', short_unit: 'H', matching: true, aliases: ['inductance', 'inductance_h'] },
  {
    id: 'voltage_rating',
    name: 'Voltage rating',
    unit: 'volt',
    short_unit: 'V',
    matching: true,
    aliases: [
      'voltage rating',
      'voltage rated',
      'voltage - rated',
      'rated voltage',
      'allowable voltage',
      'allowable voltage (dc)',
      'dc rated voltage',
      'voltage rating (dc)',
      'voltage rating (max)',
    ],
  },
  {
    id: 'tolerance',
    name: 'Tolerance',
    unit: 'percent',
    short_unit: '%',
    matching: true,
    aliases: ['tolerance', 'capacitancetolerance', 'capacitance tolerance', 'resistance tolerance'],
  },
  {
    id: 'power',
    name: 'Power',
    unit: 'watt',
    short_unit: 'W',
    matching: true,
    aliases: ['power', 'power(watts)', 'power_w', 'power rating'],
  },
  {
    id: 'temperature_coefficient',
    name: 'Temperature coefficient / dielectric',
    unit: '',
    short_unit: '',
    matching: true,
    aliases: ['temperature coefficient', 'temp_coefficient', 'dielectric'],
  },
  { id: 'package', name: 'Package', unit: '', short_unit: '', matching: true, aliases: ['package', 'footprint'] },
  {
    id: 'operating_temperature',
    name: 'Operating temperature',
    unit: 'degree Celsius',
    short_unit: '°C',
    matching: false,
    aliases: ['operating temperature', 'operating temperature range'],
  },
  {
    id: 'rated_current',
    name: 'Rated current',
    unit: 'ampere',
    short_unit: 'A',
    matching: false,
    aliases: ['rated current', 'current rating'],
  },
];

/** Names we never turn into parameters: they are part fields already, or bookkeeping. */
const IGNORED = new Set([
  'category',
  'description',
  'mpn',
  'moq',
  'order_multiple',
  'packaging_num',
  'rohs',
  'manufacturer',
  'part',
  'partid',
  'minimum_qty',
  'attrition_qty',
  'class',
  'process',
  'ki_fp_filters',
  'ki_keywords',
]);

function slug(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 64);
}

// Aliases compare as slugs, so spacing and punctuation variants ("Voltage rating(dc)") meet.
const BY_ALIAS = new Map<string, KnownParameter>();
for (const known of KNOWN) for (const alias of known.aliases) BY_ALIAS.set(slug(alias), known);
const BY_ID = new Map(KNOWN.map((known) => [known.id, known]));

/** The parameter id for a supplier's column or attribute name; undefined for names that are not parameters. */
export function parameterIdForName(name: string): string | undefined {
  const id = slug(name);
  if (id === '' || IGNORED.has(id)) return undefined;
  return BY_ALIAS.get(id)?.id ?? id;
}

/** Units we can infer from a parsed value when the name is not one we know. */
const UNIT_NAMES: Record<string, string> = {
  Ω: 'ohm',
  F: 'farad',
  H: 'henry',
  V: 'volt',
  A: 'ampere',
  W: 'watt',
  Hz: 'hertz',
  s: 'second',
  m: 'metre',
  '%': 'percent',
  '°C': 'degree Celsius',
};

/** The Parameter record for an id, named after the first spelling seen. */
export function describeParameter(id: string, seenName: string, sampleUnit = ''): Parameter {
  const known = BY_ID.get(id);
  if (known) {
    return {
      id,
      name: known.name,
      short_name: id,
      unit: known.unit,
      short_unit: known.short_unit,
      used_for_component_matching: known.matching,
    };
  }
  const name = seenName.trim().replace(/\s+/g, ' ');
  return {
    id,
    name: name.charAt(0).toUpperCase() + name.slice(1),
    short_name: id,
    unit: UNIT_NAMES[sampleUnit] ?? '',
    short_unit: sampleUnit,
    used_for_component_matching: false,
  };
}

/** All parameters with a fixed meaning, for seeding the store and the labelling tool. */
export function knownParameters(): Parameter[] {
  return KNOWN.map((known) => describeParameter(known.id, known.name));
}

/** A stored parameter value: the raw text (℃ written as °C) plus its number when it has one. */
export function toParameterValue(raw: string): ParameterValue | undefined {
  const text = raw.trim().replace(/℃/g, '°C');
  if (text === '' || text === '-') return undefined;
  const parsed = parseParameterNumber(text);
  return parsed ? { raw: text, value: parsed.value, unit: parsed.unit || undefined } : { raw: text };
}

/** A value known only as a number (jlcparts' `{ value, unit }` attributes, numeric columns). */
export function numericParameterValue(value: number, unit: string): ParameterValue {
  const canonicalUnit = unit === 'ohm' ? 'Ω' : unit;
  const rounded = Number(value.toPrecision(12));
  const raw = formatQuantity(rounded, canonicalUnit, { precision: 6 });
  return { raw, value: rounded, unit: canonicalUnit || undefined };
}
