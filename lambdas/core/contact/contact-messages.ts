import { newId } from '#contracts/ids.ts';
import type { ContactMessage, ContactMessageBody } from '#contracts/schemas/contact.ts';
import type { Identity } from '../actor.ts';
import {
  getContactMessage,
  listContactMessages,
  putContactMessage,
  setContactMessageHandled,
  type ContactMessageRecord,
} from '../db/contact-messages.ts';
import { notFound } from '../errors.ts';

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

export async function listMessagesForStaff() {
  return { messages: (await listContactMessages()).map(toContactMessage) };
}

export async function markContactMessage(staff: Identity, messageId: string, handled: boolean): Promise<ContactMessage> {
  if (!(await getContactMessage(messageId))) throw notFound('Message');
  const record = await setContactMessageHandled(messageId, handled ? { at: new Date().toISOString(), by: staff.email } : null);
  return toContactMessage(record);
}
