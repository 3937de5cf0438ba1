import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MACHINE_SCOPES, type MachineScope } from '#contracts/machine-scopes.ts';
import { routes } from '#contracts/routes.ts';
import type { RouteDef } from '#contracts/route-types.ts';
import { api, newCustomer, signIn, type TestIdentity } from '../support/identities.ts';
import { placeOrderOverHttp, readyCartOverHttp } from '../support/orders-http.ts';
import { useStackEnv } from '../support/store-env.ts';

// Every route of the table, called by anonymous, customer A, customer B,
// Engineer, Blogger, Admin and guests A and B: the server decides who gets in, whatever the body.
type Caller = { name: string; token?: string; userId?: string; groups: string[] };
const callers: Record<string, Caller> = {};
/** A machine token per scope, acting as customer A. */
const machines: Partial<Record<MachineScope, Caller>> = {};
const OTHER_ID = 'q'.repeat(24);
/** A board customer A owns: 'board' routes are about it. */
let boardOfA = OTHER_ID;
/** A board guest A uploaded (docs/access.md#guest-sessions). */
let boardOfGuestA = OTHER_ID;

async function asCaller(name: string, identity: TestIdentity, groups: string[]): Promise<Caller> {
  const created = await api('PUT', '/api/users', { token: identity.idToken });
  const fresh = await signIn(identity.email, identity.password); // token now carries custom:user_id
  return { name, token: fresh.idToken, userId: created.json.user_id as string, groups };
}

beforeAll(async () => {
  callers.anonymous = { name: 'anonymous', groups: [] };
  callers.a = await asCaller('customer A', await newCustomer('matrix-a'), []);
  callers.b = await asCaller('customer B', await newCustomer('matrix-b'), []);
  callers.engineer = await asCaller('Engineer', await newCustomer('matrix-eng', ['Engineer']), ['Engineer']);
  callers.blogger = await asCaller('Blogger', await newCustomer('matrix-blog', ['Blogger']), ['Blogger']);
  const admin = inject('stack').admin!;
  callers.admin = await asCaller('Admin', await signIn(admin.email, admin.password), ['Admin']);
  const board = await api('POST', '/api/boards', {
    token: callers.a.token,
    body: { file_name: 'matrix.zip', size: 100, cad_source: 'Gerber' },
  });
  boardOfA = board.json.board_id as string;
  for (const key of ['guestA', 'guestB']) {
    const session = await api('POST', '/api/guest-sessions');
    callers[key] = { name: key === 'guestA' ? 'guest A' : 'guest B', token: session.json.token as string, groups: [] };
  }
  const guestBoard = await api('POST', '/api/boards', {
    token: callers.guestA!.token,
    body: { file_name: 'matrix-guest.zip', size: 100, cad_source: 'Gerber' },
  });
  expect(guestBoard.status, JSON.stringify(guestBoard.json)).toBe(201);
  boardOfGuestA = guestBoard.json.board_id as string;
  // One API credential per scope, each acting as customer A (docs/api-credentials.md).
  const customerA = await api('GET', `/api/users/${callers.a.userId}`, { token: callers.a.token });
  for (const scope of MACHINE_SCOPES) {
    const made = await api('POST', '/api/internal/api-credentials', {
      token: callers.admin.token,
      body: { name: `matrix ${scope}`, scopes: [scope], acts_as_email: customerA.json.email },
    });
    const secret = made.json as { credential: { client_id: string }; client_secret: string; token_url: string };
    const res = await fetch(secret.token_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: secret.credential.client_id,
        client_secret: secret.client_secret,
      }),
    });
    machines[scope] = {
      name: `machine (${scope})`,
      token: ((await res.json()) as { access_token: string }).access_token,
      userId: callers.a.userId,
      groups: [],
    };
  }
}, 60_000);

function pathFor(route: RouteDef, userId: string, boardId = boardOfA): string {
  return (
    '/api' + route.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'userId' ? userId : name === 'boardId' ? boardId : OTHER_ID))
  );
}

const call = (route: RouteDef, caller: Caller, userId: string, boardId?: string) =>
  api(route.method, pathFor(route, userId, boardId), { token: caller.token, body: route.body ? {} : undefined });

