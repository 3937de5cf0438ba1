import { describe, expect, it } from 'vitest';
import { MAX_SAVED_ADDRESSES } from '#contracts/schemas/addresses.ts';
import { MAX_ASSEMBLY_FILE_UPLOADS_PER_DAY } from '#contracts/schemas/assembly.ts';
import { MAX_BOARD_UPLOADS_PER_DAY } from '#contracts/schemas/boards.ts';
import { CONTACT_MESSAGES_PER_SENDER_PER_DAY } from '#contracts/schemas/contact.ts';
import { MARKETING_CONTACT_LIMITS } from '#contracts/schemas/marketing.ts';
import { MAX_PURCHASE_ORDER_UPLOADS_PER_DAY } from '#contracts/schemas/orders.ts';
import { identityOf, newUser, SPRINGFIELD, uniqueEmail } from '../support/checkout.ts';
import { processedBoard } from '../support/processed-board.ts';
import { api } from '../support/identities.ts';
import { useStackEnv } from '../support/store-env.ts';

// Every list or set a public or customer caller can grow has a cap
// (docs/security.md#bounded-records), tried here with ten times as many as it
// allows, many at the same moment: exactly the cap is kept, the rest refused.

useStackEnv();
const { getContact } = await import('#lambdas/core/db/marketing-contacts.ts');
const { emailKey } = await import('#lambdas/core/marketing/email-key.ts');
const { createContactMessage } = await import('#lambdas/core/contact/contact-messages.ts');
const { getContactMessage } = await import('#lambdas/core/db/contact-messages.ts');
const { createBoardUpload } = await import('#lambdas/core/boards/board-uploads.ts');
const { createAssemblyFileUpload } = await import('#lambdas/core/assembly/assembly-files.ts');
const { listBoardsForUser } = await import('#lambdas/core/db/boards.ts');
const { createPurchaseOrderUpload } = await import('#lambdas/core/checkout/purchase-order-files.ts');
const { addSavedAddress, listSavedAddresses } = await import('#lambdas/core/addresses/addresses.ts');
const { db } = await import('#lambdas/core/db/service.ts');
const { tableDefinition } = await import('#lambdas/core/db/table-definition.ts');
const { dailyCountExpiry, utcDay } = await import('#lambdas/core/db/daily-counts.ts');

/** Calls `attempt(0…count-1)`, `together` at a time; the outcomes in order, each its value or its error. */
async function inBatches<T>(count: number, together: number, attempt: (nth: number) => Promise<T>): Promise<PromiseSettledResult<T>[]> {
  const outcomes: PromiseSettledResult<T>[] = [];
  for (let start = 0; start < count; start += together) {
    const batch: Promise<T>[] = [];
    for (let n = start; n < Math.min(count, start + together); n++) batch.push(attempt(n));
    for (const outcome of await Promise.allSettled(batch)) outcomes.push(outcome);
  }
  return outcomes;
}

/** A day's count as stored, by the table's own attribute names: it expires (docs/security.md#bookkeeping-that-expires). */
async function storedCount(key: { scope: 'contact-message' | 'board-upload'; subject: string; day: string }) {
  const { data } = await db().entities.dailyCount.get(key).go({ data: 'raw' });
  return (data as unknown as { Item?: Record<string, unknown> }).Item ?? null;
}

const kept = <T>(outcomes: PromiseSettledResult<T>[]) => outcomes.filter((o): o is PromiseFulfilledResult<T> => o.status === 'fulfilled');
const refusedCodes = (outcomes: PromiseSettledResult<unknown>[]) =>
  new Set(outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as { code?: string }).code ?? String(o.reason)] : [])));

