import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_PAGES } from '../contracts/prerendered-pages.ts';
import { paintFirst } from './paint-first.ts';

// Build-time prerender (docs/performance.md#prerendered-pages). After the
// client build, a server build of src/app/prerender/render-page.tsx renders
// each page of PRERENDERED_PAGES to HTML, which goes into a copy of
// index.html with the styles its markup uses, so a first visit sees the page's text
// as soon as the HTML and CSS arrive; the app starts after that first paint
// (paint-first.ts) and hydrates the page.

const SERVER_ENTRY = 'src/app/prerender/render-page.tsx';
const MANIFEST = '.vite/manifest.json';

type RenderModule = { renderPage(pathname: string): Promise<{ html: string; pages: string[] }> };

// A CSS-module class as Vite names it (`_title_1me6t_18`): defined in one stylesheet of the build only.
const MODULE_CLASS = /^_[\w-]+_[a-z0-9]{5}_\d+$/;
const MODULE_CLASS_SELECTOR = /\.(_[\w-]+_[a-z0-9]{5}_\d+)(?![\w-])/g;

/** The CSS-module classes each built stylesheet defines. */
function classesOf(stylesheets: Map<string, string>): Map<string, Set<string>> {
  return new Map([...stylesheets].map(([file, css]) => [file, new Set([...css.matchAll(MODULE_CLASS_SELECTOR)].map((m) => m[1]!))]));
}

/** The built stylesheets that define the CSS-module classes a page's markup uses (its page's, its sign-in screen's…). */
function stylesFor(markup: string, sheetClasses: Map<string, Set<string>>): string[] {
  const used = [...markup.matchAll(/class="([^"]*)"/g)].flatMap(([, list]) => list!.split(/\s+/).filter((name) => MODULE_CLASS.test(name)));
  return [...sheetClasses].filter(([, defined]) => used.some((name) => defined.has(name))).map(([file]) => file);
}

/**
 * The stylesheets of a page's route modules and everything they import statically (the chunk that exports `page`,
 * and its imports): linked from the HTML, they need not be added when the app starts, which would restyle the whole
 * page in a long task (docs/performance.md#prerendered-pages). The markup alone misses styles of what the
 * prerendered state does not show, such as a list still loading.
 */
function routeStyles(chunks: OutputChunk[], page: string): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isDynamicEntry && chunk.exports.includes(page));
  if (entries.length !== 1) throw new Error(`Prerender: ${entries.length} chunks export the page ${page}; expected one.`);
  const styles = new Set<string>();
  const queue = [...entries];
  const seen = new Set(queue.map((chunk) => chunk.fileName));
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next && !seen.has(file)) {
        seen.add(file);
        queue.push(next);
      }
    }
  }
  return [...styles];
}

// The styles the page's markup needs join the shell's. Its scripts are not preloaded: they would download before the
// first paint (paint-first.ts); the app fetches them when it starts, as it does from index.html.
function pageHtml(shell: string, rendered: string, styles: string[]): string {
  const links = styles.filter((file) => !shell.includes(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error(`index.html has no ${root} to prerender into.`);
  return shell.replace('</head>', `${links.join('\n')}\n</head>`).replace(root, `<div id="root">${rendered}</div>`);
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  // closeBundle runs after a failed build too: the prerender waits for a written one, so the first error is the one reported.
  let written = false;
  let chunks: OutputChunk[] = [];
  return {
    name: 'copperline-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle: OutputBundle) {
      chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      if (!written) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const assets = path.join(outDir, 'assets');
      const sheetClasses = classesOf(
        new Map(
          readdirSync(assets)
            .filter((file) => file.endsWith('.css'))
            .map((file) => [`assets/${file}`, readFileSync(path.join(assets, file), 'utf8')] as const),
        ),
      );
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
          const { html, pages } = await render.renderPage(pathname);
          const styles = new Set([...pages.flatMap((page) => routeStyles(chunks, page)), ...stylesFor(html, sheetClasses)]);
          const target = path.join(outDir, file);
          mkdirSync(path.dirname(target), { recursive: true });
          writeFileSync(target, pageHtml(shell, html, [...styles]));
        }
      } finally {
        rmSync(serverOut, { recursive: true, force: true });
      }
    },
  };
}
