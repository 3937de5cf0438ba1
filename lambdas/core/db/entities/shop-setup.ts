import { CustomAttributeType, Entity } from 'electrodb';
import type { CompanyDetails, ShopSetupItem } from '#contracts/schemas/shop-setup.ts';
import { tableDefinition as t } from '../table-definition.ts';

// The one shop-setup item: the checklist's confirmations, the company details
// (absent: the built-in ones) and when the shop was opened (absent: not open).
// Every change is a put conditional on the version read. This file holds the
// stored shape; lambdas/core/db/shop-setup.ts, of the same name, its reads and writes.
/** Who confirmed an item of the checklist, when, and which value (its fingerprint). */
export type ShopSetupConfirmation = { fingerprint: string; by: string; at: string };

export const ShopSetupEntity = new Entity({
  model: { service: 'copperline', entity: 'shopSetup', version: '1' },
  attributes: {
    setupId: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true },
    confirmations: { type: CustomAttributeType<Partial<Record<ShopSetupItem, ShopSetupConfirmation>>>('any'), required: true },
    company: { type: CustomAttributeType<CompanyDetails>('any') },
    openedAt: { type: 'string' },
    openedBy: { type: 'string' },
  },
  indexes: {
    byId: {
      pk: { field: t.partitionKey, composite: ['setupId'] },
      sk: { field: t.sortKey, composite: [] },
    },
  },
});
