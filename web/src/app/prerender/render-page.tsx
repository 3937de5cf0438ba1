import { StrictMode } from 'react';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../providers.tsx';
import { routes } from '../page-routes.tsx';
import type { PageHandle } from '../lazy-page.ts';

// The server-side entry of the build-time prerender (web/prerender-plugin.ts,
// docs/performance.md#prerendered-pages): a public page rendered to HTML as a
// signed-out first visit sees it before any answer from the API, so the page's
// text is on screen before its scripts run.

export type RenderedPage = {
  /** The markup inside #root. */
  html: string;
  /** The export names of the route modules the page shows (lazy-page.ts's PageHandle), to find their chunks. */
  pages: string[];
};

/** A page as a signed-out first visit sees it. */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`Prerender of ${pathname}: the route answered with a redirect or a response.`);
  if (context.errors) throw new Error(`Prerender of ${pathname}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender (not renderToString) waits for lazily loaded components, such as the sign-in screen of a gated page.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const pages = context.matches.flatMap(({ route }) =>
    (route.handle as PageHandle | undefined)?.page ? [(route.handle as PageHandle).page] : [],
  );
  return { html: await text(prelude), pages };
}
