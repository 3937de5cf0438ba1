import { accountRoutes } from './routes/account-routes.ts';
import { assemblyRoutes } from './routes/assembly-routes.ts';
import { boardRoutes } from './routes/board-routes.ts';
import { boardQuoteRoutes } from './routes/board-quote-routes.ts';
import { contentRoutes } from './routes/content-routes.ts';
import { partsRoutes } from './routes/parts-routes.ts';
import { pricingRoutes } from './routes/pricing-routes.ts';
import { cartRoutes } from './routes/cart-routes.ts';
import { checkoutRoutes } from './routes/checkout-routes.ts';
import { orderRoutes } from './routes/order-routes.ts';
import { staffUserRoutes } from './routes/staff-user-routes.ts';
import { productionRoutes } from './routes/production-routes.ts';
import { staffBugReportRoutes } from './routes/staff-bug-report-routes.ts';
import { staffWaitlistRoutes } from './routes/staff-waitlist-routes.ts';
import { staffCredentialRoutes } from './routes/staff-credential-routes.ts';
import { staffStockHoldRoutes } from './routes/staff-stock-hold-routes.ts';
import { shopSetupRoutes } from './routes/shop-setup-routes.ts';
import { shopStatusRoutes } from './routes/shop-status-routes.ts';
import { guestSessionRoutes } from './routes/guest-session-routes.ts';
import type { RouteDef } from './route-types.ts';
import { API_PREFIX } from './route-paths.ts';

export { API_PREFIX, fillPath } from './route-paths.ts';

/** The route table's areas, one file each under contracts/routes/. A route id appears in exactly one (a unit test checks). */
export const routeAreas = {
  account: accountRoutes,
  content: contentRoutes,
  boards: boardRoutes,
  assembly: assemblyRoutes,
  boardQuotes: boardQuoteRoutes,
  parts: partsRoutes,
  pricing: pricingRoutes,
  cart: cartRoutes,
  checkout: checkoutRoutes,
  orders: orderRoutes,
  staffUsers: staffUserRoutes,
  production: productionRoutes,
  staffBugReports: staffBugReportRoutes,
  staffWaitlist: staffWaitlistRoutes,
  staffCredentials: staffCredentialRoutes,
  staffStockHolds: staffStockHoldRoutes,
  shopSetup: shopSetupRoutes,
  shopStatus: shopStatusRoutes,
  guestSessions: guestSessionRoutes,
} as const satisfies Record<string, Record<string, RouteDef>>;

// The one route table, merged from its areas. It drives the CDK API, the local
// gateway, the typed web client and the contract tests. Keys are the route ids.
export const routes = {
  ...accountRoutes,
  ...contentRoutes,
  ...boardRoutes,
  ...assemblyRoutes,
  ...boardQuoteRoutes,
  ...partsRoutes,
  ...pricingRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...orderRoutes,
  ...staffUserRoutes,
  ...productionRoutes,
  ...staffBugReportRoutes,
  ...staffWaitlistRoutes,
  ...staffCredentialRoutes,
  ...staffStockHoldRoutes,
  ...shopSetupRoutes,
  ...shopStatusRoutes,
  ...guestSessionRoutes,
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

// Requests that match no route go to this handler (API Gateway's $default).
export const fallbackHandler = 'http/meta/not-found';

// The Lambda authorizer of routes with `scopes` (people's and API credentials' tokens; docs/api-credentials.md#the-gateway)
// and of routes guests may call (guest tokens too; docs/access.md#guest-sessions).
export const scopedRouteAuthorizerHandler = 'http/authorizers/scoped-routes';

export function fullPath(route: Pick<RouteDef, 'path'>): string {
  return API_PREFIX + route.path;
}

export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${fullPath(route)}`;
}

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}
