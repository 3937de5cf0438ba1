// A plausible example value for a JSON Schema, so every operation of the
// OpenAPI document shows a body and an answer. It follows defaults, examples,
// enums and consts first, then types and bounds; `$ref`s are resolved through
// the caller. Depth is bounded, so recursive schemas end.

export type JsonSchema = { [key: string]: unknown };
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Resolve = (ref: string) => JsonSchema | undefined;

const MAX_DEPTH = 32;

const STRING_FORMATS: Record<string, string> = {
  date: '2026-03-02',
  'date-time': '2026-03-02T09:30:00.000Z',
  email: 'ada@example.com',
  uri: 'https://example.com/',
  uuid: '0b5f6a5e-2c1d-4a43-9d5c-6b1f3a7e8c90',
};

/** Values for the patterns the contracts use (ids, ZIP codes); other patterns get the generic example. */
const PATTERN_EXAMPLES: readonly [RegExp, string][] = [
  [/^\^\[(0-9A-Za-z|A-Za-z0-9)\]\{24\}\$$/, 'k3J9xQ2mP7vL4nR8tW1yZ5bC'],
  [/^\^\[0-9a-z\]\{24\}\$$/, 'k3j9xq2mp7vl4nr8tw1yz5bc'],
  [/^\^bug-screenshots/, 'bug-screenshots/k3j9xq2mp7vl4nr8tw1yz5bc.png'],
  [/^\^\\d\{5\}/, '94107'],
  [/^\^f\\d/, 'f1'],
  [/^\^\[A-Z\]\{1,3\}\$$/, 'B'],
];

function stringExample(schema: JsonSchema): string {
  if (typeof schema.pattern === 'string') {
    const pattern = schema.pattern;
    const known = PATTERN_EXAMPLES.find(([matcher]) => matcher.test(pattern));
    if (known) return known[1];
  }
  const format = typeof schema.format === 'string' ? STRING_FORMATS[schema.format] : undefined;
  if (format) return format;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const base = 'string';
  if (base.length >= min && base.length <= max) return base;
  return 'x'.repeat(Math.min(Math.max(min, 1), max));
}

function numberExample(schema: JsonSchema): number {
  const min =
    typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 0;
  const max = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
  return Math.min(Math.max(min, 1), max);
}

export function exampleOf(schema: JsonSchema | undefined, resolve: Resolve, depth = 0, seen: readonly string[] = []): Json {
  if (!schema || depth > MAX_DEPTH) return null;
  if (typeof schema.$ref === 'string') {
    // A schema that contains itself (a tree) stops at its second appearance.
    if (seen.includes(schema.$ref)) return null;
    return exampleOf(resolve(schema.$ref), resolve, depth + 1, seen.concat(schema.$ref));
  }
  if ('default' in schema) return schema.default as Json;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0] as Json;
  if ('const' in schema) return schema.const as Json;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0] as Json;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) {
      const first = options.find((o: JsonSchema) => o.type !== 'null') ?? options[0];
      return exampleOf(first as JsonSchema, resolve, depth + 1, seen);
    }
  }
  const type = Array.isArray(schema.type)
    ? (schema.type.find((t) => t !== 'null') as string | undefined)
    : (schema.type as string | undefined);
  switch (type) {
    case 'object': {
      const out: { [key: string]: Json } = {};
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      for (const [name, property] of Object.entries(properties)) out[name] = exampleOf(property, resolve, depth + 1, seen);
      // A record keyed by an enum: one entry per key.
      const keys = (schema.propertyNames as JsonSchema | undefined)?.enum;
      if (Array.isArray(keys) && typeof schema.additionalProperties === 'object') {
        for (const key of keys)
          if (typeof key === 'string' && !(key in out))
            out[key] = exampleOf(schema.additionalProperties as JsonSchema, resolve, depth + 1, seen);
      }
      return out;
    }
    case 'array': {
      if (Array.isArray(schema.prefixItems)) return schema.prefixItems.map((item: JsonSchema) => exampleOf(item, resolve, depth + 1, seen));
      const minItems = typeof schema.minItems === 'number' ? schema.minItems : 1;
      const item = exampleOf(schema.items as JsonSchema | undefined, resolve, depth + 1, seen);
      return Array.from({ length: Math.max(1, Math.min(minItems, 10)) }, () => item);
    }
    case 'string':
      return stringExample(schema);
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return null;
  }
}
