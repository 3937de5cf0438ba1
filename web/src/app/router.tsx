import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { paths, type InternalRouteName } from '../config/paths.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFoundPage } from '#web/components/layouts/not-found-page.tsx';
import { RouteErrorPage } from './layout/route-error-page.tsx';
import { lazyPage, pageRoute, preloadPath, type LazyPage } from './lazy-page.ts';

// Every page is its own chunk (lazyPage), so a visit downloads the layout and
// the one page it shows; staff pages and account tools never load on public
// pages. See docs/performance.md#code-splitting.

// The built staff pages; every other /internal route shows the honest placeholder.
const internalPages: Partial<Record<InternalRouteName, LazyPage>> = {
  root: lazyPage(() => import('./routes/internal-page.tsx'), 'InternalPage'),
  posts: lazyPage(() => import('../features/blog/components/posts-editor-page.tsx'), 'PostsEditorPage'),
  postsFileUpload: lazyPage(() => import('../features/blog/components/post-file-upload-page.tsx'), 'PostFileUploadPage'),
  characterLabeler: lazyPage(() => import('../features/parts/labeling/components/character-labeler-page.tsx'), 'CharacterLabelerPage'),
  customParts: lazyPage(() => import('../features/parts/custom-parts/components/custom-parts-page.tsx'), 'CustomPartsPage'),
  partsInventory: lazyPage(() => import('../features/parts/inventory/parts-inventory-page.tsx'), 'PartsInventoryPage'),
  partsBins: lazyPage(() => import('../features/parts/inventory/parts-bins-page.tsx'), 'PartsBinsPage'),
  pricing: lazyPage(() => import('../features/pricing/components/pricing-page.tsx'), 'PricingPage'),
  orders: lazyPage(() => import('../features/orders/components/internal-orders-page.tsx'), 'InternalOrdersPage'),
  boards: lazyPage(() => import('../features/internal-boards/components/internal-boards-page.tsx'), 'InternalBoardsPage'),
  config: lazyPage(() => import('../features/store-config/components/internal-config-page.tsx'), 'InternalConfigPage'),
  users: lazyPage(() => import('./routes/internal-users-page.tsx'), 'InternalUsersPage'),
  feederReport: lazyPage(() => import('../features/production/components/feeder-report-page.tsx'), 'FeederReportPage'),
  manufacturingDashboard: lazyPage(
    () => import('../features/production/components/manufacturing-dashboard-page.tsx'),
    'ManufacturingDashboardPage',
  ),
  apiDocs: lazyPage(() => import('../features/api-docs/components/api-docs-page.tsx'), 'ApiDocsPage'),
  fixedWidthConverter: lazyPage(
    () => import('../features/fixed-width/components/fixed-width-converter-page.tsx'),
    'FixedWidthConverterPage',
  ),
  reportABug: lazyPage(() => import('../features/bug-reports/components/report-a-bug-page.tsx'), 'ReportABugPage'),
  userWaitlist: lazyPage(() => import('../features/user-waitlist/components/user-waitlist-page.tsx'), 'UserWaitlistPage'),
  authCredentials: lazyPage(() => import('../features/auth-credentials/components/auth-credentials-page.tsx'), 'AuthCredentialsPage'),
};

// A staff page behind its gate (who passes: config/internal-access.ts); gate and page share the lazy load.
function gated(name: InternalRouteName, page: LazyPage | undefined): LazyPage {
  return lazyPage(async () => {
    const [{ InternalGate }, { InternalToolPage }, { internalTitle }, Page] = await Promise.all([
      import('../features/internal/components/internal-gate.tsx'),
      import('../features/internal/components/internal-tool-page.tsx'),
      import('#web/config/internal-tools.ts'),
      page?.() ?? Promise.resolve<ComponentType | null>(null),
    ]);
    const Gated = () => <InternalGate name={name}>{Page ? <Page /> : <InternalToolPage title={internalTitle(name)} />}</InternalGate>;
    return { Gated };
  }, 'Gated');
}

// Every /internal route of config/paths.ts behind its gate.
function internalRoutes(): RouteObject[] {
  return (Object.keys(paths.internal) as InternalRouteName[]).map((name) =>
    pageRoute(paths.internal[name].path, gated(name, internalPages[name])),
  );
}

// Every route of config/paths.ts, all inside the shared layout.
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
  ...internalRoutes(),
  { path: '*', element: <NotFoundPage /> },
];

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [{ errorElement: <RouteErrorPage />, children: pageRoutes }],
  },
];

export const router = createBrowserRouter(routes);

/** Starts loading the page chunks of a path (on a link's hover or focus, and for the first page at start). */
export function preloadRoute(pathname: string): void {
  preloadPath(routes, pathname);
}

export function AppRouter() {
  return <RouterProvider router={router} />;
}
