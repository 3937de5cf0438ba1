import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ShopSetupState } from '#contracts/schemas/shop-setup.ts';
import type { Order } from '#contracts/schemas/orders.ts';
import { customerWithUser } from '../support/boards.ts';
import { closeTheShop } from '../support/closed-shop.ts';
import { api, signIn, type TestIdentity } from '../support/identities.ts';
import { placeOrderOverHttp, readyCartOverHttp } from '../support/orders-http.ts';
import { useStackEnv } from '../support/store-env.ts';

// The shop-setup checklist and "open the shop" over HTTP (docs/operating.md#set-up-the-shop-before-launch):
// a closed shop refuses checkout, opening is refused until every item is
// confirmed as it is now, and two Admins' confirms at once both count. The
// seeded stack is open: this file closes it first (test/support/closed-shop.ts).

type Customer = TestIdentity & { userId: string };
let admin: TestIdentity;
let ada: Customer;
let reopen: () => Promise<void>;

const setup = async () => (await api('GET', '/api/internal/shop-setup', { token: admin.idToken })).json as unknown as ShopSetupState;
const confirm = (item: string, fingerprint: string) =>
  api('POST', '/api/internal/shop-setup/confirmations', { token: admin.idToken, body: { item, fingerprint } });
const openShop = () => api('POST', '/api/internal/shop-setup/open', { token: admin.idToken });
const status = async () => (await api('GET', '/api/shop-status')).json;

beforeAll(async () => {
  useStackEnv();
  const stack = inject('stack');
  [admin, ada] = await Promise.all([signIn(stack.admin!.email, stack.admin!.password), customerWithUser('shop-setup-ada')]);
  reopen = await closeTheShop();
}, 60_000);

afterAll(async () => {
  await reopen?.();
});

describe('a shop not yet open', () => {
  it('says so to everyone and refuses checkout with shop_not_open, placing nothing', async () => {
    expect(await status()).toEqual({ open: false, company_name: 'Copperline' });
    const cart = await readyCartOverHttp(ada);
    const refused = await placeOrderOverHttp(ada, cart);
    expect(refused.res.status).toBe(409);
    expect(refused.res.json).toMatchObject({ code: 'shop_not_open', message: expect.stringContaining('not open for orders yet') });
    const orders = await api('GET', `/api/users/${ada.userId}/orders`, { token: ada.idToken });
    expect(orders.json.orders).toEqual([]);
  }, 60_000);

  it('lists every item as not confirmed, and refuses to open, naming them all', async () => {
    const state = await setup();
    expect(state).toMatchObject({ open: false, opened_by: null });
    expect(state.items.map((entry) => [entry.item, entry.state])).toEqual([
      ['capabilities', 'default'],
      ['pricing', 'default'],
      ['shipping_rates', 'default'],
      ['pickup_places', 'default'],
      ['company', 'default'],
      ['email_sender', 'default'],
    ]);
    const refused = await openShop();
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: 'shop_setup_incomplete',
      message:
        'The shop cannot open yet. Review and confirm: Capabilities; Pricing; Shipping rates; Pickup places; Company details; E-mail sender.',
    });
  });

  it('refuses a confirmation of a value that is no longer in force', async () => {
    const refused = await confirm('pricing', 'not-the-current-one');
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: 'shop_setup_changed',
      message: expect.stringContaining('Pricing changed since you loaded'),
    });
    expect((await setup()).items.find((entry) => entry.item === 'pricing')!.state).toBe('default');
  });
});

describe('confirming and opening', () => {
  it('counts confirmations sent at once, each with who and when', async () => {
    const state = await setup();
    const answers = await Promise.all(state.items.map((entry) => confirm(entry.item, entry.fingerprint)));
    expect(answers.map((answer) => answer.status)).toEqual(state.items.map(() => 200));
    const after = await setup();
    for (const entry of after.items) expect(entry, entry.item).toMatchObject({ state: 'confirmed', confirmed_by: admin.email });
  });

  it('marks company details saved after their confirmation as changed, and will not open until they are confirmed again', async () => {
    const before = (await setup()).items.find((entry) => entry.item === 'company')!;
    const company = { name: 'Board House Ltd', contact_email: 'shop@boardhouse.example', postal_address: '1 Main Street, Springfield' };
    const saved = await api('PUT', '/api/internal/shop-setup/company', {
      token: admin.idToken,
      body: { base_fingerprint: before.fingerprint, company },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const entry = (saved.json as unknown as ShopSetupState).items.find((item) => item.item === 'company')!;
    expect(entry).toMatchObject({ state: 'changed', built_in: false, summary: 'Board House Ltd, shop@boardhouse.example' });
    // A second save from the details the first one replaced is refused.
    const stale = await api('PUT', '/api/internal/shop-setup/company', {
      token: admin.idToken,
      body: { base_fingerprint: before.fingerprint, company: { ...company, name: 'Someone Else' } },
    });
    expect(stale.json).toMatchObject({ code: 'shop_setup_changed' });
    expect((await openShop()).json).toMatchObject({
      code: 'shop_setup_incomplete',
      message: 'The shop cannot open yet. Review and confirm: Company details (changed since it was confirmed).',
    });
    expect((await confirm('company', entry.fingerprint)).status).toBe(200);
  });

  it('opens the shop once everything is confirmed; checkout then takes the order', async () => {
    const opened = await openShop();
    expect(opened.status, JSON.stringify(opened.json)).toBe(200);
    expect(opened.json).toMatchObject({ open: true, opened_by: admin.email });
    expect(await status()).toEqual({ open: true, company_name: 'Board House Ltd' });
    // Opening an open shop changes nothing.
    expect((await openShop()).json.opened_at).toBe(opened.json.opened_at);
    const placed = await placeOrderOverHttp(ada, await readyCartOverHttp(ada));
    expect(placed.res.status, JSON.stringify(placed.res.json)).toBe(201);
    expect((placed.res.json as unknown as Order).state).toBe('Created');
  }, 60_000);
});
