import { ANY_STAFF, passesGroupRule, type GroupRule } from '#contracts/groups.ts';
import type { InternalRouteName } from './paths.ts';

// Who reaches each /internal page: the one table the router's gates read
// (docs/access.md#groups: a signed-in user needs every listed group; Admin passes every
// check; anyone else sees the forbidden page). This table is the internal
// area's rule, written out in docs/access.md#staff-pages. A page's API routes
// carry the same groups in contracts/routes.ts (checked by a unit test), so
// the server refuses what the page would not show.
export const internalAccess: Readonly<Record<InternalRouteName, GroupRule>> = {
  // The index and the contact inbox: the whole staff area, so Admin only.
  root: ['Admin'],
  // The blog.
  posts: ['Blogger'],
  postsFileUpload: ['Blogger'],
  // Parts and manufacturing: the shop's engineers.
  characterLabeler: ['Engineer'],
  customParts: ['Engineer'],
  partsBins: ['Engineer'],
  partsInventory: ['Engineer'],
  partsStockFeed: ['Engineer'],
  boards: ['Engineer'],
  feederReport: ['Engineer'],
  manufacturingDashboard: ['Engineer'],
  fixedWidthConverter: ['Engineer'],
  apiDocs: ['Engineer'],
  // Money, customers, accounts and settings: Admin only.
  orders: ['Admin'],
  pricing: ['Admin'],
  userWaitlist: ['Admin'],
  users: ['Admin'],
  config: ['Admin'],
  authCredentials: ['Admin'],
  stockHolds: ['Admin'],
  // Anyone on the staff may report a bug.
  reportABug: ANY_STAFF,
};

/** Whether someone in `userGroups` passes the gate of an internal page. */
export function canReachInternal(userGroups: readonly string[], name: InternalRouteName): boolean {
  return passesGroupRule(userGroups, internalAccess[name]);
}
