import { createBrowserRouter, RouterProvider } from 'react-router';
import { isInternalPath, loadInternalRoutes, PAGES_ROUTE_ID, routes } from './page-routes.tsx';

let internalRoutesAdded = false;
export const router = createBrowserRouter(routes, {
  // React Router asks before settling on a path the table does not match, or matches only with `*`.
  async patchRoutesOnNavigation({ path, patch }) {
    if (internalRoutesAdded || !isInternalPath(new URL(path, window.location.origin).pathname)) return;
    patch(PAGES_ROUTE_ID, await loadInternalRoutes());
    internalRoutesAdded = true;
  },
});

/**
 * Resolves once the first page's route modules have loaded, so the first
 * render is the whole page: until then the prerendered HTML stays on screen
 * (docs/performance.md#prerendered-pages).
 */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function AppRouter() {
  return <RouterProvider router={router} />;
}
