import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths, type InternalRouteName } from '../config/paths.ts';
import { lazyPage, pageRoute, type LazyPage } from './lazy-page.ts';

// The staff routes, a chunk of their own that the router (router.tsx) adds to the route table on the first visit to /internal
// (docs/performance.md#code-splitting). Each page is still its own chunk behind its gate.

// The built staff pages; every other /internal route shows the honest placeholder.
const internalPages: Partial<Record<InternalRouteName, LazyPage>> = {
  root: lazyPage(() => import('./routes/internal-page.tsx'), 'InternalPage'),
  posts: lazyPage(() => import('../features/blog/components/posts-editor-page.tsx'), 'PostsEditorPage'),
  postsFileUpload: lazyPage(() => import('../features/blog/components/post-file-upload-page.tsx'), 'PostFileUploadPage'),
  characterLabeler: lazyPage(() => import('../features/parts/labeling/components/character-labeler-page.tsx'), 'CharacterLabelerPage'),
  customParts: lazyPage(() => import('../features/parts/custom-parts/components/custom-parts-page.tsx'), 'CustomPartsPage'),
  partsInventory: lazyPage(() => import('../features/parts/inventory/parts-inventory-page.tsx'), 'PartsInventoryPage'),
  partsBins: lazyPage(() => import('../features/parts/inventory/parts-bins-page.tsx'), 'PartsBinsPage'),
  partsStockFeed: lazyPage(() => import('../features/parts/stock-feed/stock-feed-page.tsx'), 'StockFeedPage'),
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
  stockHolds: lazyPage(() => import('../features/stock-holds/components/stock-holds-page.tsx'), 'StockHoldsPage'),
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

/** Every /internal route of config/paths.ts behind its gate. */
export function internalRoutes(): RouteObject[] {
  return (Object.keys(paths.internal) as InternalRouteName[]).map((name) =>
    pageRoute(paths.internal[name].path, gated(name, internalPages[name])),
  );
}
