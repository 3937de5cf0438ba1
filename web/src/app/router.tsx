import { createBrowserRouter, RouterProvider } from 'react-router';
import { isInternalPath, loadInternalRoutes, PAGES_ROUTE_ID, routes } from './page-routes.tsx';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Creates the app's router and resolves once the first page's route modules
 * have loaded, so the first render is the whole page: until then a
 * prerendered page's HTML stays on screen (docs/performance.md#prerendered-pages).
 * main.tsx calls it in a task of its own, after the app's modules have
 * evaluated and the first page's chunks have started loading: on a phone
 * each of those steps is long enough to block the page if they shared a task.
 */
export function startRouter(): Promise<Router> {
  let internalRoutesAdded = false;
  const router = createBrowserRouter(routes, {
    // React Router asks before settling on a path the table does not match, or matches only with `*`.
    async patchRoutesOnNavigation({ path, patch }) {
      if (internalRoutesAdded || !isInternalPath(new URL(path, window.location.origin).pathname)) return;
      patch(PAGES_ROUTE_ID, await loadInternalRoutes());
      internalRoutesAdded = true;
    },
  });
  if (router.state.initialized) return Promise.resolve(router);
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(router);
    });
  });
}

export function AppRouter({ router }: { router: Router }) {
  return <RouterProvider router={router} />;
}
