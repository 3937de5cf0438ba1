import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// The audit trail of stock: one immutable item per change (who, when, delta,
// reason), written in the same transaction as the stock it changes, so the
// sum of a part's movements always explains its stock.
export const InventoryMovementEntity = new Entity({
  model: { service: 'copperline', entity: 'inventoryMovement', version: '1' },
  attributes: {
    partId: { type: 'string', required: true, readOnly: true },
    movementId: { type: 'string', required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
    delta: { type: 'number', required: true, readOnly: true },
    reason: { type: 'string', required: true, readOnly: true },
    /** The product user id (or sub) of whoever made the change; 'import' for catalogue imports. */
    actor: { type: 'string', required: true, readOnly: true },
    /** Set when the change was to a bin rather than to the part's own stock. */
    binId: { type: 'string', readOnly: true },
    /** Stock (or bin quantity) after the change. */
    after: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byPart: {
      pk: { field: t.partitionKey, composite: ['partId'] },
      sk: { field: t.sortKey, composite: ['at', 'movementId'] },
    },
  },
});
