// Public pages built to HTML at build time (docs/performance.md#prerendered-pages):
// the URL path a visitor asks for → the file in the built site that answers it.
// CloudFront's viewer-request function, the local web server and the web
// benchmark's server all serve these files from this one list, to requests
// without a query string (a page such as /components?q=… shows other content
// than the one built); every other client-side route gets /index.html.
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': '/pages/home.html',
  '/about-us': '/pages/about-us.html',
  '/blog': '/pages/blog.html',
  '/capabilities': '/pages/capabilities.html',
  '/components': '/pages/components.html',
  '/contact': '/pages/contact.html',
  '/docs': '/pages/docs.html',
  '/newsletter': '/pages/newsletter.html',
  '/press': '/pages/press.html',
  '/press/nsf-phase-i': '/pages/press-nsf-phase-i.html',
  '/press/we-are-moving': '/pages/press-we-are-moving.html',
  '/privacy': '/pages/privacy.html',
  '/upload-board': '/pages/upload-board.html',
};

/** The prerendered file for a request's path and query string (`?…` or empty), if it has one. */
export function prerenderedPage(pathname: string, search: string): string | undefined {
  return !search && Object.hasOwn(PRERENDERED_PAGES, pathname) ? PRERENDERED_PAGES[pathname] : undefined;
}
