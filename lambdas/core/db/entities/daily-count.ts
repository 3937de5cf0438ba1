import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// How many of one kind of thing (`scope`: contact messages, board uploads…)
// one subject (a sender's e-mail identity, a user) made on one UTC day.
// Counted in the same write as the thing itself, never past the day's limit,
// so a caller cannot grow a list without end (docs/security.md#bounded-records);
// it expires once its day is over (docs/security.md#bookkeeping-that-expires).
export const DailyCountEntity = new Entity({
  model: { service: 'copperline', entity: 'dailyCount', version: '1' },
  attributes: {
    scope: { type: 'string', required: true, readOnly: true },
    subject: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM-DD, UTC. */
    day: { type: 'string', required: true, readOnly: true },
    count: { type: 'number' },
    /** When DynamoDB may delete it (epoch seconds): set on every write, a day after its day ends (daily-counts.ts). */
    expiresAt: { type: 'number', field: t.timeToLiveAttribute },
  },
  indexes: {
    bySubjectDay: {
      pk: { field: t.partitionKey, composite: ['scope', 'subject', 'day'] },
      sk: { field: t.sortKey, composite: [] },
    },
  },
});
