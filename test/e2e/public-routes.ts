// The public routes the e2e tests walk. The content pages are visited at both widths by content-pages.test.ts, waiting
// for the network to settle, with the run's Content-Security-Policy watcher on (test/e2e/browser.ts); the CSP test
// visits the others, so each public route is loaded once for the policy (docs/security.md#how-it-is-tested).

/** Screenshot name → route: pages of text with a title and a meta description. */
export const CONTENT_PAGES: Record<string, string> = {
  home: '/',
  about: '/about-us',
  capabilities: '/capabilities',
  docs: '/docs',
  'docs-kicad': '/docs?cad=kicad',
  press: '/press',
  'press-nsf-phase-i': '/press/nsf-phase-i',
  'press-we-are-moving': '/press/we-are-moving',
  privacy: '/privacy',
  contact: '/contact',
  newsletter: '/newsletter',
};

/** The public routes that are not content pages: the app's own pages and an unknown one. */
export const OTHER_PUBLIC_ROUTES = [
  '/blog',
  '/components',
  '/forgot-password',
  '/my-account',
  '/my-account?signUp=true',
  '/shopping-cart',
  '/upload-board',
  '/no-such-page',
];
