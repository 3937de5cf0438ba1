import { newId } from '#contracts/ids.ts';
import type { ContactMessage, ContactMessageBody, ContactMessageList, ListContactMessagesQuery } from '#contracts/schemas/contact.ts';
import type { Identity } from '../actor.ts';
import {
  getContactMessage,
  isContactMessageCursor,
  listContactMessages,
  putContactMessage,
  setContactMessageHandled,
  type ContactMessageRecord,
} from '../db/contact-messages.ts';
import { AppError, notFound } from '../errors.ts';

/** Messages a page of the Admin inbox. */
export const CONTACT_MESSAGES_PAGE = 50;

export function toContactMessage(item: ContactMessageRecord): ContactMessage {
  return {
    message_id: item.messageId,
    name: item.name,
    email: item.email,
    message: item.message,
    created_at: item.createdAt,
    handled: Boolean(item.handledAt),
    handled_at: item.handledAt ?? null,
    handled_by: item.handledBy ?? null,
  };
}

export async function createContactMessage(body: ContactMessageBody) {
  const messageId = newId();
  await putContactMessage({ messageId, name: body.name, email: body.email, message: body.message, createdAt: new Date().toISOString() });
  return { message_id: messageId };
}

/** The inbox, newest first, a page at a time: nothing is ever cut off (docs/security.md#spam-pushing-messages-out-of-the-inbox). */
export async function listMessagesForStaff(query: ListContactMessagesQuery): Promise<ContactMessageList> {
  if (query.cursor && !isContactMessageCursor(query.cursor)) throw new AppError('invalid_cursor');
  const page = await listContactMessages({ cursor: query.cursor, limit: CONTACT_MESSAGES_PAGE, waitingOnly: query.show === 'waiting' });
  return { messages: page.messages.map(toContactMessage), cursor: page.cursor };
}

export async function markContactMessage(staff: Identity, messageId: string, handled: boolean): Promise<ContactMessage> {
  if (!(await getContactMessage(messageId))) throw notFound('Message');
  const record = await setContactMessageHandled(messageId, handled ? { at: new Date().toISOString(), by: staff.email } : null);
  return toContactMessage(record);
}
