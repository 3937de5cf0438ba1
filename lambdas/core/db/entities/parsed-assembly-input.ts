import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// An assembly file as read once (a BOM's rows, a placement file's placements,
// the board's components with their pads), gzipped JSON in base64, split over
// as many items as DynamoDB's 400 KB item limit needs; in the board's
// partition, keyed by the file's id (or `board`) and the part's number.
export const ParsedAssemblyInputEntity = new Entity({
  model: { service: 'copperline', entity: 'parsedAssemblyInput', version: '1' },
  attributes: {
    boardId: { type: 'string', required: true, readOnly: true },
    /** The assembly file's id, or `board` for the board upload. */
    input: { type: 'string', required: true, readOnly: true },
    part: { type: 'number', required: true, readOnly: true },
    /** How many parts the whole has (each part says so). */
    parts: { type: 'number', required: true },
    /** This part of the gzipped JSON, base64. */
    data: { type: 'string', required: true },
  },
  indexes: {
    byBoard: {
      pk: { field: t.partitionKey, composite: ['boardId'] },
      sk: { field: t.sortKey, composite: ['input', 'part'] },
    },
  },
});
