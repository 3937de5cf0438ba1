import { CustomAttributeType, Entity } from 'electrodb';
import type { StoredElement } from '#contracts/schemas/stored-assembly.ts';
import { tableDefinition as t } from '../table-definition.ts';

// A populate row ("Board element" (docs/data-model.md#board-element-populate-row)): one per designator, with its
// part, do-not-populate and consignment flags, placement method, footprint
// check record, orientation confidence and processing state. `overrides`
// holds what the customer set, which survives a recomputation; `pads` are
// the board footprint's pads, so a new part choice is checked without
// reading the board again. Ids stay with their designator across BOM uploads.
export const BoardElementEntity = new Entity({
  model: { service: 'copperline', entity: 'boardElement', version: '1' },
  attributes: {
    boardId: { type: 'string', required: true, readOnly: true },
    elementId: { type: 'string', required: true, readOnly: true },
    designator: { type: 'string', required: true },
    /** BoardElement (contracts/schemas/bom.ts) without its id. */
    element: { type: CustomAttributeType<StoredElement['element']>('any'), required: true },
    /** ElementOverrides: part_id / do_not_populate / is_consignment the customer set. */
    overrides: { type: CustomAttributeType<StoredElement['overrides']>('any') },
    pads: { type: CustomAttributeType<StoredElement['pads']>('any') },
  },
  indexes: {
    byBoard: {
      pk: { field: t.partitionKey, composite: ['boardId'] },
      sk: { field: t.sortKey, composite: ['elementId'] },
    },
  },
});
