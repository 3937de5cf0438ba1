import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { paths, type InternalRouteName } from '../config/paths.ts';
import { MyAccountPage } from '../features/auth/components/my-account-page.tsx';
import { ForgotPasswordPage } from '../features/account-recovery/components/forgot-password-page.tsx';
import { ReviewBoardPage } from '../features/boards/components/review-board-page.tsx';
import { UploadBoardPage } from '../features/boards/components/upload-board-page.tsx';
import { ShoppingCartPage } from '../features/cart/components/shopping-cart-page.tsx';
import { AboutPage } from '../features/content/components/about-page.tsx';
import { BlogPostPage } from '../features/blog/components/blog-post-page.tsx';
import { PostFileUploadPage } from '../features/blog/components/post-file-upload-page.tsx';
import { PostsEditorPage } from '../features/blog/components/posts-editor-page.tsx';
import { BlogPage } from '../features/content/components/blog-page.tsx';
import { CapabilitiesPage } from '../features/content/components/capabilities-page.tsx';
import { ContactPage } from '../features/content/components/contact-page.tsx';
import { NewsletterPage } from '../features/content/components/newsletter-page.tsx';
import { NsfPhaseIPage } from '../features/content/components/nsf-phase-i-page.tsx';
import { PressPage } from '../features/content/components/press-page.tsx';
import { PrivacyPage } from '../features/content/components/privacy-page.tsx';
import { WeAreMovingPage } from '../features/content/components/we-are-moving-page.tsx';
import { DocsPage } from '../features/docs/components/docs-page.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { InternalPage } from '../features/internal/components/internal-page.tsx';
import { InternalToolPage } from '../features/internal/components/internal-tool-page.tsx';
import { InternalGate } from '../features/internal/components/internal-gate.tsx';
import { internalTitle } from '../features/internal/internal-tools.ts';
import { CharacterLabelerPage } from '../features/parts/labeling/components/character-labeler-page.tsx';
import { CustomPartsPage } from '../features/parts/custom-parts/components/custom-parts-page.tsx';
import { PartsBinsPage } from '../features/parts/inventory/parts-bins-page.tsx';
import { PartsInventoryPage } from '../features/parts/inventory/parts-inventory-page.tsx';
import { OrderCompletePage } from '../features/orders/components/order-complete-page.tsx';
import { PricingPage } from '../features/pricing/components/pricing-page.tsx';
import { InternalOrdersPage } from '../features/orders/components/internal-orders-page.tsx';
import { InternalBoardsPage } from '../features/internal-boards/components/internal-boards-page.tsx';
import { InternalConfigPage } from '../features/store-config/components/internal-config-page.tsx';
import { InternalUsersPage } from '../features/staff-users/components/internal-users-page.tsx';
import { FixedWidthConverterPage } from '../features/fixed-width/components/fixed-width-converter-page.tsx';
import { ReportABugPage } from '../features/bug-reports/components/report-a-bug-page.tsx';
import { ComponentsPage } from '../features/parts/components/components-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFoundPage } from './layout/not-found-page.tsx';
import { RouteErrorPage } from './layout/route-error-page.tsx';

// The built staff pages; every other /internal route shows the honest placeholder.
const internalPages: Partial<Record<InternalRouteName, ReactNode>> = {
  root: <InternalPage />,
  posts: <PostsEditorPage />,
  postsFileUpload: <PostFileUploadPage />,
  characterLabeler: <CharacterLabelerPage />,
  customParts: <CustomPartsPage />,
  partsInventory: <PartsInventoryPage />,
  partsBins: <PartsBinsPage />,
  pricing: <PricingPage />,
  orders: <InternalOrdersPage />,
  boards: <InternalBoardsPage />,
  config: <InternalConfigPage />,
  users: <InternalUsersPage />,
  fixedWidthConverter: <FixedWidthConverterPage />,
  reportABug: <ReportABugPage />,
};

// Every /internal route of SPEC §2 behind its gate (who passes: config/internal-access.ts).
function internalRoutes(): RouteObject[] {
  return (Object.keys(paths.internal) as InternalRouteName[]).map((name) => ({
    path: paths.internal[name].path,
    element: <InternalGate name={name}>{internalPages[name] ?? <InternalToolPage title={internalTitle(name)} />}</InternalGate>,
  }));
}

// Every route of config/paths.ts, all inside the shared layout.
const pageRoutes: RouteObject[] = [
  { path: paths.home.path, element: <HomePage /> },
  { path: paths.about.path, element: <AboutPage /> },
  { path: paths.newsletter.path, element: <NewsletterPage /> },
  { path: paths.blog.path, element: <BlogPage /> },
  { path: paths.blogPost.path, element: <BlogPostPage /> },
  { path: paths.capabilities.path, element: <CapabilitiesPage /> },
  { path: paths.components.path, element: <ComponentsPage /> },
  { path: paths.contact.path, element: <ContactPage /> },
  { path: paths.docs.path, element: <DocsPage /> },
  { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
  { path: paths.myAccount.path, element: <MyAccountPage /> },
  { path: paths.press.path, element: <PressPage /> },
  { path: paths.pressNsfPhaseI.path, element: <NsfPhaseIPage /> },
  { path: paths.pressWeAreMoving.path, element: <WeAreMovingPage /> },
  { path: paths.privacy.path, element: <PrivacyPage /> },
  { path: paths.shoppingCart.path, element: <ShoppingCartPage /> },
  { path: paths.uploadBoard.path, element: <UploadBoardPage /> },
  { path: paths.reviewBoard.path, element: <ReviewBoardPage /> },
  { path: paths.orderComplete.path, element: <OrderCompletePage /> },
  ...internalRoutes(),
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [{ errorElement: <RouteErrorPage />, children: pageRoutes }],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
