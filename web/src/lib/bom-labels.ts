import type { BoardElementView, BomLineView } from '#contracts/schemas/assembly.ts';
import type { BomColumnRole, ColumnMapping, FootprintCheck, MatchKind } from '#contracts/schemas/bom.ts';
import type { BomState } from '#contracts/schemas/boards.ts';

// Words the bill-of-materials section shows for the server's values, and the
// column-mapping step's editing of a mapping. Pure.

export const BOM_STATE_LABELS: Record<BomState, string> = {
  NONE: 'No bill of materials yet',
  CHECKING: 'Checking',
  NEEDS_ATTENTION: 'Needs attention',
  COMPLETE: 'Complete',
};

const KIND_LABELS: Record<MatchKind, string> = {
  exact_supplier_code: 'the LCSC code',
  exact_mpn: 'the MPN',
  supplier_code_mpn: 'the MPN in the distributor code',
  value_text_mpn: 'the MPN in the value',
  parameters: 'value and package',
  mpn_prefix: 'the start of the MPN',
  text_search: 'a text search',
};

export const ROLE_LABELS: Record<BomColumnRole, string> = {
  designator: 'Designators',
  quantity: 'Quantity',
  value: 'Value',
  mpn: 'MPN',
  manufacturer: 'Manufacturer',
  lcsc: 'LCSC code',
  digikey: 'Digi-Key code',
  mouser: 'Mouser code',
  footprint: 'Footprint / package',
  dnp: 'Do not populate',
  description: 'Description',
};

export type MatchSummary = { tone: 'good' | 'choose' | 'none'; text: string; reasons: string[] };

/** How the row got its part (or why it has none), with the match's rank and reasons. */
export function matchSummary(element: BoardElementView, line: BomLineView | undefined): MatchSummary {
  if (element.overridden.includes('part_id')) {
    return element.part_id
      ? { tone: 'good', text: 'Chosen by you', reasons: [] }
      : { tone: 'none', text: 'Part removed by you', reasons: [] };
  }
  if (!line) return { tone: 'none', text: element.do_not_populate ? 'Not in the BOM: left unpopulated' : 'Not in the BOM', reasons: [] };
  const { match } = line;
  const count = match.candidates.length;
  switch (match.status) {
    case 'matched': {
      const chosen = match.candidates.find((c) => c.part_id === match.part_id) ?? match.candidates[0];
      return chosen
        ? { tone: 'good', text: `Matched by ${KIND_LABELS[chosen.kind]} · rank ${chosen.rank} of ${count}`, reasons: chosen.reasons }
        : { tone: 'good', text: 'Matched', reasons: [] };
    }
    case 'needs choice':
      return {
        tone: 'choose',
        text: `${count} candidate${count === 1 ? '' : 's'}: choose one`,
        reasons: match.reason ? [match.reason] : [],
      };
    case 'unmatched':
      return { tone: 'none', text: 'No match in the catalogue', reasons: match.reason ? [match.reason] : [] };
    case 'not populated':
      return { tone: 'none', text: 'Not populated in the BOM', reasons: [] };
  }
}

/** "Passed 0.92 (needs 0.75)", or the state alone when nothing was measured. */
export function footprintCheckLabel(check: FootprintCheck): string {
  if (check.match_score === null || check.match_threshold === null) return check.state;
  return `${check.state} ${check.match_score.toFixed(2)} (needs ${check.match_threshold.toFixed(2)})`;
}

/** The role each column plays under a mapping. */
export function rolesByColumn(mapping: ColumnMapping): Map<number, BomColumnRole> {
  const roles = new Map<number, BomColumnRole>();
  for (const [role, column] of Object.entries(mapping.columns) as [BomColumnRole, number][]) roles.set(column, role);
  return roles;
}

/** The mapping with `column` given `role` (or none): a role sits on one column, a column plays one role. */
export function withColumnRole(mapping: ColumnMapping, column: number, role: BomColumnRole | null): ColumnMapping {
  const columns: ColumnMapping['columns'] = {};
  for (const [r, c] of Object.entries(mapping.columns) as [BomColumnRole, number][]) if (c !== column && r !== role) columns[r] = c;
  if (role) columns[role] = column;
  return { header_row: mapping.header_row, columns };
}
