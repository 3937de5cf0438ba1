import type { EntityItem } from 'electrodb';
import { ConflictError, failedItsCondition } from './conditional-failure.ts';
import { dailyCountItem, type DailyAllowance } from './daily-counts.ts';
import type { ContactMessageEntity } from './entities/contact-message.ts';
import { db } from './service.ts';

export type ContactMessageRecord = EntityItem<typeof ContactMessageEntity>;

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

/** Newest first. */
export async function listContactMessages(limit = 200): Promise<ContactMessageRecord[]> {
  const { data } = await db().entities.contactMessage.query.byCreated({}).go({ order: 'desc', limit });
  return data;
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
