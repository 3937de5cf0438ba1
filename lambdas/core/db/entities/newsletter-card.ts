import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// A payment card (the processor's fingerprint of its number) that paid for an
// order with a newsletter coupon. Created in that order's transaction and
// conditional on not existing, so a card gets the newsletter coupon once
// whichever account and address it pays for; a cancel of that order deletes
// it again (docs/security.md#newsletter-coupon).
export const NewsletterCardEntity = new Entity({
  model: { service: 'copperline', entity: 'newsletterCard', version: '1' },
  attributes: {
    fingerprint: { type: 'string', required: true, readOnly: true },
    code: { type: 'string', required: true, readOnly: true },
    orderId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byFingerprint: {
      pk: { field: t.partitionKey, composite: ['fingerprint'] },
      sk: { field: t.sortKey, composite: [] },
    },
  },
});
