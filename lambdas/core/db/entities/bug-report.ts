import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// A bug a staff member reported on /internal/report-a-bug; staff move its
// state (bug-reports/bug-transitions.ts), each move on the version they saw.
export const BugReportEntity = new Entity({
  model: { service: 'copperline', entity: 'bugReport', version: '1' },
  attributes: {
    bugId: { type: 'string', required: true, readOnly: true },
    whatHappened: { type: 'string', required: true, readOnly: true },
    steps: { type: 'string', default: '', readOnly: true },
    page: { type: 'string', default: '', readOnly: true },
    severity: { type: 'string', required: true, readOnly: true },
    /** Key of the screenshot under bug-screenshots/ in the uploads bucket. */
    screenshotKey: { type: 'string', readOnly: true },
    reportedBy: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    state: { type: 'string', required: true },
    /** Grows with each move; a move names the version it saw. */
    version: { type: 'number', required: true },
    /** Every move: from, to, who, when. */
    history: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          from: { type: 'string', required: true },
          to: { type: 'string', required: true },
          by: { type: 'string', required: true },
          at: { type: 'string', required: true },
        },
      },
    },
  },
  indexes: {
    byId: {
      pk: { field: t.partitionKey, composite: ['bugId'] },
      sk: { field: t.sortKey, composite: [] },
    },
    byCreated: {
      index: 'gsi1',
      pk: { field: t.globalIndexes.gsi1.partitionKey, composite: [] },
      sk: { field: t.globalIndexes.gsi1.sortKey, composite: ['createdAt', 'bugId'] },
    },
  },
});
