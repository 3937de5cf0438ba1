import type { AddMarketingContactBody } from '../../../contracts/schemas/marketing.ts';
import { addContactOnce } from '../db/marketing-contacts.ts';

/** One key per address, whatever its letter case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export async function addMarketingContact(body: AddMarketingContactBody) {
  const firstTime = await addContactOnce({
    emailKey: emailKey(body.email),
    email: body.email.trim(),
    firstName: body.first_name,
    lastName: body.last_name,
    source: body.source,
  });
  return { email: body.email.trim(), first_time: firstTime };
}
