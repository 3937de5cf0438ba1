import { createHash } from 'node:crypto';

// Paint first (docs/performance.md#prerendered-pages). A prerendered page has
// its text in the HTML, so the browser should paint it as soon as the CSS is
// in, with nothing else downloaded first: the page's entry scripts are
// replaced by a tiny boot script that imports them once the browser reports
// the first contentful paint (its presentation, not the main thread's paint
// task), at once when the tab is hidden (no frames are painted then), and
// after a second at most. The app then starts exactly as from index.html.

// Longest wait for the paint (CSS slow to arrive), after which the app starts anyway.
const PAINT_WAIT_MS = 1000;
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

function bootSource(entries: string[]): string {
  return `let started = false;
const start = async () => {
  if (started) return;
  started = true;
  for (const src of ${JSON.stringify(entries)}) await import(src);
};
if (document.visibilityState === 'hidden') void start();
else {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    void start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, ${PAINT_WAIT_MS});
}
`;
}

export type PaintFirst = { html: string; boot: { fileName: string; source: string } };

/** index.html with its entry scripts started by the boot script instead, and that script (a hashed asset). */
export function paintFirst(indexHtml: string): PaintFirst {
  const entries = [...indexHtml.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  if (entries.length === 0) throw new Error('Prerender: index.html loads no module script.');
  const source = bootSource(entries);
  const fileName = `assets/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  const withoutEntries = indexHtml.replace(MODULE_SCRIPT, '').replace(/\n\s*\n/g, '\n');
  const html = withoutEntries.replace('</head>', `  <script type="module" crossorigin src="/${fileName}"></script>\n</head>`);
  return { html, boot: { fileName, source } };
}
