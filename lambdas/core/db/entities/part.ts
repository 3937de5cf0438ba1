import { Entity } from 'electrodb';
import { LIBRARY_TYPES, MANUAL_ENTRY, PART_SOURCES } from '#contracts/parts.ts';
import { tableDefinition as t } from '../table-definition.ts';

// A catalogue part (contracts/parts.ts `Part`), stored with the contract's own
// field names. Catalogue parts have ids derived from the supplier code, so a
// re-import overwrites the same item (keeping its labels); manually entered
// parts have random ids and a re-import never touches them. `stock` changes
// only through db/inventory.ts (conditional, with a movement), a catalogue
// re-import or the stock-and-prices feed (db/stock-feed-writes.ts).
export const PartEntity = new Entity({
  model: { service: 'copperline', entity: 'part', version: '1' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    supplier_code: { type: 'string', required: true },
    mpn: { type: 'string', default: '' },
    manufacturer: { type: 'string', default: '' },
    category_id: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    package: { type: 'string', default: '' },
    datasheet: { type: 'string', default: '' },
    stock: { type: 'number', required: true },
    moq: { type: 'number', default: 1 },
    /** PriceBreak[] as JSON: small, always read whole, never queried (and a third cheaper to write than nested maps). */
    price_breaks_json: { type: 'string', default: '[]' },
    library_type: { type: LIBRARY_TYPES, required: true },
    /** Record<parameter id, ParameterValue> as JSON, for the same reasons. */
    parameters_json: { type: 'string', default: '{}' },
    value_text: { type: 'string', default: '' },
    /** LabeledCharacter[] as JSON ('' until labelled), compared whole by the conditional label save. */
    labeled_value_text: { type: 'string', default: '' },
    labeled: { type: 'boolean', default: false },
    /** Order ids holding some of `stock` right now (checkout reservations, db/stock-reservations.ts); empty at rest. */
    heldBy: { type: 'set', items: 'string' },
    source: { type: PART_SOURCES, required: true },
    /** Set when the stock-and-prices feed of its source stopped listing it (docs/parts.md#discontinued-parts); absent otherwise. */
    discontinued: { type: 'boolean' },
    /** When a manually entered part was created; absent on catalogue parts. The manual-entry index's sort key. */
    entered_at: { type: 'string', readOnly: true },
    updatedAt: { type: 'string', watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byId: {
      pk: { field: t.partitionKey, composite: ['id'] },
      sk: { field: t.sortKey, composite: [] },
    },
    byCategory: {
      index: 'gsi1',
      pk: { field: t.globalIndexes.gsi1.partitionKey, composite: ['category_id'] },
      sk: { field: t.globalIndexes.gsi1.sortKey, composite: ['supplier_code'] },
    },
    /**
     * Sparse: only manually entered parts (a few hundred at most) get these
     * keys, so catalogue parts never crowd one partition. ElectroDB asks the
     * condition only when a key attribute is written, and `entered_at` is
     * written once, at creation: later patches leave the keys alone.
     */
    manualEntry: {
      index: 'gsi2',
      condition: (attributes) => attributes.source === MANUAL_ENTRY && typeof attributes.entered_at === 'string',
      pk: { field: t.globalIndexes.gsi2.partitionKey, composite: [] },
      sk: { field: t.globalIndexes.gsi2.sortKey, composite: ['entered_at'] },
    },
  },
});
