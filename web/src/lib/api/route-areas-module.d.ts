// The module web/route-areas-plugin.ts generates from contracts/routes/*.ts.
declare module 'virtual:route-areas' {
  import type { RouteDef } from '#contracts/route-types.ts';

  /** Each area (a contracts/routes file, e.g. 'parts-routes'): loads its routes, and their schemas, as a chunk. */
  export const areaLoaders: Readonly<Record<string, () => Promise<Record<string, RouteDef>>>>;
  /** Each area's route ids, space-separated. */
  export const routeIdsByArea: Readonly<Record<string, string>>;
}

declare module 'virtual:parse-free-reads' {
  import type { HttpMethod } from '#contracts/route-types.ts';

  /** The public routes whose answers parse to themselves, by id: read before the schemas load (web/parse-free-reads.ts). */
  export const parseFreeReads: Readonly<Record<string, readonly [method: HttpMethod, path: string]>>;
}
