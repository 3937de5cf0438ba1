import { CustomAttributeType, Entity } from 'electrodb';
import type { StoredBomFields } from '#contracts/schemas/stored-assembly.ts';
import { tableDefinition as t } from '../table-definition.ts';

// A board's bill of materials and placement files: where the uploaded files
// are (S3 keys under assembly/<boardId>/), how the BOM's columns were read,
// and what did not line up. It sits in the board's partition, beside the
// board and its BOM lines and elements. Structured fields are stored as
// given and parsed on read (contracts/schemas/stored-assembly.ts).
export const BoardBomEntity = new Entity({
  model: { service: 'copperline', entity: 'boardBom', version: '1' },
  attributes: {
    boardId: { type: 'string', required: true, readOnly: true },
    /** The BOM file (null fields until one is uploaded: a Gerber board may have placement files first). */
    bomFile: { type: CustomAttributeType<StoredBomFields['bomFile']>('any') },
    /** DetectedMapping of the reader. */
    detected: { type: CustomAttributeType<StoredBomFields['detected']>('any') },
    /** The ColumnMapping the customer confirmed, or null to read with the detected one. */
    confirmedMapping: { type: CustomAttributeType<StoredBomFields['confirmedMapping']>('any') },
    /** The first rows of the file, for the column-mapping step. */
    preview: { type: CustomAttributeType<StoredBomFields['preview']>('any') },
    skipped: { type: CustomAttributeType<StoredBomFields['skipped']>('any') },
    /** Placement files: id, name, S3 key, format, date written, count. */
    placementFiles: { type: CustomAttributeType<StoredBomFields['placementFiles']>('any') },
    mismatches: { type: CustomAttributeType<StoredBomFields['mismatches']>('any') },
    updatedAt: { type: 'string', watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byBoard: {
      pk: { field: t.partitionKey, composite: ['boardId'] },
      sk: { field: t.sortKey, composite: [] },
    },
  },
});
