import { Stack } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#contracts/routes.ts';
import { BUCKET_PREFIXES } from '#contracts/storage-layout.ts';
import type { AppStack } from '../../lib/app-stack.ts';
import { logicalIdOf, resolveInParent, templateOf } from './stack-templates.ts';
import { synthCopperline } from './synth-copperline.ts';

// One route's bug reads only its own files (docs/security.md#one-routes-bug-reads-only-its-own-files):
// each route function's role, as synthesized, may read and write exactly these
// prefixes of the uploads bucket. The table is written here by hand, apart from
// the route table, so a route that gains a prefix changes this file too.

type Prefixes = { read?: readonly string[]; write?: readonly string[] };

const EXPECTED: Record<string, Prefixes> = {
  // Blog images: only the blog routes.
  getPostImage: { read: ['blog/'] },
  createPostImageUpload: { write: ['blog/'] },
  // Board files: written only by the board upload routes (first upload, next revision) and the accepted outline fix's marker; renders read to sign the layers' links.
  createBoard: { write: ['boards/'] },
  createBoardRevision: { write: ['boards/'] },
  getBoardRevisionDiff: { read: ['renders/'] },
  getBoard: { read: ['renders/'] },
  updateBoardFinding: { read: ['renders/'] },
  // Writes the marker that queues the board for processing again with the accepted outline.
  acceptOutlineFix: { read: ['renders/'], write: ['boards/'] },
  // Assembly: the file's presigned PUT; the files that arrive, the board's own file and the parts index to match.
  createAssemblyFile: { write: ['assembly/'] },
  uploadBom: { read: ['assembly/', 'boards/', 'search/'] },
  addPlacementFile: { read: ['assembly/', 'boards/', 'search/'] },
  confirmBomMapping: { read: ['search/'] },
  removePlacementFile: { read: ['search/'] },
  setBoardQuantity: { read: ['search/'] },
  // The public parts search: the index snapshot and nothing else.
  searchParts: { read: ['search/'] },
  // Purchase orders: checkout writes and reads them, the order pages link them.
  createPurchaseOrderUpload: { write: ['purchase-orders/'] },
  placeOrder: { read: ['purchase-orders/'] },
  getOrder: { read: ['purchase-orders/'] },
  listUserOrders: { read: ['purchase-orders/'] },
  getStaffOrder: { read: ['purchase-orders/'] },
  changeOrderState: { read: ['purchase-orders/'] },
  // Bug report screenshots.
  createBugScreenshotUpload: { write: ['bug-screenshots/'] },
  createBugReport: { read: ['bug-screenshots/'] },
  listBugReports: { read: ['bug-screenshots/'] },
  moveBugReport: { read: ['bug-screenshots/'] },
  // The staff page's stock-and-prices feed: the presigned PUT only; the worker reads the file (lib/constructs/stock-feed-applier.ts).
  createStockFeedRun: { write: ['stock-feeds/'] },
};

type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

let appStack: AppStack;
let bucketArn: string;

beforeAll(() => {
  const synth = synthCopperline();
  appStack = synth.stacks.app;
  bucketArn = flattenCfnReference(appStack.resolve(synth.stacks.stateful.uploadsBucket.bucketArn));
});

/** What the route's role may do under the uploads bucket: the object patterns it may get and put. */
function bucketAccess(routeId: string): { read: string[]; write: string[]; other: string[] } {
  const fn = appStack.apiRoutes.functions[routeId]!;
  const stack = Stack.of(fn);
  const policies = templateOf(stack).findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: logicalIdOf(fn.role!) }] } });
  const found = { read: new Set<string>(), write: new Set<string>(), other: new Set<string>() };
  for (const policy of Object.values(policies)) {
    for (const statement of policy.Properties.PolicyDocument.Statement as Statement[]) {
      const actions = [statement.Action].flat();
      for (const resource of [statement.Resource].flat()) {
        // As the App stack sees it: a nested stack's parameter becomes the Stateful stack's bucket.
        const name = flattenCfnReference(resolveInParent(stack, resource));
        if (!name.startsWith(bucketArn)) continue;
        const below = name.slice(bucketArn.length);
        if (below === '') continue; // the bucket itself: listing, no object
        const pattern = below.replace(/^\//, '');
        for (const action of actions) {
          if (action === 's3:GetObject*') found.read.add(pattern);
          else if (action === 's3:PutObject') found.write.add(pattern);
          else if (!/^s3:(GetBucket\*|List\*|PutObject\w+|Abort\*)$/.test(action)) found.other.add(`${action} ${pattern}`);
        }
      }
    }
  }
  return { read: [...found.read].sort(), write: [...found.write].sort(), other: [...found.other] };
}

const patterns = (prefixes: readonly string[] | undefined) => (prefixes ?? []).map((p) => `${p}*`).sort();

describe('uploads bucket prefixes per route function', () => {
  it.each(Object.keys(routes))('%s reads and writes exactly its own prefixes', (routeId) => {
    const expected = EXPECTED[routeId] ?? {};
    const access = bucketAccess(routeId);
    expect({ read: access.read, write: access.write }).toEqual({ read: patterns(expected.read), write: patterns(expected.write) });
    expect(access.other, 'no delete, no other object action').toEqual([]);
  });

  it('names only prefixes the storage layout defines, and never the whole bucket', () => {
    const known = new Set<string>(Object.values(BUCKET_PREFIXES));
    for (const [routeId, prefixes] of Object.entries(EXPECTED)) {
      for (const prefix of [...(prefixes.read ?? []), ...(prefixes.write ?? [])]) expect(known, routeId).toContain(prefix);
    }
    for (const routeId of Object.keys(routes)) {
      const { read, write } = bucketAccess(routeId);
      expect(
        [...read, ...write].filter((p) => p === '*'),
        routeId,
      ).toEqual([]);
    }
  });

  it('lets only the board upload routes and the outline fix write board files, only the blog routes touch images, and only checkout and the order pages purchase orders', () => {
    const touching = (prefix: string, kind: 'read' | 'write' | 'any') =>
      Object.keys(routes)
        .filter((routeId) => {
          const { read, write } = bucketAccess(routeId);
          const hit = (list: string[]) => list.includes(`${prefix}*`);
          return kind === 'read' ? hit(read) : kind === 'write' ? hit(write) : hit(read) || hit(write);
        })
        .sort();
    expect(touching(BUCKET_PREFIXES.boards, 'write')).toEqual(['acceptOutlineFix', 'createBoard', 'createBoardRevision']);
    expect(touching(BUCKET_PREFIXES.blog, 'any')).toEqual(['createPostImageUpload', 'getPostImage']);
    expect(touching(BUCKET_PREFIXES.purchaseOrders, 'any')).toEqual(
      ['changeOrderState', 'createPurchaseOrderUpload', 'getOrder', 'getStaffOrder', 'listUserOrders', 'placeOrder'].sort(),
    );
  });
});
