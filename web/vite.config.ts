import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerenderPlugin } from './prerender-plugin.ts';
import { routeAreasPlugin } from './route-areas-plugin.ts';

// The fonts the first screen sets text in (body, bold body, headings), preloaded
// from index.html so they arrive with the scripts and text does not re-flow
// when they swap in (docs/performance.md#fonts).
const PRELOADED_FONTS = [
  /manrope-latin-400-normal-[^/]*\.woff2$/,
  /manrope-latin-600-normal-[^/]*\.woff2$/,
  // Bold body text: the moving banner (its link, "We are moving!") re-wrapped on a phone when it swapped in.
  /manrope-latin-700-normal-[^/]*\.woff2$/,
  /space-grotesk-latin-700-normal-[^/]*\.woff2$/,
];

function preloadFonts(): Plugin {
  return {
    name: 'copperline-preload-fonts',
    apply: 'build',
    transformIndexHtml(_html, ctx) {
      const files = Object.keys(ctx.bundle ?? {}).filter((file) => PRELOADED_FONTS.some((re) => re.test(file)));
      return files.map((file) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
        injectTo: 'head' as const,
      }));
    },
  };
}

// The web app lives in web/. The local runner starts Vite programmatically and
// adds the /api proxy, host and port itself, so none of that is set here.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), preloadFonts(), routeAreasPlugin(), prerenderPlugin()],
  build: {
    // Every browser the store supports has <link rel="modulepreload">; the polyfill only cost the app shell.
    modulePreload: { polyfill: false },
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry needs before the first render in one chunk beside it, not twenty: each request costs a
          // first visit its headers and a round of module loading (docs/performance.md#code-splitting).
          groups: [
            { name: 'app-shell', tags: ['$initial'] },
            // Money is written with the number formatter; pages that show one show the other, in one request.
            { name: 'number-text', test: /contracts[\\/](money|number-text)\.ts$/ },
            // The sign-in screen's own modules in one chunk instead of five: it loads on a prerendered page's first use
            // (docs/performance.md#the-sign-in-form-on-first-use), when every round trip is waited for. Only these
            // modules: their dependencies (the UI kit's button and field) stay shared with the other pages.
            {
              name: 'sign-in',
              test: /web[\\/]src[\\/]features[\\/]auth[\\/](auth-errors\.ts|sign-in-steps\.ts|field-rules\.ts|validation-messages\.ts|auth-modes\.ts|password-reset-sequence\.ts|auth-actions\.ts|components[\\/]auth-screen\.tsx|components[\\/]sign-in-form\.tsx)$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