describe('a marketing contact keeps at most MARKETING_CONTACT_LIMITS sources and pages', () => {
  it(`keeps ${MARKETING_CONTACT_LIMITS.sources} sources and ${MARKETING_CONTACT_LIMITS.pages} pages of 10× as many repeat sign-ups`, async () => {
    const email = uniqueEmail('sets');
    const first = await api('PUT', '/api/add-marketing-contact', { body: { email, source: 'Newsletter', page: '/newsletter' } });
    expect(first.status).toBe(200);
    const sources = MARKETING_CONTACT_LIMITS.sources * 10;
    const pages = MARKETING_CONTACT_LIMITS.pages * 10;
    const answers = await inBatches(pages, 20, async (nth) => {
      const body = { email: email.replace('@', `+${nth}@`), source: `Source ${nth % sources}`, page: `/page/${nth}` };
      return (await api('PUT', '/api/add-marketing-contact', { body })).status;
    });
    // The caller learns nothing: every repeat is answered as the first was.
    expect(new Set(kept(answers).map((a) => a.value))).toEqual(new Set([200]));
    const contact = await getContact(emailKey(email));
    expect(contact?.sources).toHaveLength(MARKETING_CONTACT_LIMITS.sources);
    expect(contact?.pages).toHaveLength(MARKETING_CONTACT_LIMITS.pages);
    // The first sign-up's source and page are never pushed out.
    expect(contact?.sources).toContain('Newsletter');
    expect(contact?.pages).toContain('/newsletter');
  }, 120_000);
});

