import { db } from './service.ts';

export type NewContact = { emailKey: string; email: string; firstName: string; lastName: string; source: string };

/** Adds the contact; returns false (and records the source) when the address was already known. */
export async function addContactOnce(c: NewContact): Promise<boolean> {
  const contacts = db().entities.marketingContact;
  try {
    await contacts
      .create({ emailKey: c.emailKey, email: c.email, firstName: c.firstName, lastName: c.lastName, sources: [c.source], createdAt: new Date().toISOString() })
      .go();
    return true;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    await contacts.update({ emailKey: c.emailKey }).add({ sources: [c.source] }).go();
    return false;
  }
}

export async function getContact(emailKey: string) {
  const { data } = await db().entities.marketingContact.get({ emailKey }).go();
  return data;
}

function isConditionalFailure(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? '') + String(error);
  return text.includes('ConditionalCheckFailed');
}
