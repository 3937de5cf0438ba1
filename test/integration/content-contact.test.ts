import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, newCustomer, signIn } from '../support/identities.ts';

let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  const admin = inject('stack').admin!;
  adminToken = (await signIn(admin.email, admin.password)).idToken;
  customerToken = (await newCustomer('contact')).idToken;
}, 60_000);

describe('contact messages', () => {
  it('anyone sends one; staff list it and mark it handled and back', async () => {
    const text = `Can you do 0.8 mm boards in purple? ${Date.now()}`;
    const sent = await api('PUT', '/api/contact-messages', { body: { name: ' Ada ', email: 'ada@example.com', message: text } });
    expect(sent.status).toBe(201);
    const id = sent.json.message_id as string;
    expect(id).toMatch(/^[0-9a-z]{24}$/);

    const list = await api('GET', '/api/internal/contact-messages', { token: adminToken });
    expect(list.status).toBe(200);
    const mine = (list.json.messages as { message_id: string }[]).find((m) => m.message_id === id);
    expect(mine).toMatchObject({ name: 'Ada', email: 'ada@example.com', message: text, handled: false, handled_at: null });

    const handled = await api('PUT', `/api/internal/contact-messages/${id}`, { token: adminToken, body: { handled: true } });
    expect(handled.status).toBe(200);
    expect(handled.json).toMatchObject({ message_id: id, handled: true, handled_by: inject('stack').admin!.email });
    const reopened = await api('PUT', `/api/internal/contact-messages/${id}`, { token: adminToken, body: { handled: false } });
    expect(reopened.json).toMatchObject({ handled: false, handled_at: null, handled_by: null });
  });

  it('validates name, email and message', async () => {
    const bad = await api('PUT', '/api/contact-messages', { body: { name: '', email: 'nope', message: 'short' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields as object).sort()).toEqual(['email', 'message', 'name']);
  });

  it('keeps the inbox to staff: anonymous 401, customers 403, unknown message 404', async () => {
    expect((await api('GET', '/api/internal/contact-messages')).status).toBe(401);
    expect((await api('GET', '/api/internal/contact-messages', { token: customerToken })).status).toBe(403);
    expect(
      (await api('PUT', `/api/internal/contact-messages/${'z'.repeat(24)}`, { token: adminToken, body: { handled: true } })).status,
    ).toBe(404);
  });
});
