import type { PartSource } from '#contracts/parts.ts';
import type { Quote } from '#contracts/schemas/quote.ts';

// "Populate row rule" (docs/validation.md#populate-row-rule), checked in this order:
// 1. do_not_populate → no error;
// 2. else no part selected → NO_PART_SELECTED;
// 3. else consignment → no error;
// 4. else a quoted part covers the row with null price_info and a part
//    selection exists → CUSTOM_PART_NEEDS_ENGINEER for a manually entered
//    part, otherwise INSUFFICIENT_INVENTORY.

export const NO_PART_SELECTED = 'No part is selected but the part is populated. Either uncheck the populate checkbox or select a part';
export const CUSTOM_PART_NEEDS_ENGINEER = 'This custom part requires an engineer of the company to confirm inventory and pricing info';
export const INSUFFICIENT_INVENTORY = 'Selected part has insufficient inventory for board quantity';
/** After the part's name in a quote line (docs/parts.md#discontinued-parts). */
export const DISCONTINUED_PART = 'is discontinued by its supplier: choose another part';

export interface PopulateRow {
  id: string;
  part_id: string | null;
  do_not_populate: boolean;
  is_consignment: boolean;
}

/** The populate row's error message, or null when it has none. `partSource` is the selected part's source, when known. */
export function populateRowError(
  row: PopulateRow,
  quote: Pick<Quote, 'quoted_parts'> | null,
  partSource: PartSource | null,
): string | null {
  if (row.do_not_populate) return null;
  if (row.part_id === null) return NO_PART_SELECTED;
  if (row.is_consignment) return null;
  const unpriced = quote?.quoted_parts.find((quoted) => quoted.price_info === null && quoted.element_ids.includes(row.id));
  if (unpriced?.unpriced_reason === 'discontinued') return `Selected part ${DISCONTINUED_PART}`;
  if (unpriced) return partSource === 'Manual entry' ? CUSTOM_PART_NEEDS_ENGINEER : INSUFFICIENT_INVENTORY;
  return null;
}
