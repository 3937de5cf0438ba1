import * as z from 'zod/mini';
import { ERROR_CODES, type ErrorCode } from '#contracts/error-codes.ts';
import { ErrorBodySchema } from '#contracts/errors.ts';
import type { RouteDef } from '#contracts/route-types.ts';
import { API_PREFIX, pathParamNames, routeAreas } from '#contracts/routes.ts';
import { exampleOf, type Json, type JsonSchema } from './schema-example.ts';

// The OpenAPI 3.1 description of the API, generated from the one route table
// and its zod schemas (zod 4's JSON Schema, draft 2020-12 — the dialect
// OpenAPI 3.1 uses). Nothing here is written by hand per route: a new route is
// in the document as soon as it is in the table. See docs/api.md.

type JsonObject = { [key: string]: Json };
export type OpenApiDocument = JsonObject & {
  openapi: string;
  info: JsonObject & { title: string; version: string };
  paths: Record<string, Record<string, JsonObject>>;
  components: JsonObject;
};

const SCHEMA_PREFIX = '#/components/schemas/';
const BEARER = 'cognitoJwt';
/** API credentials' client-credentials tokens (docs/api-credentials.md); the requirement lists the scopes that open the route. */
const MACHINE = 'apiCredential';

/** An error body for the shared responses' examples: a code of the table, its default message unless given. */
const errorExample = (code: ErrorCode, message: string = ERROR_CODES[code].message, fields?: Record<string, string[]>): JsonObject =>
  fields ? { code, message, fields } : { code, message };

const ERROR_EXAMPLES: Record<string, { description: string; example: JsonObject }> = {
  '400': {
    description: 'The request does not match its schema; `fields` names each problem.',
    example: errorExample('validation_failed', 'quantity: Too small: expected number to be >=1', {
      quantity: ['Too small: expected number to be >=1'],
    }),
  },
  '401': {
    description:
      'No valid token. The gateway\'s JWT authorizer answers `{"message":"Unauthorized"}`; the handler answers with the error body.',
    example: errorExample('unauthorized'),
  },
  '403': {
    description: "Signed in, but the route's rule does not let this caller in.",
    example: errorExample('forbidden'),
  },
  '404': { description: 'The thing named in the path does not exist.', example: errorExample('not_found', 'Board was not found.') },
  '409': {
    description: 'Someone changed it first: read it again and retry from the new version.',
    example: errorExample(
      'version_conflict',
      'The bill of materials was changed elsewhere meanwhile. Reload it and make your change again.',
    ),
  },
  '413': {
    description: 'The JSON body is larger than the route accepts.',
    example: errorExample('payload_too_large', 'The request body is larger than 262144 bytes.'),
  },
  '415': {
    description: 'The body is not `application/json`.',
    example: errorExample('unsupported_media_type'),
  },
  '500': {
    description: 'Something failed on the server; no details are given.',
    example: errorExample('internal'),
  },
};

/** Turns `getStaffOrder` into "Get staff order" (route ids and area names). */
function summaryOf(id: string): string {
  const words = id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function whoMayCall(auth: RouteDef['auth']): string {
  if (auth === 'public') return 'Anyone; no token needed.';
  if (auth === 'customer') return 'Any signed-in user.';
  if (auth === 'self') return 'The user named by `{userId}`, or an Admin.';
  if (auth === 'board') return 'The owner of the board named by `{boardId}`, or an Engineer or Admin.';
  const named = (groups: readonly string[]) => groups.map((g) => `\`${g}\``).join(', ');
  if ('anyOf' in auth) return `Members of any one of the groups ${named(auth.anyOf)} (Admin passes every group check).`;
  return `Members of every one of the groups ${named(auth)} (Admin passes every group check).`;
}

/** Drops what is not valid inside an OpenAPI document and points zod's shared definitions at components. */
function relocate(value: unknown, sharedName: (def: string) => string): Json {
  if (Array.isArray(value)) return value.map((v) => relocate(v, sharedName));
  if (value === null || typeof value !== 'object') return value as Json;
  const out: JsonObject = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$schema' || key === '$id') continue;
    if (key === '$ref' && typeof inner === 'string') {
      const shared = /^#\/components\/schemas\/__shared#\/\$defs\/(.+)$/.exec(inner);
      out[key] = shared ? SCHEMA_PREFIX + sharedName(shared[1] as string) : inner;
      continue;
    }
    out[key] = relocate(inner, sharedName);
  }
  return out;
}

/** Every registered schema as JSON Schema under its id, plus the shared (recursive) ones zod split out. */
function componentSchemas(registry: z.core.$ZodRegistry<{ id: string }>, io: 'input' | 'output'): Record<string, Json> {
  const generated = z.toJSONSchema(registry, { io, unrepresentable: 'any', uri: (id) => SCHEMA_PREFIX + id }) as {
    schemas: Record<string, unknown>;
  };
  const sharedName = (def: string) => `${io}_${def}`;
  const schemas: Record<string, Json> = {};
  for (const [id, schema] of Object.entries(generated.schemas)) {
    if (id === '__shared') {
      const defs = (schema as { $defs?: Record<string, unknown> }).$defs ?? {};
      for (const [def, inner] of Object.entries(defs)) schemas[sharedName(def)] = relocate(inner, sharedName);
    } else schemas[id] = relocate(schema, sharedName);
  }
  return schemas;
}

