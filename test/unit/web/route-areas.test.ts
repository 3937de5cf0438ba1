import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes, type RouteId } from '../../../contracts/routes.ts';
import { loadRouteDef, routeArea } from '../../../web/src/lib/api/route-areas.ts';
import { readRouteAreaFile, readRouteAreas } from '../../../web/route-areas-plugin.ts';

// The web client's route areas, read from contracts/routes/*.ts at build time (docs/performance.md#code-splitting).
describe('route areas', () => {
  it('names every route of the table exactly once, under the file that declares it', async () => {
    const areas = readRouteAreas();
    const ids = areas.flatMap((a) => a.routeIds);
    expect(ids.toSorted()).toEqual(Object.keys(routes).toSorted());
    for (const area of areas) {
      const module = (await import(area.file)) as Record<string, Record<string, unknown>>;
      expect(Object.keys(module[area.exportName] ?? {})).toEqual(area.routeIds);
    }
  });

  it('gives the client each route from its own area', async () => {
    expect(await routeArea('searchParts')).toBe('parts-routes');
    expect(await routeArea('listPosts')).toBe('content-routes');
    for (const id of Object.keys(routes) as RouteId[]) expect(await loadRouteDef(id)).toBe(routes[id]);
  });

  it('refuses an area whose keys it cannot read without running the file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'route-areas-'));
    try {
      const file = path.join(dir, 'mixed-routes.ts');
      writeFileSync(file, 'const more = {};\nexport const mixedRoutes = { getThing: {}, ...more } as const;\n');
      expect(() => readRouteAreaFile(file)).toThrow(/plain route id/);
      writeFileSync(file, 'export const aRoutes = {};\nexport const bRoutes = {};\n');
      expect(() => readRouteAreaFile(file)).toThrow(/one exported route object/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
