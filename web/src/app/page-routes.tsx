import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFoundPage } from '#web/components/layouts/not-found-page.tsx';
import { RouteErrorPage } from './layout/route-error-page.tsx';
import { lazyPage, pageRoute, pagesOf, preloadPath, type LazyPage } from './lazy-page.ts';

// The route table, without a browser: the app's router (router.tsx) and the
// build-time prerender (prerender/render-page.tsx) both use it.
//
// Every page is its own chunk (lazyPage), so a visit downloads the layout and
// the one page it shows; staff pages and account tools never load on public
// pages. See docs/performance.md#code-splitting. The /internal routes are a
// chunk of their own (internal-routes.tsx), added to the table when a visit
// first goes there: their loaders and the list of their chunks stay out of
// the app shell.

// Every public route of config/paths.ts, all inside the shared layout.
const pageRoutes: RouteObject[] = [
  pageRoute(
    paths.home.path,
    lazyPage(() => import('../features/home/components/home-page.tsx'), 'HomePage'),
  ),
  pageRoute(
    paths.about.path,
    lazyPage(() => import('../features/content/components/about-page.tsx'), 'AboutPage'),
  ),
  pageRoute(
    paths.newsletter.path,
    lazyPage(() => import('./routes/newsletter-page.tsx'), 'NewsletterPage'),
  ),
  pageRoute(
    paths.blog.path,
    lazyPage(() => import('./routes/blog-page.tsx'), 'BlogPage'),
  ),
  pageRoute(
    paths.blogPost.path,
    lazyPage(() => import('../features/blog/components/blog-post-page.tsx'), 'BlogPostPage'),
  ),
  pageRoute(
    paths.capabilities.path,
    lazyPage(() => import('../features/content/components/capabilities-page.tsx'), 'CapabilitiesPage'),
  ),
  pageRoute(
    paths.components.path,
    lazyPage(() => import('../features/parts/components/components-page.tsx'), 'ComponentsPage'),
  ),
  pageRoute(
    paths.contact.path,
    lazyPage(() => import('../features/content/components/contact-page.tsx'), 'ContactPage'),
  ),
  pageRoute(
    paths.docs.path,
    lazyPage(() => import('../features/content/components/docs-page.tsx'), 'DocsPage'),
  ),
  pageRoute(
    paths.forgotPassword.path,
    lazyPage(() => import('../features/auth/components/forgot-password-page.tsx'), 'ForgotPasswordPage'),
  ),
  pageRoute(
    paths.myAccount.path,
    lazyPage(() => import('./routes/my-account/my-account-page.tsx'), 'MyAccountPage'),
  ),
  pageRoute(
    paths.press.path,
    lazyPage(() => import('../features/content/components/press-page.tsx'), 'PressPage'),
  ),
  pageRoute(
    paths.pressNsfPhaseI.path,
    lazyPage(() => import('../features/content/components/nsf-phase-i-page.tsx'), 'NsfPhaseIPage'),
  ),
  pageRoute(
    paths.pressWeAreMoving.path,
    lazyPage(() => import('../features/content/components/we-are-moving-page.tsx'), 'WeAreMovingPage'),
  ),
  pageRoute(
    paths.privacy.path,
    lazyPage(() => import('../features/content/components/privacy-page.tsx'), 'PrivacyPage'),
  ),
  pageRoute(
    paths.shoppingCart.path,
    lazyPage(() => import('../features/cart/components/shopping-cart-page.tsx'), 'ShoppingCartPage'),
  ),
  pageRoute(
    paths.uploadBoard.path,
    lazyPage(() => import('../features/boards/components/upload-board-page.tsx'), 'UploadBoardPage'),
  ),
  pageRoute(
    paths.reviewBoard.path,
    lazyPage(() => import('./routes/review-board-route.tsx'), 'ReviewBoardRoute'),
  ),
  pageRoute(
    paths.orderComplete.path,
    lazyPage(() => import('../features/orders/components/order-complete-page.tsx'), 'OrderCompletePage'),
  ),
  { path: '*', element: <NotFoundPage /> },
];

// The routes under the layout and its error page; the internal routes join them here.
export const PAGES_ROUTE_ID = 'pages';
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [{ id: PAGES_ROUTE_ID, errorElement: <RouteErrorPage />, children: pageRoutes }],
  },
];

export const isInternalPath = (pathname: string) =>
  pathname === paths.internal.root.path || pathname.startsWith(`${paths.internal.root.path}/`);

let internalRoutes: Promise<RouteObject[]> | null = null;
export function loadInternalRoutes(): Promise<RouteObject[]> {
  internalRoutes ??= import('./internal-routes.tsx').then(
    (m) => m.internalRoutes(),
    (error: unknown) => {
      internalRoutes = null;
      throw error;
    },
  );
  return internalRoutes;
}

/** The first page's loaders, matched apart from loading them (main.tsx gives each step a task); none under /internal. */
export function publicPagesOf(pathname: string): LazyPage[] {
  return isInternalPath(pathname) ? [] : pagesOf(routes, pathname);
}

/** Starts loading the page chunks of a path (on a link's hover or focus). */
export function preloadRoute(pathname: string): void {
  if (!isInternalPath(pathname)) return preloadPath(routes, pathname);
  void loadInternalRoutes()
    .then((internal) => preloadPath(internal, pathname))
    .catch(() => undefined);
}
