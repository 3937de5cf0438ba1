import type { InternalRouteName } from './paths.ts';

/** The staff tools under /internal, in the order the internal home lists them. */
export const internalTools: ReadonlyArray<{ name: Exclude<InternalRouteName, 'root'>; title: string }> = [
  { name: 'posts', title: 'Posts' },
  { name: 'postsFileUpload', title: 'Post file upload' },
  { name: 'characterLabeler', title: 'Character labeler' },
  { name: 'customParts', title: 'Custom parts' },
  { name: 'partsBins', title: 'Part bins' },
  { name: 'partsInventory', title: 'Part inventory' },
  { name: 'partsStockFeed', title: 'Stock and prices feed' },
  { name: 'boards', title: 'Boards' },
  { name: 'orders', title: 'Orders' },
  { name: 'feederReport', title: 'Feeder report' },
  { name: 'apiDocs', title: 'API docs' },
  { name: 'reportABug', title: 'Report a bug' },
  { name: 'fixedWidthConverter', title: 'Fixed-width converter' },
  { name: 'manufacturingDashboard', title: 'Manufacturing dashboard' },
  { name: 'pricing', title: 'Pricing' },
  { name: 'userWaitlist', title: 'User waitlist' },
  { name: 'users', title: 'Users' },
  { name: 'config', title: 'Configuration' },
  { name: 'authCredentials', title: 'Auth credentials' },
  { name: 'stockHolds', title: 'Stock holds' },
];

/** The heading of an internal page: "Internal" for the index, else the tool's title. */
export function internalTitle(name: InternalRouteName): string {
  if (name === 'root') return 'Internal';
  return internalTools.find((tool) => tool.name === name)?.title ?? name;
}
