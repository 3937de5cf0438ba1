import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { routes } from '#contracts/routes.ts';
import type { RouteDef } from '#contracts/route-types.ts';
import { openApiDocument } from '#lambdas/core/api-docs/openapi-document.ts';
import { handler } from '#lambdas/http/meta/get-openapi-document.ts';
import type { ApiEvent } from '#lambdas/http/parse-request.ts';

// The contract test of GET /api/openapi.json: the document is generated from
// the route table, so every route must be in it, and it must be a valid
// OpenAPI 3.1 document whose references all resolve.

const document = openApiDocument({ version: 'test' });
const table = Object.entries(routes as Record<string, RouteDef>);

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

function resolvePointer(pointer: string): unknown {
  expect(pointer, pointer).toMatch(/^#\//);
  return pointer
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), document);
}

describe('the OpenAPI document', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has every route of the table, under its path and method, with its id as operationId', () => {
    expect(table.length).toBeGreaterThan(50);
    for (const [id, route] of table) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${id}: ${route.method} ${route.path}`).toBeDefined();
      expect(operation?.operationId).toBe(id);
    }
    const operations = Object.values(document.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(operations).toBe(table.length);
  });

  it('asks for the bearer token on every route but the public ones, and names the groups of staff routes', () => {
    for (const [id, route] of table) {
      const operation = document.paths[route.path]![route.method.toLowerCase()]!;
      if (route.auth === 'public') expect(operation.security, id).toEqual([]);
      else if (route.scopes) expect(operation.security, id).toEqual([{ cognitoJwt: [] }, { apiCredential: [...route.scopes] }]);
      else expect(operation.security, id).toEqual([{ cognitoJwt: [] }]);
      if (Array.isArray(route.auth)) for (const group of route.auth) expect(operation.description, id).toContain(`\`${group}\``);
      expect(operation['x-copperline-auth'], id).toEqual(Array.isArray(route.auth) ? [...route.auth] : route.auth);
    }
    expect(document.components.securitySchemes).toMatchObject({
      cognitoJwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      apiCredential: { type: 'http', scheme: 'bearer' },
    });
    expect(document.paths['/boards']!.post!.security).toEqual([{ cognitoJwt: [] }, { apiCredential: ['boards.write'] }]);
  });

  it('documents the error body: 401 on signed-in routes, 403 on group routes, 400 where input is parsed', () => {
    const responses = (id: string) =>
      document.paths[(routes as Record<string, RouteDef>)[id]!.path]![(routes as Record<string, RouteDef>)[id]!.method.toLowerCase()]!
        .responses as Record<string, unknown>;
    expect(responses('getPricing')).toMatchObject({
      '200': {},
      '401': { $ref: '#/components/responses/Error401' },
      '403': { $ref: '#/components/responses/Error403' },
    });
    expect(responses('getVersion')).not.toHaveProperty('401');
    expect(responses('savePricing')).toMatchObject({ '400': {}, '409': {}, '413': {}, '415': {} });
    expect(resolvePointer('#/components/responses/Error409')).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' }, example: { code: 'version_conflict' } } },
    });
  });

  it('uses the route schemas: a body field, a query parameter and a path parameter come through', () => {
    const save = document.paths['/pricing']!.put!;
    const bodyRef = (save.requestBody as { content: Record<string, { schema: { $ref: string } }> }).content['application/json']!.schema
      .$ref;
    expect(resolvePointer(bodyRef)).toMatchObject({ type: 'object', properties: { base_version: {} } });
    const feeder = document.paths['/internal/feeder-report']!.get!;
    expect(feeder.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'ship_date', in: 'query', required: false })]),
    );
    const board = document.paths['/boards/{boardId}']!.get!;
    expect(board.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'boardId', in: 'path', required: true })]));
  });

  it('resolves every $ref, and every component schema compiles as JSON Schema 2020-12', () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of new Set(refs)) expect(resolvePointer(ref), ref).toBeDefined();
    // Component refs point into the document: Ajv gets the components under the same pointers.
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ $id: 'https://copperline.local/openapi.json', components: { schemas: document.components.schemas } });
    for (const name of Object.keys(document.components.schemas as Record<string, object>)) {
      expect(() => ajv.getSchema(`https://copperline.local/openapi.json#/components/schemas/${name}`), name).not.toThrow();
    }
  }, 60_000);

  it('gives each success an example that its own schema accepts', () => {
    const rejected: string[] = [];
    for (const [id, route] of table) {
      const operation = document.paths[route.path]![route.method.toLowerCase()]!;
      const success = (operation.responses as Record<string, { content?: Record<string, { schema: { $ref: string }; example: unknown }> }>)[
        String(route.status ?? 200)
      ];
      const media = success?.content?.['application/json'];
      expect(media, id).toBeDefined();
      const parsed = route.response.safeParse(media!.example);
      // Refinements (code "custom": one character, closes after it opens) are not in JSON Schema; anything else must hold.
      for (const issue of parsed.error?.issues ?? [])
        if (issue.code !== 'custom') rejected.push(`${id}: ${issue.path.join('.')} ${issue.message}`);
    }
    expect(rejected).toEqual([]);
  });

  it('is what GET /api/openapi.json answers, to anyone', async () => {
    const event = {
      requestContext: { requestId: 'r', http: { method: 'GET', path: '/api/openapi.json' } },
      headers: {},
    } as unknown as ApiEvent;
    const response = (await handler(event, {} as never)) as { statusCode: number; body: string };
    expect(response.statusCode).toBe(200);
    const served = JSON.parse(response.body) as { openapi: string; paths: Record<string, unknown> };
    expect(served.openapi).toBe('3.1.1');
    expect(Object.keys(served.paths).sort()).toEqual(Object.keys(document.paths).sort());
  });
});
