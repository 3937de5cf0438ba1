// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the root and web tsconfigs both reach the declaration only through here
/// <reference path="./route-areas-module.d.ts" />
import type { RouteDef } from '#contracts/route-types.ts';
import type { RouteId } from '#contracts/routes.ts';

// A route's area of the route table and its schemas (with zod) load on the
// first call to it, not with the first page: pages that call nothing never
// download them, a page that calls the parts search never downloads the staff
// routes' schemas (see docs/performance.md#code-splitting). Which area holds a
// route comes from the route files themselves, at build time
// (web/route-areas-plugin.ts).

// The generated table is a chunk of its own (about 1.5 kB gz with the areas' file lists), loaded with the
// first call: the pages that call nothing during their first load never download it.
type AreaTable = { areaOf: ReadonlyMap<string, string>; loaders: Readonly<Record<string, () => Promise<Record<string, RouteDef>>>> };
let areaTable: Promise<AreaTable> | null = null;

function loadAreaTable(): Promise<AreaTable> {
  areaTable ??= import('virtual:route-areas').then(
    ({ areaLoaders, routeIdsByArea }) => ({
      areaOf: new Map(Object.entries(routeIdsByArea).flatMap(([area, ids]) => ids.split(' ').map((routeId) => [routeId, area]))),
      loaders: areaLoaders,
    }),
    (error: unknown) => {
      areaTable = null;
      throw error;
    },
  );
  return areaTable;
}

/** The area (contracts/routes file) that declares a route id. */
export async function routeArea(id: RouteId): Promise<string> {
  const area = (await loadAreaTable()).areaOf.get(id);
  if (!area) throw new Error(`No area of the route table declares ${id}`);
  return area;
}

const loadedDefs = new Map<RouteId, RouteDef>();

/** A route's definition, loading its area on the first call. */
export async function loadRouteDef(id: RouteId): Promise<RouteDef> {
  const area = await routeArea(id);
  const route = (await (await loadAreaTable()).loaders[area]?.())?.[id];
  if (!route) throw new Error(`No route ${id} in the ${area} area`);
  loadedDefs.set(id, route);
  return route;
}

/** The route's definition if a call has already loaded it, without loading anything. */
export function loadedRouteDef(id: RouteId): RouteDef | undefined {
  return loadedDefs.get(id);
}
