import { newId } from '#contracts/ids.ts';
import {
  CONTACT_MESSAGES_PER_SENDER_PER_DAY,
  type ContactMessage,
  type ContactMessageBody,
  type ContactMessageList,
  type ListContactMessagesQuery,
} from '#contracts/schemas/contact.ts';
import type { Identity } from '../actor.ts';
import {
  getContactMessage,
  isContactMessageCursor,
  listContactMessages,
  putContactMessageUnlessOverLimit,
  setContactMessageHandled,
  type ContactMessageRecord,
} from '../db/contact-messages.ts';
import { utcDay } from '../db/daily-counts.ts';
import { withRetries } from '../db/retry.ts';
import { AppError, notFound } from '../errors.ts';
import { emailKey } from '../marketing/email-key.ts';

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

/**
 * PUT /contact-messages (public): at most CONTACT_MESSAGES_PER_SENDER_PER_DAY a UTC day from one
 * sender, counted by their e-mail identity so tagged variants are one sender
 * (docs/security.md#bounded-records); more are 429 and are not stored.
 */
export async function createContactMessage(body: ContactMessageBody, now = new Date()) {
  const messageId = newId();
  const createdAt = now.toISOString();
  const sender = {
    scope: 'contact-message' as const,
    subject: emailKey(body.email),
    day: utcDay(now),
    limit: CONTACT_MESSAGES_PER_SENDER_PER_DAY,
  };
  const record = { messageId, name: body.name, email: body.email, message: body.message, createdAt };
  const stored = await withRetries(() => putContactMessageUnlessOverLimit(record, sender), { attempts: 3, waitMs: 20 });
  if (!stored)
    throw new AppError(
      'too_many_messages',
      `We take at most ${CONTACT_MESSAGES_PER_SENDER_PER_DAY} messages a day from one address, and this one has sent them today. Please try again tomorrow.`,
    );
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