describe.each(Object.entries(routes as Record<string, RouteDef>).filter(([, r]) => r.auth !== 'public'))('%s', (_id, route) => {
  it('refuses anonymous callers with 401', async () => {
    expect((await call(route, callers.anonymous!, callers.a?.userId ?? OTHER_ID)).status).toBe(401);
  });

  const scopes: readonly MachineScope[] = route.scopes ?? [];
  if (scopes.length > 0) {
    it(`lets machines holding ${scopes.join(' or ')} in as their owner; other scopes get 403`, async () => {
      for (const scope of MACHINE_SCOPES) {
        const status = (await call(route, machines[scope]!, callers.a!.userId!)).status;
        if (scopes.includes(scope)) expect([401, 403], scope).not.toContain(status);
        else expect(status, scope).toBe(403);
      }
    });
  } else {
    it('refuses every machine token with 401 (people only)', async () => {
      for (const scope of MACHINE_SCOPES) expect((await call(route, machines[scope]!, callers.a!.userId!)).status, scope).toBe(401);
    });
  }

  if (route.guests) {
    it("lets guest A in on its own board only; guest B on it, and guest A on a customer's board, get 403", async () => {
      const guestA = callers.guestA!;
      expect([401, 403]).not.toContain((await call(route, guestA, OTHER_ID, boardOfGuestA)).status);
      if (route.path.includes('{boardId}')) {
        expect((await call(route, callers.guestB!, OTHER_ID, boardOfGuestA)).status).toBe(403);
        expect((await call(route, guestA, OTHER_ID, boardOfA)).status).toBe(403);
      }
    });
  } else {
    it('refuses guests with 401', async () => {
      for (const key of ['guestA', 'guestB']) expect((await call(route, callers[key]!, OTHER_ID, boardOfGuestA)).status, key).toBe(401);
    });
  }

  if (route.auth === 'self') {
    it('lets only the user named in the path and Admin in; other customers and staff get 403', async () => {
      const target = callers.a!.userId!;
      for (const key of ['a', 'admin'])
        expect([401, 403], `${callers[key]!.name}`).not.toContain((await call(route, callers[key]!, target)).status);
      for (const key of ['b', 'engineer', 'blogger'])
        expect((await call(route, callers[key]!, target)).status, callers[key]!.name).toBe(403);
    });
  }

  if (route.auth === 'board') {
    it("lets the board's owner, Engineers and Admin in; other customers and Bloggers get 403", async () => {
      for (const key of ['a', 'engineer', 'admin'])
        expect([401, 403], callers[key]!.name).not.toContain((await call(route, callers[key]!, callers[key]!.userId!)).status);
      for (const key of ['b', 'blogger'])
        expect((await call(route, callers[key]!, callers[key]!.userId!)).status, callers[key]!.name).toBe(403);
    });
  }

  if (typeof route.auth === 'object' && 'anyOf' in route.auth) {
    const anyOf: readonly string[] = route.auth.anyOf;
    it(`requires one of the groups ${anyOf.join(', ')}; customers get 403`, async () => {
      for (const key of ['a', 'b', 'engineer', 'blogger', 'admin']) {
        const caller = callers[key]!;
        const allowed = caller.groups.includes('Admin') || anyOf.some((g) => caller.groups.includes(g));
        const status = (await call(route, caller, caller.userId!)).status;
        if (allowed) expect(status, caller.name).not.toBe(403);
        else expect(status, caller.name).toBe(403);
      }
    });
  }

  if (Array.isArray(route.auth)) {
    it(`requires the groups ${route.auth.join(', ')} (Admin passes)`, async () => {
      for (const key of ['a', 'b', 'engineer', 'blogger', 'admin']) {
        const caller = callers[key]!;
        const allowed = caller.groups.includes('Admin') || (route.auth as string[]).every((g) => caller.groups.includes(g));
        const status = (await call(route, caller, caller.userId!)).status;
        if (allowed) expect(status, caller.name).not.toBe(403);
        else expect(status, caller.name).toBe(403);
      }
    });
  }
});