/** Path or query parameters from an object schema (inline: they are flat). */
function parametersOf(schema: z.ZodMiniType | undefined, where: 'path' | 'query', path: string): JsonObject[] {
  if (!schema)
    return where === 'path' ? pathParamNames(path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })) : [];
  const json = relocate(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), (d) => d) as {
    properties?: Record<string, JsonObject>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || (json.required ?? []).includes(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

/** The error statuses a route can answer, from what it takes and who may call it. */
function errorStatuses(route: RouteDef): string[] {
  const statuses = new Set<string>();
  if (route.params || route.query || route.body) statuses.add('400');
  if (route.auth !== 'public') statuses.add('401');
  if (route.auth !== 'public' && route.auth !== 'customer') statuses.add('403');
  if (pathParamNames(route.path).length > 0) statuses.add('404');
  if (route.method !== 'GET' && route.access?.table === 'readwrite') statuses.add('409');
  if (route.body) {
    statuses.add('413');
    statuses.add('415');
  }
  statuses.add('500');
  return [...statuses].sort();
}

/** A route waiting for its operation: its area, and the ids its body and response schemas got. */
type Pending = { id: string; area: string; route: RouteDef; bodyId: string | null; responseId: string };

/** One route's operation: who may call it, its parameters, body and responses, with examples. */
function operationOf({ id, area, route, bodyId, responseId }: Pending, resolve: (ref: string) => JsonSchema | undefined): JsonObject {
  const status = String(route.status ?? 200);
  const responseSchema = { $ref: SCHEMA_PREFIX + responseId };
  const operation: JsonObject = {
    operationId: id,
    summary: summaryOf(id),
    description: `Who may call: ${whoMayCall(route.auth)}`,
    tags: [summaryOf(area)],
    security: route.auth === 'public' ? [] : [{ [BEARER]: [] }, ...(route.scopes ? [{ [MACHINE]: Array.from(route.scopes) }] : [])],
    'x-copperline-auth':
      typeof route.auth === 'string'
        ? route.auth
        : 'anyOf' in route.auth
          ? { anyOf: Array.from(route.auth.anyOf) }
          : Array.from(route.auth),
    parameters: [...parametersOf(route.params, 'path', route.path), ...parametersOf(route.query, 'query', route.path)],
    responses: {
      [status]: {
        description: 'Success',
        content: { 'application/json': { schema: responseSchema, example: exampleOf(responseSchema, resolve) } },
      },
      ...Object.fromEntries(errorStatuses(route).map((s) => [s, { $ref: `#/components/responses/Error${s}` }])),
    },
  };
  if (bodyId) {
    const bodySchema = { $ref: SCHEMA_PREFIX + bodyId };
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: bodySchema, example: exampleOf(bodySchema, resolve) } },
    };
  } else if (route.rawBody) {
    operation.requestBody = {
      required: true,
      description: 'The exact bytes the sender signed.',
      content: { 'application/json': { schema: {} } },
    };
  }
  return operation;
}

export type DocumentOptions = { version: string; title?: string };

/** The whole document: one operation per route of the table, grouped by the table's areas. */
export function openApiDocument(options: DocumentOptions): OpenApiDocument {
  const inputs = z.registry<{ id: string }>();
  const outputs = z.registry<{ id: string }>();
  const idOf = (registry: z.core.$ZodRegistry<{ id: string }>, schema: z.ZodMiniType, id: string): string => {
    const existing = registry.get(schema)?.id;
    if (existing) return existing;
    registry.add(schema, { id });
    return id;
  };
  outputs.add(ErrorBodySchema, { id: 'ErrorBody' });

  const pending: Pending[] = [];
  for (const [area, areaRoutes] of Object.entries(routeAreas) as [string, Record<string, RouteDef>][]) {
    for (const [id, route] of Object.entries(areaRoutes)) {
      pending.push({
        id,
        area,
        route,
        bodyId: route.body ? idOf(inputs, route.body, `${id}Body`) : null,
        responseId: idOf(outputs, route.response, `${id}Response`),
      });
    }
  }
  const schemas: Record<string, Json> = { ...componentSchemas(inputs, 'input'), ...componentSchemas(outputs, 'output') };
  const resolve = (ref: string): JsonSchema | undefined => schemas[ref.replace(SCHEMA_PREFIX, '')] as JsonSchema | undefined;

  const responses: JsonObject = {};
  for (const [status, { description, example }] of Object.entries(ERROR_EXAMPLES)) {
    responses[`Error${status}`] = {
      description,
      content: { 'application/json': { schema: { $ref: `${SCHEMA_PREFIX}ErrorBody` }, example } },
    };
  }

  const paths: OpenApiDocument['paths'] = {};
  for (const entry of pending) (paths[entry.route.path] ??= {})[entry.route.method.toLowerCase()] = operationOf(entry, resolve);

  return {
    openapi: '3.1.1',
    info: {
      title: options.title ?? 'Copperline API',
      version: options.version,
      description:
        "The store's HTTP API, generated from its route table. Send JSON; errors have the `ErrorBody` shape with a stable `code`. " +
        'Signed-in routes take the Cognito id token as `Authorization: Bearer <token>`; staff routes also need the Cognito groups they name.',
    },
    servers: [{ url: API_PREFIX }],
    tags: Object.keys(routeAreas).map((area) => ({ name: summaryOf(area) })),
    paths,
    components: {
      schemas,
      responses,
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The id token of a Cognito user pool session; staff groups travel in its `cognito:groups` claim.',
        },
        [MACHINE]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            "An API credential's access token from the user pool's /oauth2/token (client-credentials grant); it opens only the routes that list one of its scopes, acting as the credential's account.",
        },
      },
    },
  };
}
