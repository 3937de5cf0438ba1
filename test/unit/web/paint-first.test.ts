import { describe, expect, it } from 'vitest';
import { prerenderedPage, PRERENDERED_PAGES } from '../../../contracts/prerendered-pages.ts';
import { paintFirst } from '../../../web/paint-first.ts';

// docs/performance.md#prerendered-pages
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Copperline</title>
    <script type="module" crossorigin src="/assets/rolldown-runtime-A.js"></script>
    <script type="module" crossorigin src="/assets/app-shell-B.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-shell-C.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('paint first', () => {
  const { html, boot } = paintFirst(INDEX_HTML);

  it('takes the entry scripts out of the page and loads the boot script instead', () => {
    expect(html).not.toContain('app-shell-B.js');
    expect(html).not.toContain('rolldown-runtime-A.js');
    expect(html).toContain(`<script type="module" crossorigin src="/${boot.fileName}"></script>`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-shell-C.css">');
    expect(boot.fileName).toMatch(/^assets\/boot-[\w-]{8}\.js$/);
  });

  it('imports the entry scripts in their order from the boot script, named by their content', () => {
    expect(boot.source).toContain('["/assets/rolldown-runtime-A.js","/assets/app-shell-B.js"]');
    expect(boot.source).toContain("'first-contentful-paint'");
    expect(paintFirst(INDEX_HTML.replace('app-shell-B', 'app-shell-D')).boot.fileName).not.toBe(boot.fileName);
  });

  it('refuses a page that loads no module script', () => {
    expect(() => paintFirst('<html><head></head><body><div id="root"></div></body></html>')).toThrow(/no module script/);
  });
});

describe('prerendered pages', () => {
  it('answer their paths without a query string only', () => {
    expect(prerenderedPage('/', '')).toBe('/pages/home.html');
    expect(prerenderedPage('/components', '')).toBe('/pages/components.html');
    expect(prerenderedPage('/components', '?q=LM358')).toBeUndefined();
    expect(prerenderedPage('/my-account', '')).toBeUndefined();
    expect(prerenderedPage('/toString', '')).toBeUndefined();
  });

  it('are files under /pages/, one per path', () => {
    const files = Object.values(PRERENDERED_PAGES);
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(file).toMatch(/^\/pages\/[a-z0-9-]+\.html$/);
  });
});
