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

export function toContactMessage(r: ContactMessageRecord): ContactMessage {
  return {
    message_id: r.messageId,
    name: r.name,
    email: r.email,
    message: r.message,
    created_at: r.createdAt,
    handled: Boolean(r.handledAt),
    handled_at: r.handledAt ?? null,
    handled_by: r.handledBy ?? null,
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