describe('contact messages: at most CONTACT_MESSAGES_PER_SENDER_PER_DAY from one sender a UTC day', () => {
  const message = (email: string, n: number) => ({ name: 'Spammer', email, message: `Buy cheap boards now, offer ${n}.` });

  it(`takes ${CONTACT_MESSAGES_PER_SENDER_PER_DAY} of 10× as many from one mailbox's variants, answers the rest 429, and still hears others`, async () => {
    const sender = uniqueEmail('sender');
    const count = CONTACT_MESSAGES_PER_SENDER_PER_DAY * 10;
    const answers = await inBatches(count, 10, async (nth) => {
      const variant = nth % 2 ? sender.toUpperCase() : sender.replace('@', `+${nth}@`);
      return api('PUT', '/api/contact-messages', { body: message(variant, nth) });
    });
    const statuses = kept(answers).map((a) => a.value.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CONTACT_MESSAGES_PER_SENDER_PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(count - CONTACT_MESSAGES_PER_SENDER_PER_DAY);
    const refused = kept(answers).find((a) => a.value.status === 429)!.value.json;
    expect(refused).toMatchObject({ code: 'too_many_messages' });
    expect(refused.message).toContain(`at most ${CONTACT_MESSAGES_PER_SENDER_PER_DAY} messages a day`);
    // What was taken is stored; another sender is heard.
    for (const answer of kept(answers).filter((a) => a.value.status === 201)) {
      expect(await getContactMessage(answer.value.json.message_id as string)).toBeDefined();
    }
    expect((await api('PUT', '/api/contact-messages', { body: message(uniqueEmail('someone-else'), 0) })).status).toBe(201);
  }, 60_000);

  it('gives the sender a new allowance the next UTC day', async () => {
    const sender = uniqueEmail('daily');
    const today = new Date('2031-03-04T23:59:00Z');
    const tomorrow = new Date('2031-03-05T00:00:30Z');
    const outcomes = await inBatches(CONTACT_MESSAGES_PER_SENDER_PER_DAY * 10, 10, (n) => createContactMessage(message(sender, n), today));
    expect(kept(outcomes)).toHaveLength(CONTACT_MESSAGES_PER_SENDER_PER_DAY);
    expect(refusedCodes(outcomes)).toEqual(new Set(['too_many_messages']));
    await expect(createContactMessage(message(sender, 99), tomorrow)).resolves.toMatchObject({ message_id: expect.any(String) });
  });

  it("writes the day's count with the table's time-to-live, a day after its UTC day ends", async () => {
    const sender = uniqueEmail('expiring');
    await createContactMessage(message(sender, 0), new Date('2031-03-04T23:59:00Z'));
    await createContactMessage(message(sender, 1), new Date('2031-03-04T08:00:00Z'));
    const item = await storedCount({ scope: 'contact-message', subject: emailKey(sender), day: '2031-03-04' });
    expect(item).toMatchObject({ count: 2, [tableDefinition.timeToLiveAttribute]: Date.UTC(2031, 2, 6) / 1000 });
  });
});

describe('uploads: a daily allowance per account', () => {
  const presignUpload = async (key: string) => `http://uploads.invalid/${key}`;

  it(`creates ${MAX_BOARD_UPLOADS_PER_DAY} boards of 10× as many attempts in a day, refusing the rest with 429`, async () => {
    const user = await newUser('many-boards');
    const attempts = MAX_BOARD_UPLOADS_PER_DAY * 10;
    const outcomes = await inBatches(attempts, 100, (nth) =>
      createBoardUpload(identityOf(user), { file_name: `board-${nth}.zip`, size: 1_024, cad_source: 'Gerber' }, { presignUpload }),
    );
    expect(kept(outcomes)).toHaveLength(MAX_BOARD_UPLOADS_PER_DAY);
    expect(refusedCodes(outcomes)).toEqual(new Set(['too_many_uploads']));
    expect(await listBoardsForUser(user.userId, attempts)).toHaveLength(MAX_BOARD_UPLOADS_PER_DAY);
    // Counted outside a transaction, and expiring all the same.
    const day = utcDay(new Date());
    expect(await storedCount({ scope: 'board-upload', subject: user.userId, day })).toMatchObject({
      count: MAX_BOARD_UPLOADS_PER_DAY,
      [tableDefinition.timeToLiveAttribute]: dailyCountExpiry(day),
    });
    // Another account is not held back by this one.
    await expect(
      createBoardUpload(
        identityOf(await newUser('other-boards')),
        { file_name: 'a.zip', size: 1_024, cad_source: 'Gerber' },
        { presignUpload },
      ),
    ).resolves.toMatchObject({ board_id: expect.any(String) });
  }, 120_000);

  it(`signs ${MAX_ASSEMBLY_FILE_UPLOADS_PER_DAY} BOM and placement file uploads of 10× as many onto one account's boards in a day`, async () => {
    const user = await newUser('many-bom-files');
    const boards = [await processedBoard(user.userId), await processedBoard(user.userId)];
    const outcomes = await inBatches(MAX_ASSEMBLY_FILE_UPLOADS_PER_DAY * 10, 100, (nth) =>
      createAssemblyFileUpload(
        identityOf(user),
        boards[nth % 2]!,
        { purpose: 'bom', file_name: `bom-${nth}.csv`, size: 1_024 },
        { presignUpload },
      ),
    );
    expect(kept(outcomes)).toHaveLength(MAX_ASSEMBLY_FILE_UPLOADS_PER_DAY);
    expect(refusedCodes(outcomes)).toEqual(new Set(['too_many_uploads']));
  }, 120_000);

  it(`takes ${MAX_PURCHASE_ORDER_UPLOADS_PER_DAY} purchase-order documents of 10× as many in a day`, async () => {
    const user = await newUser('many-pos');
    const body = { file_name: 'po.pdf', content_type: 'application/pdf' as const, size: 1_024 };
    const outcomes = await inBatches(MAX_PURCHASE_ORDER_UPLOADS_PER_DAY * 10, 50, () =>
      createPurchaseOrderUpload(user.userId, body, { presignUpload }),
    );
    expect(kept(outcomes)).toHaveLength(MAX_PURCHASE_ORDER_UPLOADS_PER_DAY);
    expect(refusedCodes(outcomes)).toEqual(new Set(['too_many_uploads']));
  }, 60_000);
});

describe('saved addresses: at most MAX_SAVED_ADDRESSES per account', () => {
  it(`keeps ${MAX_SAVED_ADDRESSES} of 10× as many added, many at once`, async () => {
    const user = await newUser('many-addresses');
    const { address_index: _index, ...fields } = SPRINGFIELD;
    const outcomes = await inBatches(MAX_SAVED_ADDRESSES * 10, 25, (nth) =>
      addSavedAddress(user.userId, { ...fields, name: `Place ${nth}` }),
    );
    expect(kept(outcomes)).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(refusedCodes(outcomes)).toEqual(new Set(['address_limit_reached']));
    expect(await listSavedAddresses(user.userId)).toHaveLength(MAX_SAVED_ADDRESSES);
  }, 60_000);
});
