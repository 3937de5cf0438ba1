import { CustomAttributeType, Entity } from 'electrodb';
import type { StoredLine } from '#contracts/schemas/stored-assembly.ts';
import { tableDefinition as t } from '../table-definition.ts';

// One line of a board's BOM (designators expanded) with what matching made of
// it: the chosen part, the ranked candidates and their reasons. One item per
// line keeps each well under DynamoDB's item limit, however long the BOM.
export const BomLineEntity = new Entity({
  model: { service: 'copperline', entity: 'bomLine', version: '1' },
  attributes: {
    boardId: { type: 'string', required: true, readOnly: true },
    /** 1-based row in the file. */
    row: { type: 'number', required: true, readOnly: true },
    /** BomLine (contracts/schemas/bom.ts). */
    line: { type: CustomAttributeType<StoredLine['line']>('any'), required: true },
    /** LineMatch without row and designators. */
    match: { type: CustomAttributeType<StoredLine['match']>('any'), required: true },
  },
  indexes: {
    byBoard: {
      pk: { field: t.partitionKey, composite: ['boardId'] },
      sk: { field: t.sortKey, composite: ['row'] },
    },
  },
});
