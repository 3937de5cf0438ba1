import { createConversions, type EntityItem } from 'electrodb';
import { boundedPage } from './bounded-page.ts';
import { ConflictError, failedItsCondition } from './conditional-failure.ts';
import { dailyCountItem, type DailyAllowance } from './daily-counts.ts';
import type { ContactMessageEntity } from './entities/contact-message.ts';
import { db } from './service.ts';
import { tableDefinition as t } from './table-definition.ts';

export type ContactMessageRecord = EntityItem<typeof ContactMessageEntity>;
export type ContactMessagePage = { messages: ContactMessageRecord[]; cursor: string | null };

/**
 * Stores the message and counts it in its sender's day (`allowance`), in one
 * transaction, unless the sender already sent the day's limit: then nothing
 * is written and the answer is false. Any other cancellation (two of the
 * sender's messages at the same moment) is ConflictError.
 */
export async function putContactMessageUnlessOverLimit(record: ContactMessageRecord, allowance: DailyAllowance): Promise<boolean> {
  const result = await db()
    .transaction.write((entities) => [dailyCountItem(entities, allowance), entities.contactMessage.create(record).commit()])
    .go();
  if (!result.canceled) return true;
  if (failedItsCondition(result.data[0])) return false;
  throw new ConflictError('Another message of this sender was stored at the same moment');
}

/**
 * Newest first, `limit` a page (fewer when the read budget ran out: the cursor goes on from there, bounded-page.ts);
 * `waitingOnly` leaves out the messages marked handled.
 */
export async function listContactMessages(options: {
  cursor?: string | null;
  limit: number;
  waitingOnly?: boolean;
}): Promise<ContactMessagePage> {
  const contactMessage = db().entities.contactMessage;
  const query = contactMessage.query.byCreated({});
  const filtered = options.waitingOnly ? query.where((a, op) => op.notExists(a.handledAt)) : query;
  const after = createConversions(contactMessage).byAccessPattern.byCreated.fromComposite;
  const page = await boundedPage(
    (cursor, limit) => filtered.go({ order: 'desc', cursor, limit, pages: 1 }),
    (item) => after.toCursor(item),
    { cursor: options.cursor ?? null, count: options.limit },
  );
  return { messages: page.items, cursor: page.cursor };
}

/** The keys a page's cursor holds (ElectroDB's: base64url JSON of DynamoDB's LastEvaluatedKey on gsi1). */
const CURSOR_KEYS = [t.partitionKey, t.sortKey, t.globalIndexes.gsi1.partitionKey, t.globalIndexes.gsi1.sortKey].sort();

/** Whether `cursor` has the shape of one a contact-message list gave out, so garbage is refused rather than sent to DynamoDB. */
export function isContactMessageCursor(cursor: string): boolean {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return false;
  }
  if (!key || typeof key !== 'object' || Array.isArray(key)) return false;
  const entries = Object.entries(key);
  return (
    entries.every(([, value]) => typeof value === 'string') &&
    JSON.stringify(entries.map(([name]) => name).sort()) === JSON.stringify(CURSOR_KEYS)
  );
}

export async function getContactMessage(messageId: string): Promise<ContactMessageRecord | undefined> {
  const { data } = await db().entities.contactMessage.get({ messageId }).go();
  return data ?? undefined;
}

export async function setContactMessageHandled(
  messageId: string,
  handled: { at: string; by: string } | null,
): Promise<ContactMessageRecord> {
  const update = db().entities.contactMessage.patch({ messageId });
  const { data } = handled
    ? await update.set({ handledAt: handled.at, handledBy: handled.by }).go({ response: 'all_new' })
    : await update.remove(['handledAt', 'handledBy']).go({ response: 'all_new' });
  return data;
}
