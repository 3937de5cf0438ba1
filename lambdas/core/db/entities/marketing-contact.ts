import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// A newsletter / beta / account-creation contact, keyed by the e-mail
// identity (marketing/email-key.ts), so the same mailbox in another letter
// case or with a tag is the same contact. `email` is the address as first
// typed: the coupon goes there.
export const MarketingContactEntity = new Entity({
  model: { service: 'copperline', entity: 'marketingContact', version: '1' },
  attributes: {
    emailKey: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true },
    firstName: { type: 'string', default: '' },
    lastName: { type: 'string', default: '' },
    // At most MARKETING_CONTACT_LIMITS of each (contracts/schemas/marketing.ts).
    sources: { type: 'set', items: 'string' },
    // The waitlist (docs/staff-tools.md#user-waitlist): " first last" in lower
    // case, so a search matches a first- or last-name prefix; the pages the
    // sign-up forms were on; invitations; when an account was created.
    nameKey: { type: 'string' },
    pages: { type: 'set', items: 'string' },
    invitedAt: { type: 'string' },
    invitedBy: { type: 'string' },
    inviteCount: { type: 'number' },
    joinedAt: { type: 'string' },
    /** When the newsletter coupon's e-mail went out; absent while it has not (a repeat sign-up sends it again). */
    couponSentAt: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byEmail: {
      pk: { field: t.partitionKey, composite: ['emailKey'] },
      sk: { field: t.sortKey, composite: [] },
    },
    byCreated: {
      index: 'gsi1',
      pk: { field: t.globalIndexes.gsi1.partitionKey, composite: [] },
      sk: { field: t.globalIndexes.gsi1.sortKey, composite: ['createdAt'] },
    },
  },
});
