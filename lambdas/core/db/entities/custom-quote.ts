import { CustomAttributeType, Entity } from 'electrodb';
import type { PartConfirmations } from '#contracts/schemas/stored-custom-quote.ts';
import { tableDefinition as t } from '../table-definition.ts';

// A customer's request that the shop price a board's manual-entry parts, and
// what its engineers confirmed for each (docs/states.md#custom-quotes quote statuses Awaiting /
// Received custom quote). It sits in the board's partition; the engineers'
// queue (/internal/boards) lists every request, newest first.
export const CustomQuoteEntity = new Entity({
  model: { service: 'copperline', entity: 'customQuote', version: '1' },
  attributes: {
    boardId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    fileName: { type: 'string', required: true, readOnly: true },
    requestedAt: { type: 'string', required: true, readOnly: true },
    requestedBy: { type: 'string', required: true, readOnly: true },
    /** PartConfirmation by part id: unit price (micro-dollars), stock, who and when. */
    confirmations: { type: CustomAttributeType<PartConfirmations>('any'), required: true, default: () => ({}) },
    /** Grows with every confirmation; a confirmation names the one it started from. */
    version: { type: 'number', required: true, default: 0 },
    updatedAt: { type: 'string', watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byBoard: {
      pk: { field: t.partitionKey, composite: ['boardId'] },
      sk: { field: t.sortKey, composite: [] },
    },
    // The engineers' queue: a few requests a day, newest first.
    byRequested: {
      index: 'gsi1',
      pk: { field: t.globalIndexes.gsi1.partitionKey, composite: [] },
      sk: { field: t.globalIndexes.gsi1.sortKey, composite: ['requestedAt'] },
    },
  },
});
