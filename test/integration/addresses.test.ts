import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_SAVED_ADDRESSES } from '#contracts/schemas/addresses.ts';
import { api, newCustomer, signIn } from '../support/identities.ts';

// Saved addresses through the gateway: the user themself or an Admin; checked
// fields; edits and deletes conditional on the version the caller saw.
type Caller = { token: string; userId: string };
let ada: Caller;
let bob: Caller;
let admin: Caller;

async function caller(identity: { email: string; password: string; idToken: string }): Promise<Caller> {
  const created = await api('PUT', '/api/users', { token: identity.idToken });
  const fresh = await signIn(identity.email, identity.password);
  return { token: fresh.idToken, userId: created.json.user_id as string };
}

beforeAll(async () => {
  ada = await caller(await newCustomer('addr-ada'));
  bob = await caller(await newCustomer('addr-bob'));
  const a = inject('stack').admin!;
  admin = await caller(await signIn(a.email, a.password));
}, 60_000);

const home = {
  name: 'Ada Lovelace',
  company_name: '',
  address_line_1: '12 Analytical Way',
  address_line_2: 'Apt 3',
  city: 'Springfield',
  state: 'il',
  postal_code: '62701',
  phone_number: '(217) 555-0100',
};
const url = (userId: string, addressId?: string) => `/api/users/${userId}/addresses${addressId ? `/${addressId}` : ''}`;

describe('saved addresses', () => {
  it('adds, lists oldest first with their index, edits and deletes', async () => {
    const created = await api('POST', url(ada.userId), { token: ada.token, body: home });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      ...home,
      state: 'IL',
      phone_number: '+12175550100',
      address_index: 0,
      version: 1,
      address_id: expect.stringMatching(/^[0-9a-z]{24}$/),
    });
    const work = await api('POST', url(ada.userId), {
      token: ada.token,
      body: { ...home, name: 'Ada at work', company_name: 'Engines Ltd', address_line_2: '', postal_code: '62702-1234', phone_number: '' },
    });
    expect(work.status).toBe(201);
    expect(work.json).toMatchObject({ address_index: 1, phone_number: '', company_name: 'Engines Ltd' });

    const list = await api('GET', url(ada.userId), { token: ada.token });
    expect(list.status).toBe(200);
    const addresses = list.json.addresses as { name: string; address_index: number }[];
    expect(addresses.map((a) => [a.name, a.address_index])).toEqual([
      ['Ada Lovelace', 0],
      ['Ada at work', 1],
    ]);

    const id = created.json.address_id as string;
    const edited = await api('PUT', url(ada.userId, id), {
      token: ada.token,
      body: { ...home, city: 'Chicago', postal_code: '60601', version: 1 },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ city: 'Chicago', version: 2, address_index: 0 });

    const removed = await api('DELETE', `${url(ada.userId, id)}?version=2`, { token: ada.token });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ address_id: id, deleted: true });
    const after = await api('GET', url(ada.userId), { token: ada.token });
    expect((after.json.addresses as { name: string; address_index: number }[]).map((a) => [a.name, a.address_index])).toEqual([
      ['Ada at work', 0],
    ]);
    expect((await api('DELETE', `${url(ada.userId, id)}?version=2`, { token: ada.token })).status).toBe(404);
  });

  it('refuses bad fields with the form messages', async () => {
    const bad = await api('POST', url(ada.userId), {
      token: ada.token,
      body: { ...home, name: '  ', address_line_1: '', city: '', state: 'XX', postal_code: '1234', phone_number: '555-0100' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({
      name: ['Name is required'],
      address_line_1: ['Address is required'],
      city: ['City is required'],
      state: ['Choose a US state'],
      postal_code: ['Enter a 5-digit ZIP code or ZIP+4 (12345-6789)'],
      phone_number: ['Invalid phone number format. Must be 10 digits.'],
    });
    for (const postal_code of ['123456', '12345-678', 'ABCDE']) {
      expect((await api('POST', url(ada.userId), { token: ada.token, body: { ...home, postal_code } })).status, postal_code).toBe(400);
    }
    expect((await api('POST', url(ada.userId), { token: ada.token, body: { ...home, city: 'x'.repeat(101) } })).status).toBe(400);
  });

  it('lets exactly one of two edits from the same version win; the other gets 409 and the current version', async () => {
    const created = await api('POST', url(ada.userId), { token: ada.token, body: home });
    const id = created.json.address_id as string;
    const [first, second] = await Promise.all(
      ['Peoria', 'Rockford'].map((city) => api('PUT', url(ada.userId, id), { token: ada.token, body: { ...home, city, version: 1 } })),
    );
    const statuses = [first!.status, second!.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first!.status === 409 ? first! : second!;
    expect(loser.json).toMatchObject({ code: 'version_conflict', message: expect.stringContaining('version 2') });
    // A delete from the stale version is refused too, and leaves the address.
    expect((await api('DELETE', `${url(ada.userId, id)}?version=1`, { token: ada.token })).status).toBe(409);
    expect((await api('DELETE', `${url(ada.userId, id)}?version=2`, { token: ada.token })).status).toBe(200);
  });

  it('answers 403 to other customers, lets an Admin in, and 404s an unknown address', async () => {
    const created = await api('POST', url(ada.userId), { token: ada.token, body: home });
    const id = created.json.address_id as string;
    expect((await api('GET', url(ada.userId), { token: bob.token })).status).toBe(403);
    expect((await api('POST', url(ada.userId), { token: bob.token, body: home })).status).toBe(403);
    expect((await api('PUT', url(ada.userId, id), { token: bob.token, body: { ...home, version: 1 } })).status).toBe(403);
    expect((await api('DELETE', `${url(ada.userId, id)}?version=1`, { token: bob.token })).status).toBe(403);
    // Bob's own list does not show Ada's address.
    expect((await api('GET', url(bob.userId), { token: bob.token })).json.addresses).toEqual([]);

    const forAdmin = await api('GET', url(ada.userId), { token: admin.token });
    expect(forAdmin.status).toBe(200);
    expect((forAdmin.json.addresses as { address_id: string }[]).map((a) => a.address_id)).toContain(id);
    expect((await api('PUT', url(ada.userId, 'z'.repeat(24)), { token: ada.token, body: { ...home, version: 1 } })).status).toBe(404);
    expect((await api('POST', url('z'.repeat(24)), { token: admin.token, body: home })).status).toBe(404);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses, also when the last ones are added at once`, async () => {
    const carol = await caller(await newCustomer('addr-carol'));
    for (let i = 0; i < MAX_SAVED_ADDRESSES - 2; i++) {
      expect((await api('POST', url(carol.userId), { token: carol.token, body: { ...home, name: `Place ${i}` } })).status).toBe(201);
    }
    const racing = await Promise.all(
      [1, 2, 3, 4].map((i) => api('POST', url(carol.userId), { token: carol.token, body: { ...home, name: `Race ${i}` } })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 409, 409]);
    expect(racing.find((r) => r.status === 409)!.json.code).toBe('address_limit_reached');
    const list = await api('GET', url(carol.userId), { token: carol.token });
    expect(list.json.addresses).toHaveLength(MAX_SAVED_ADDRESSES);
    // A delete frees a place.
    const first = (list.json.addresses as { address_id: string; version: number }[])[0]!;
    expect((await api('DELETE', `${url(carol.userId, first.address_id)}?version=${first.version}`, { token: carol.token })).status).toBe(
      200,
    );
    expect((await api('POST', url(carol.userId), { token: carol.token, body: home })).status).toBe(201);
  });
});
