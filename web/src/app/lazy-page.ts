import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

// Route-level code splitting (see docs/performance.md#code-splitting): every
// page is its own chunk, fetched when its route is first visited, or earlier
// when a link to it is hovered or focused (preloadPath).

/** Loads a page component; the import is made once and shared by every caller. `exportName` names it in its module. */
export type LazyPage = (() => Promise<ComponentType>) & { exportName: string };

/** What a page route carries in React Router's `handle`: the prerender finds the page's chunk by it. */
export type PageHandle = { page: string };

/** `lazyPage(() => import('../features/x/components/x-page.tsx'), 'XPage')`: a page in its own chunk. */
export function lazyPage<M, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyPage {
  let loading: Promise<ComponentType> | null = null;
  const page = () => {
    // A failed import (a deploy replaced the chunk, the network dropped) is retried on the next call.
    loading ??= load().then(
      (module) => module[name] as ComponentType,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(page, { exportName: name });
}

const preloaders = new WeakMap<RouteObject, LazyPage>();

/** A route whose page loads lazily; preloadPath finds it by its path. */
export function pageRoute(path: string, page: LazyPage): RouteObject {
  const handle: PageHandle = { page: page.exportName };
  const route: RouteObject = { path, handle, lazy: async () => ({ Component: await page() }) };
  preloaders.set(route, page);
  return route;
}

/** The loaders of the pages a path would show (none for an unknown path). */
export function pagesOf(routes: RouteObject[], pathname: string): LazyPage[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => preloaders.get(route) ?? []);
}

/** Starts loading pages' chunks; a failure shows when the page is visited. */
export function preloadPages(pages: LazyPage[]): void {
  for (const page of pages) page().catch(() => undefined);
}

/** Starts loading the chunks of the pages a path would show; unknown paths do nothing. */
export function preloadPath(routes: RouteObject[], pathname: string): void {
  preloadPages(pagesOf(routes, pathname));
}

/**
 * Preloads the page behind any same-site link the visitor points at, focuses
 * or touches, so the click finds its chunk loaded (one listener for all links).
 */
export function preloadLinksOnIntent(preload: (pathname: string) => void): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    preload(link.pathname);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, onIntent, { passive: true });
}
