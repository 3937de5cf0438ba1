import type { ContactMessageBody } from '#contracts/schemas/contact.ts';
import { callApi } from '#web/lib/api/api-client.ts';

/** The public contact form's message; anyone may send one, signed in or not. */
export async function sendContactMessage(body: ContactMessageBody): Promise<void> {
  await callApi('createContactMessage', { body, auth: 'none' });
}
