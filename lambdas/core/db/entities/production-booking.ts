import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// Boards booked to ship on one day at one lead time (production capacity).
// Each order adds its boards in its transaction, conditional on staying
// within the lead time's boards per day, so capacity is never oversold.
export const ProductionBookingEntity = new Entity({
  model: { service: 'copperline', entity: 'productionBooking', version: '1' },
  attributes: {
    leadTimeId: { type: 'string', required: true, readOnly: true },
    shipDate: { type: 'string', required: true, readOnly: true },
    booked: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byDay: {
      pk: { field: t.partitionKey, composite: ['leadTimeId', 'shipDate'] },
      sk: { field: t.sortKey, composite: [] },
    },
  },
});
