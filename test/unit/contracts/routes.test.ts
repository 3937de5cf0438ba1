import { existsSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  fallbackHandler,
  scopedRouteAuthorizerHandler,
  fillPath,
  fullPath,
  pathParamNames,
  routeAreas,
  routeKey,
  routes,
} from '#contracts/routes.ts';
import type { RouteDef } from '#contracts/route-types.ts';

const lambdas = path.resolve(import.meta.dirname, '../../../lambdas');
const table = Object.entries(routes as Record<string, RouteDef>);

describe('the route table', () => {
  it('names a handler module that exists and exports handler, for every route and the fallback', async () => {
    for (const handler of [...table.map(([, r]) => r.handler), fallbackHandler, scopedRouteAuthorizerHandler]) {
      const file = path.join(lambdas, `${handler}.ts`);
      expect(existsSync(file), file).toBe(true);
      const mod = await import(file);
      expect(typeof mod.handler, handler).toBe('function');
    }
  });

  it('is merged from its area files with no route id in two areas (a spread would keep only one)', () => {
    const ids = Object.values(routeAreas).flatMap((area) => Object.keys(area));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(routes).sort()).toEqual([...ids].sort());
  });

  it('has no method + path twice and every path under /api', () => {
    const keys = table.map(([, r]) => routeKey(r));
    expect(new Set(keys).size).toBe(keys.length);
    for (const [, r] of table) expect(fullPath(r)).toMatch(/^\/api\//);
  });

  it('declares a params schema naming exactly the path parameters', () => {
    for (const [id, r] of table) {
      const names = pathParamNames(r.path);
      if (names.length === 0) {
        expect(r.params, id).toBeUndefined();
        continue;
      }
      expect(r.params, id).toBeInstanceOf(z.ZodMiniObject);
      expect(Object.keys((r.params as z.ZodMiniObject).shape).sort(), id).toEqual([...names].sort());
    }
  });

  it('only lets bodies into methods that carry one', () => {
    for (const [id, r] of table) if (r.body) expect(['PUT', 'POST', 'PATCH'], id).toContain(r.method);
  });

  it('fills path parameters safely', () => {
    expect(fillPath('/users/{userId}/shopping-cart', { userId: 'a/b' })).toBe('/users/a%2Fb/shopping-cart');
    expect(() => fillPath('/users/{userId}', {})).toThrow(/userId/);
  });
});
