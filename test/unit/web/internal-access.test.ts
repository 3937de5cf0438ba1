import { describe, expect, it } from 'vitest';
import type { RouteDef } from '#contracts/route-types.ts';
import { routes, type RouteId } from '#contracts/routes.ts';
import { canReachInternal, internalAccess } from '../../../web/src/config/internal-access.ts';
import { paths, type InternalRouteName } from '../../../web/src/config/paths.ts';

const names = Object.keys(paths.internal) as InternalRouteName[];

describe('who reaches each /internal page', () => {
  it('has a gate for every internal route of docs/access.md#staff-pages, and no customer passes any of them', () => {
    expect(Object.keys(internalAccess).sort()).toEqual([...names].sort());
    expect(names).toHaveLength(21);
    for (const name of names) {
      const rule = internalAccess[name];
      expect('anyOf' in rule ? rule.anyOf.length : rule.length, name).toBeGreaterThan(0);
      expect(canReachInternal([], name), name).toBe(false);
    }
  });

  it('lets Admin through every gate; Bloggers to posts; Engineers to parts, boards and manufacturing; any staff to bug reports', () => {
    const reachable = (groups: string[]) => names.filter((name) => canReachInternal(groups, name));
    expect(reachable(['Admin'])).toEqual(names);
    expect(reachable(['Blogger'])).toEqual(['posts', 'postsFileUpload', 'reportABug']);
    expect(reachable(['Engineer'])).toEqual([
      'characterLabeler',
      'customParts',
      'partsBins',
      'partsInventory',
      'partsStockFeed',
      'boards',
      'feederReport',
      'apiDocs',
      'reportABug',
      'fixedWidthConverter',
      'manufacturingDashboard',
    ]);
    expect(reachable(['Engineer', 'Blogger'])).toEqual(expect.arrayContaining(['posts', 'partsBins']));
    expect(canReachInternal(['Blogger', 'Engineer'], 'users')).toBe(false);
    expect(canReachInternal(['Customer'], 'reportABug')).toBe(false);
  });

  // A page's staff API routes ask for the same groups, so the server refuses
  // exactly what the page's gate keeps out.
  const pageApis: Partial<Record<InternalRouteName, RouteId[]>> = {
    root: ['listContactMessages', 'updateContactMessage'],
    posts: ['listStaffPosts', 'createPost', 'updatePost'],
    postsFileUpload: ['createPostImageUpload'],
    partsInventory: ['adjustPartStock', 'listPartMovements'],
    partsBins: ['listBins', 'createBin', 'adjustBin'],
    partsStockFeed: ['createStockFeedRun', 'listStockFeedRuns', 'getStockFeedRun'],
    pricing: ['getPricing', 'savePricing'],
    orders: ['listStaffOrders', 'getStaffOrder', 'changeOrderState'],
    config: [
      'getShippingSettings',
      'saveShippingSettings',
      'listStaffCoupons',
      'createStaffCoupon',
      'getShopSetup',
      'confirmShopSetupItem',
      'saveCompanyDetails',
      'openShop',
    ],
    users: ['listStaffUsers', 'setPaymentApproval'],
    feederReport: ['getFeederReport'],
    manufacturingDashboard: ['getManufacturingDashboard'],
    stockHolds: ['listStockHolds', 'releaseStockHold'],
  };
  it.each(Object.entries(pageApis))('%s: the page and its API routes ask for the same groups', (name, ids) => {
    for (const id of ids) expect((routes[id] as RouteDef).auth, id).toEqual(internalAccess[name as InternalRouteName]);
  });
});