describe('the matrix', () => {
  it('lets machines call only board upload and reading and order reading', () => {
    const scoped = Object.entries(routes as Record<string, RouteDef>)
      .filter(([, r]) => r.scopes)
      .map(([id, r]) => `${id}:${r.scopes!.join(',')}`);
    expect(scoped.sort()).toEqual([
      'acceptOutlineFix:boards.write',
      'createBoard:boards.write',
      'createBoardRevision:boards.write',
      'getBoard:boards.read',
      'getBoardRevisionDiff:boards.read',
      'getOrder:orders.read',
      'listBoards:boards.read',
      'listUserOrders:orders.read',
    ]);
  });

  it('lets guests call only board upload, revision, review, options, parts and quote routes', () => {
    const guestRoutes = Object.entries(routes as Record<string, RouteDef>)
      .filter(([, r]) => r.guests)
      .map(([id]) => id);
    expect(guestRoutes.sort()).toEqual([
      'acceptOutlineFix',
      'addPlacementFile',
      'confirmBomMapping',
      'createAssemblyFile',
      'createBoard',
      'createBoardRevision',
      'getBoard',
      'getBoardQuote',
      'getBoardRevisionDiff',
      'listBoardElements',
      'removePlacementFile',
      'setBoardOptions',
      'setBoardQuantity',
      'updateBoardElement',
      'updateBoardFinding',
      'uploadBom',
    ]);
  });

  it('keeps the API credential routes Admin-only', () => {
    const table = routes as Record<string, RouteDef>;
    for (const id of ['listApiCredentials', 'createApiCredential', 'rotateApiCredential', 'revokeApiCredential'])
      expect(table[id]?.auth, id).toEqual(['Admin']);
  });

  it("covers the board-scoped routes, the assembly ones included, as 'board' routes", () => {
    const boardRoutes = Object.entries(routes as Record<string, RouteDef>)
      .filter(([, r]) => r.auth === 'board')
      .map(([id]) => id);
    expect(boardRoutes).toEqual(
      expect.arrayContaining([
        'getBoard',
        'createBoardRevision',
        'orderBoardAgain',
        'getBoardRevisionDiff',
        'updateBoardFinding',
        'acceptOutlineFix',
        'createAssemblyFile',
        'listBoardElements',
        'uploadBom',
        'confirmBomMapping',
        'addPlacementFile',
        'removePlacementFile',
        'updateBoardElement',
        'setBoardQuantity',
        'setBoardOptions',
      ]),
    );
    for (const id of boardRoutes) expect((routes as Record<string, RouteDef>)[id]!.path, id).toMatch(/^\/boards\/\{boardId\}/);
  });

  it("covers the user-scoped routes, saved addresses included, as 'self' routes", () => {
    const selfRoutes = Object.entries(routes as Record<string, RouteDef>)
      .filter(([, r]) => r.auth === 'self')
      .map(([id]) => id);
    expect(selfRoutes).toEqual(expect.arrayContaining(['getUser', 'listAddresses', 'createAddress', 'updateAddress', 'deleteAddress']));
    for (const id of selfRoutes) expect((routes as Record<string, RouteDef>)[id]!.path, id).toMatch(/^\/users\/\{userId\}/);
  });

  it("covers the cart, checkout and customer order routes as 'self' routes, and the order desk, store settings and shop setup as Admin-only", () => {
    const table = routes as Record<string, RouteDef>;
    for (const id of [
      'getShoppingCart',
      'updateShoppingCart',
      'getShoppingCartSummary',
      'createCardPayment',
      'createPurchaseOrderUpload',
      'placeOrder',
      'listUserOrders',
    ]) {
      expect(table[id]?.auth, id).toBe('self');
    }
    for (const id of [
      'listStaffOrders',
      'getStaffOrder',
      'changeOrderState',
      'getShippingSettings',
      'saveShippingSettings',
      'listStaffCoupons',
      'createStaffCoupon',
      'listStockHolds',
      'releaseStockHold',
      'getShopSetup',
      'confirmShopSetupItem',
      'saveCompanyDetails',
      'openShop',
    ]) {
      expect(table[id]?.auth, id).toEqual(['Admin']);
    }
    expect(table.getOrder).toMatchObject({ method: 'GET', path: '/orders/{orderId}', auth: 'customer' });
    expect(table.markOrderTracked).toMatchObject({ method: 'PUT', path: '/orders/{orderId}/tracked', auth: 'customer' });
  });

  it('covers the pricing routes as Admin-only', () => {
    const table = routes as Record<string, RouteDef>;
    expect(table.getPricing).toMatchObject({ method: 'GET', path: '/pricing', auth: ['Admin'] });
    expect(table.savePricing).toMatchObject({ method: 'PUT', path: '/pricing', auth: ['Admin'] });
  });
});

// The order routes decide by the order itself: its customer, or staff to read.
describe("one customer's order", () => {
  it('is read by its customer, Admin and Engineer; marked tracked only by its customer; refused to everyone else', async () => {
    useStackEnv();
    const a = { idToken: callers.a!.token!, userId: callers.a!.userId! };
    const placed = await placeOrderOverHttp(a, await readyCartOverHttp(a));
    expect(placed.res.status).toBe(201);
    const id = placed.order.order_id;
    const read = async (key: string) => (await api('GET', `/api/orders/${id}`, { token: callers[key]!.token })).status;
    const track = async (key: string) => (await api('PUT', `/api/orders/${id}/tracked`, { token: callers[key]!.token })).status;
    expect({
      a: await read('a'),
      admin: await read('admin'),
      engineer: await read('engineer'),
      b: await read('b'),
      blogger: await read('blogger'),
      anonymous: await read('anonymous'),
    }).toEqual({
      a: 200,
      admin: 200,
      engineer: 200,
      b: 403,
      blogger: 403,
      anonymous: 401,
    });
    expect({ b: await track('b'), admin: await track('admin'), engineer: await track('engineer'), a: await track('a') }).toEqual({
      b: 403,
      admin: 403,
      engineer: 403,
      a: 200,
    });
  });
});
