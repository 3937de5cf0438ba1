import type { AddMarketingContactBody } from '#contracts/schemas/marketing.ts';
import { callApi } from '#web/lib/api/api-client.ts';

/** docs/calls.md#marketing-contact-call: PUT /add-marketing-contact, source "Create Account". A failure is only logged. */
export async function addMarketingContact(body: AddMarketingContactBody): Promise<void> {
  await callApi('addMarketingContact', { body, auth: 'none' }).catch((error: unknown) => {
    const status = (error as { status?: number }).status;
    console.error(`Add marketing contact responded with error code: ${status ?? 'network'}`, error);
  });
}
