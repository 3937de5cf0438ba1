import type { RouteDef } from '../contracts/route-types.ts';

// The public routes a first visit may read before zod and the route table's
// schemas have loaded (docs/performance.md#first-calls-without-zod): their
// answers are already what the handler parsed with the same response schema,
// and parsing them again in the browser gives back the same value, so the page
// can use the JSON as it arrives and check it against the schema later.

type SchemaNode = { _zod?: { def?: Record<string, unknown> & { type?: string; checks?: unknown[]; getter?: () => unknown } } };

// Schema kinds whose parse returns something other than its input (or that JSON cannot carry).
const VALUE_CHANGING = new Set(['pipe', 'transform', 'default', 'prefault', 'catch', 'success', 'codec', 'date', 'bigint', 'map', 'set']);

function isSchema(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** True when parsing a valid value with the schema returns it unchanged (no transform, default, coercion or overwrite). */
export function parsesToItself(schema: unknown, seen = new Set<unknown>()): boolean {
  if (!isSchema(schema) || seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod?.def;
  if (!def) return true;
  if (VALUE_CHANGING.has(def.type ?? '') || def.coerce === true) return false;
  // trim(), toLowerCase() and overwrite() are checks that rewrite the value.
  if (def.checks?.some((check) => isSchema(check) && check._zod?.def?.check === 'overwrite')) return false;
  const children: unknown[] = def.type === 'lazy' && def.getter ? [def.getter()] : [];
  for (const [key, value] of Object.entries(def)) {
    if (key === 'checks' || key === 'getter') continue;
    if (isSchema(value)) children.push(value);
    else if (Array.isArray(value)) children.push(...value);
    else if (typeof value === 'object' && value !== null) children.push(...Object.values(value));
  }
  return children.every((child) => parsesToItself(child, seen));
}

export type PublicRead = readonly [method: RouteDef['method'], path: string];

/** Every public route whose answer parses to itself: its method and path, by route id. */
export function parseFreeReads(routes: Readonly<Record<string, RouteDef>>): Record<string, PublicRead> {
  return Object.fromEntries(
    Object.entries(routes)
      .filter(([, route]) => route.auth === 'public' && !route.rawBody && parsesToItself(route.response))
      .map(([id, route]) => [id, [route.method, route.path] as const]),
  );
}
