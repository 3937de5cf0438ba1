import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync, type Plugin, type ViteDevServer } from 'vite';
import type { RouteDef } from '../contracts/route-types.ts';
import { routes } from '../contracts/routes.ts';
import { parseFreeReads } from './parse-free-reads.ts';

// The route table's areas for the web client, read from contracts/routes/*.ts
// at build time: each file is an area, each key of the object it exports a
// route id. The client needs to know which area holds a route before loading
// it (schemas and zod load with the area: docs/performance.md#code-splitting),
// and this way a new route or area needs no second list to be kept in step.

const ROUTES_DIR = fileURLToPath(new URL('../contracts/routes', import.meta.url));
const ROUTE_TABLE = fileURLToPath(new URL('../contracts/routes.ts', import.meta.url));
export const ROUTE_AREAS_MODULE = 'virtual:route-areas';
const RESOLVED = `\0${ROUTE_AREAS_MODULE}`;
// The public routes a first visit reads before the schemas load (parse-free-reads.ts): a few hundred bytes in the shell.
export const PARSE_FREE_READS_MODULE = 'virtual:parse-free-reads';
const RESOLVED_READS = `\0${PARSE_FREE_READS_MODULE}`;

export type RouteAreaFile = { file: string; area: string; exportName: string; routeIds: string[] };

type Node = { type: string; [key: string]: unknown };

// `export const xRoutes = { … } as const satisfies …`: the object literal under the TS wrappers.
function objectLiteral(node: Node): Node | null {
  if (node.type === 'ObjectExpression') return node;
  if (node.type === 'TSSatisfiesExpression' || node.type === 'TSAsExpression') return objectLiteral(node.expression as Node);
  return null;
}

/** One area file: its exported object's name and its keys, which must all be plain route ids. */
export function readRouteAreaFile(file: string): RouteAreaFile {
  const { program, errors } = parseSync(file, readFileSync(file, 'utf8'));
  if (errors.length) throw new Error(`${file}: ${errors.map((e) => e.message).join('; ')}`);
  const exported = (program.body as unknown as Node[])
    .filter((n) => n.type === 'ExportNamedDeclaration')
    .flatMap((n) => ((n.declaration as Node | null)?.declarations as Node[] | undefined) ?? []);
  const areas = exported.flatMap((node) => {
    const object = node.init ? objectLiteral(node.init as Node) : null;
    return object ? [{ name: (node.id as { name: string }).name, object }] : [];
  });
  const [only] = areas;
  if (!only || areas.length > 1) throw new Error(`${file}: expected one exported route object, found ${areas.length}`);
  const routeIds = (only.object.properties as Node[]).map((node) => {
    const key = node.key as Node | undefined;
    if (node.type !== 'Property' || node.computed || key?.type !== 'Identifier') {
      throw new Error(`${file}: every key of ${only.name} must be a plain route id (no spreads or computed keys)`);
    }
    return key.name as string;
  });
  return { file, area: path.basename(file, '.ts'), exportName: only.name, routeIds };
}

export function readRouteAreas(dir = ROUTES_DIR): RouteAreaFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => readRouteAreaFile(path.join(dir, name)));
}

type RouteTable = Readonly<Record<string, RouteDef>>;

/**
 * `import { areaLoaders, routeIdsByArea } from 'virtual:route-areas'` and
 * `import { parseFreeReads } from 'virtual:parse-free-reads'` (types: web/src/lib/api/route-areas-module.d.ts).
 *
 * In the dev server, a route file added, edited or removed regenerates both modules and reloads the page. The
 * load hook names only files as watched: Vite's dev server takes them as the module's imports, and a folder there
 * is an import that fails to resolve (every page showed the error overlay). Those imports are only soft-invalidated
 * on an edit, so the hotUpdate hook invalidates the two modules itself.
 */
export function routeAreasPlugin(): Plugin {
  let devServer: ViteDevServer | undefined;
  // The dev server reads the route table through its own module graph, so an edited route is seen without a restart;
  // a build reads the table this process imported.
  const routeTable = async (): Promise<RouteTable> =>
    devServer ? ((await devServer.ssrLoadModule(ROUTE_TABLE)) as { routes: RouteTable }).routes : routes;
  return {
    name: 'copperline-route-areas',
    configureServer(server) {
      devServer = server;
      // New files in the folder: Vite watches its root (web/) and the files it has loaded.
      server.watcher.add(ROUTES_DIR);
    },
    hotUpdate({ file }) {
      if (this.environment.name !== 'client' || (file !== ROUTE_TABLE && path.dirname(file) !== ROUTES_DIR)) return;
      for (const id of [RESOLVED, RESOLVED_READS]) {
        const module = this.environment.moduleGraph.getModuleById(id);
        if (module) this.environment.moduleGraph.invalidateModule(module);
      }
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
    resolveId: (id) => (id === ROUTE_AREAS_MODULE ? RESOLVED : id === PARSE_FREE_READS_MODULE ? RESOLVED_READS : undefined),
    async load(id) {
      if (id !== RESOLVED && id !== RESOLVED_READS) return undefined;
      const areas = readRouteAreas();
      for (const { file } of areas) this.addWatchFile(file);
      if (id === RESOLVED_READS) {
        this.addWatchFile(ROUTE_TABLE);
        return `export const parseFreeReads = ${JSON.stringify(parseFreeReads(await routeTable()))};`;
      }
      const loaders = areas.map(
        (a) => `  ${JSON.stringify(a.area)}: () => import(${JSON.stringify(a.file)}).then((m) => m.${a.exportName}),`,
      );
      const ids = areas.map((a) => `  ${JSON.stringify(a.area)}: ${JSON.stringify(a.routeIds.join(' '))},`);
      return [`export const areaLoaders = {\n${loaders.join('\n')}\n};`, `export const routeIdsByArea = {\n${ids.join('\n')}\n};`].join(
        '\n',
      );
    },
  };
}
