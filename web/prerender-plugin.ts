import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_PAGES } from '../contracts/prerendered-pages.ts';
import { paintFirst } from './paint-first.ts';
import type { RenderedPage } from './src/app/prerender/render-page.tsx';

// Build-time prerender (docs/performance.md#prerendered-pages). After the
// client build, a server build of src/app/prerender/render-page.tsx renders
// each page of PRERENDERED_PAGES to HTML, which goes into a copy of
// index.html with the page's own styles, so a first visit sees the page's text
// as soon as the HTML and CSS arrive; the app starts after that first paint
// (paint-first.ts) and hydrates the page.

const SERVER_ENTRY = 'src/app/prerender/render-page.tsx';
const MANIFEST = '.vite/manifest.json';

type RenderModule = { renderPage(pathname: string): Promise<RenderedPage> };

/** The CSS files of the client build's chunks for these source modules and the chunks they import. */
function pageStyles(manifest: Manifest, sources: string[]): string[] {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const queue = [...sources];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) continue;
    seen.add(key);
    for (const css of chunk.css ?? []) styles.add(css);
    queue.push(...(chunk.imports ?? []));
  }
  return [...styles];
}

// The page's own styles join the shell's. Its scripts are not preloaded: they would download before the first paint
// (paint-first.ts); the app fetches them when it starts, as it does from index.html.
function pageHtml(shell: string, rendered: string, styles: string[]): string {
  const links = styles.filter((file) => !shell.includes(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error(`index.html has no ${root} to prerender into.`);
  return shell.replace('</head>', `${links.join('\n')}\n</head>`).replace(root, `<div id="root">${rendered}</div>`);
}

/**
 * The source module a page component came from: among the server build's lazily imported modules, the one that exports
 * it. Only modules naming the component in their exports are imported (the rendered pages' own, already loaded): others
 * may wait for a browser (amplify.ts awaits the runtime configuration).
 */
async function sourceOf(component: ComponentType, serverManifest: Manifest, serverOut: string): Promise<string> {
  const name = component.name;
  const exportsName = new RegExp(String.raw`export\s*\{[^}]*\b${name}\b`);
  for (const [source, chunk] of Object.entries(serverManifest)) {
    const file = path.join(serverOut, chunk.file);
    if (!name || !chunk.isDynamicEntry || !exportsName.test(readFileSync(file, 'utf8'))) continue;
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    if (Object.values(module).includes(component)) return source;
  }
  throw new Error(`Prerender: the module of page component ${name || '(anonymous)'} was not found in the server build.`);
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  // closeBundle runs after a failed build too: the prerender waits for a written one, so the first error is the one reported.
  let written = false;
  return {
    name: 'copperline-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({ build: { manifest: MANIFEST } }),
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      if (!written) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const manifestFile = path.join(outDir, MANIFEST);
      const clientManifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
      // Inside web/, so the server build's bare imports (react, react-router…) resolve to the project's node_modules.
      const serverOut = mkdtempSync(path.join(config.root, '.prerender-'));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: SERVER_ENTRY, outDir: serverOut, emptyOutDir: true, manifest: MANIFEST, copyPublicDir: false },
        });
        const serverManifest = JSON.parse(readFileSync(path.join(serverOut, MANIFEST), 'utf8')) as Manifest;
        const entry = Object.values(serverManifest).find((chunk) => chunk.isEntry && chunk.src === SERVER_ENTRY);
        if (!entry) throw new Error(`The prerender's server build has no entry for ${SERVER_ENTRY}.`);
        const render = (await import(pathToFileURL(path.join(serverOut, entry.file)).href)) as RenderModule;

        const { html: shell, boot } = paintFirst(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
        writeFileSync(path.join(outDir, boot.fileName), boot.source);
        for (const [pathname, file] of Object.entries(PRERENDERED_PAGES)) {
          const page = await render.renderPage(pathname);
          const sources: string[] = [];
          for (const component of page.components) sources.push(await sourceOf(component, serverManifest, serverOut));
          const target = path.join(outDir, file);
          mkdirSync(path.dirname(target), { recursive: true });
          writeFileSync(target, pageHtml(shell, page.html, pageStyles(clientManifest, sources)));
        }
      } finally {
        rmSync(serverOut, { recursive: true, force: true });
        // The manifest only served the prerender: it is not part of the site.
        rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
      }
    },
  };
}
