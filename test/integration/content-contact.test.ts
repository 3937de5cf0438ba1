import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newId } from '#contracts/ids.ts';
import { api, newCustomer, signIn } from '../support/identities.ts';
import { useStackEnv } from '../support/store-env.ts';

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

type InboxPage = { messages: { message_id: string; created_at: string; handled: boolean }[]; cursor: string | null };

/** Every page of the inbox, following the cursor to its end; the ids in the order they came. */
async function wholeInbox(show: 'waiting' | 'all'): Promise<{ ids: string[]; createdAt: string[]; handled: boolean[]; pages: number }> {
  const seen = { ids: [] as string[], createdAt: [] as string[], handled: [] as boolean[], pages: 0 };
  let cursor: string | null = null;
  do {
    const query: string = `?show=${show}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const answer = await api('GET', `/api/internal/contact-messages${query}`, { token: adminToken });
    expect(answer.status).toBe(200);
    const page = answer.json as InboxPage;
    expect(page.messages.length).toBeLessThanOrEqual(50);
    for (const message of page.messages) {
      seen.ids.push(message.message_id);
      seen.createdAt.push(message.created_at);
      seen.handled.push(message.handled);
    }
    seen.pages++;
    cursor = page.cursor;
  } while (cursor);
  return seen;
}

describe('the Admin inbox (docs/security.md#spam-pushing-messages-out-of-the-inbox)', () => {
  it('keeps every message: ten times the 200 it used to show, paged newest first to the last one', { timeout: 300_000 }, async () => {
    useStackEnv();
    const { db } = await import('#lambdas/core/db/service.ts');
    const count = 2100;
    const base = Date.now() - 60_000;
    const handledAt = new Date().toISOString();
    const written = Array.from({ length: count }, (_, i) => ({
      messageId: newId(),
      name: 'Spam',
      email: `spam.${i}@example.com`,
      message: `Cheap watches, number ${i}.`,
      createdAt: new Date(base + i).toISOString(),
      // Every seventh marked handled by staff, as the inbox's "mark handled" stores it.
      ...(i % 7 === 0 ? { handledAt, handledBy: 'test' } : {}),
    }));
    // Stored as the form's route stores them, in batches: the route is throttled to a few a second and takes a few
    // messages a day from one sender (bounded-records.test.ts tests that); what is tested here is the inbox's paging.
    const { unprocessed } = await db().entities.contactMessage.put(written).go();
    expect(unprocessed).toEqual([]);
    const handled = new Set(written.filter((record) => record.handledAt).map((record) => record.messageId));

    const all = await wholeInbox('all');
    const mine = new Set(written.map((record) => record.messageId));
    const found = all.ids.filter((id) => mine.has(id));
    expect(found).toHaveLength(count);
    expect(new Set(all.ids).size).toBe(all.ids.length);
    // Newest first, mine in the reverse of the order they were written.
    expect(found).toEqual(written.map((record) => record.messageId).reverse());
    expect(all.createdAt).toEqual(all.createdAt.slice().sort().reverse());
    expect(all.pages).toBeGreaterThanOrEqual(Math.ceil(count / 50));

    const waiting = await wholeInbox('waiting');
    expect(waiting.handled.every((isHandled) => !isHandled)).toBe(true);
    const waitingMine = waiting.ids.filter((id) => mine.has(id));
    expect(waitingMine).toEqual(found.filter((id) => !handled.has(id)));
  });

  it('refuses a cursor it did not give out', async () => {
    const garbage = await api('GET', '/api/internal/contact-messages?cursor=not-a-cursor', { token: adminToken });
    expect(garbage.status).toBe(400);
    expect(garbage.json.code).toBe('invalid_cursor');
    const foreign = Buffer.from(JSON.stringify({ pk: 'x', sk: 'y' })).toString('base64url');
    const other = await api('GET', `/api/internal/contact-messages?cursor=${foreign}`, { token: adminToken });
    expect(other.json.code).toBe('invalid_cursor');
  });
});
