// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the root and web tsconfigs both reach the declaration only through here
/// <reference path="./route-areas-module.d.ts" />
import { areaLoaders, routeIdsByArea } from 'virtual:route-areas';
import type { RouteDef } from '#contracts/route-types.ts';
import type { RouteId } from '#contracts/routes.ts';

// A route's area of the route table and its schemas (with zod) load on the
// first call to it, not with the first page: pages that call nothing never
// download them, a page that calls the parts search never downloads the staff
// routes' schemas (see docs/performance.md#code-splitting). Which area holds a
// route comes from the route files themselves, at build time
// (web/route-areas-plugin.ts).

let areaOfRoute: ReadonlyMap<string, string> | null = null;

/** The area (contracts/routes file) that declares a route id. */
export function routeArea(id: RouteId): string {
  areaOfRoute ??= new Map(Object.entries(routeIdsByArea).flatMap(([area, ids]) => ids.split(' ').map((routeId) => [routeId, area])));
  const area = areaOfRoute.get(id);
  if (!area) throw new Error(`No area of the route table declares ${id}`);
  return area;
}

/** A route's definition, loading its area on the first call. */
export async function loadRouteDef(id: RouteId): Promise<RouteDef> {
  const area = routeArea(id);
  const route = (await areaLoaders[area]?.())?.[id];
  if (!route) throw new Error(`No route ${id} in the ${area} area`);
  return route;
}
