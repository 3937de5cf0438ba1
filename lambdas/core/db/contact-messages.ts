import type { EntityItem } from 'electrodb';
import type { ContactMessageEntity } from './entities/contact-message.ts';
import { db } from './service.ts';

export type ContactMessageRecord = EntityItem<typeof ContactMessageEntity>;

export async function putContactMessage(record: ContactMessageRecord): Promise<void> {
  await db().entities.contactMessage.create(record).go();
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
