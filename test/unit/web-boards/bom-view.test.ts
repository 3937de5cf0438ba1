import { describe, expect, it } from 'vitest';
import type { BoardElementView, BomLineView, ElementPart } from '#contracts/schemas/assembly.ts';
import { DEFAULT_FOOTPRINT_CHECK, type PartCandidate } from '#contracts/schemas/bom.ts';
import { footprintCheckLabel, matchSummary, rolesByColumn, withColumnRole } from '../../../web/src/lib/bom-labels.ts';
import { nextBomUpdate, withBomUpdates } from '../../../web/src/features/boards/bom-updates.ts';
import { elementMarkers } from '../../../web/src/features/boards/element-markers.ts';

function element(overrides: Partial<BoardElementView> = {}): BoardElementView {
  return {
    id: 'e1',
    designator: 'R1',
    footprint: 'R_0402',
    value: '10k',
    side: 'top',
    x: 2,
    y: 3,
    rotation: 90,
    position_source: 'placement file',
    part_id: null,
    do_not_populate: false,
    is_consignment: false,
    placement_method: 'Machine surface mount',
    processing: 'Needs attention',
    bom_row: 2,
    footprint_check: DEFAULT_FOOTPRINT_CHECK,
    orientation: { confidence: 'high', score: 0.95, pin1: null, reasons: [] },
    part: null,
    overridden: [],
    message: 'No part is selected but the part is populated. Either uncheck the populate checkbox or select a part',
    ...overrides,
  };
}

const part: ElementPart = {
  id: 'p1',
  supplier_code: 'C25744',
  mpn: '0402WGF1002TCE',
  manufacturer: 'UNI-ROYAL',
  description: '',
  package: '0402',
  stock: 10,
  moq: 1,
  price_breaks: [],
  library_type: 'basic',
  source: 'JLCPCB/LCSC catalogue',
};
const candidate = (rank: number, kind: PartCandidate['kind']): PartCandidate => ({
  part_id: `p${rank}`,
  supplier_code: `C${rank}`,
  mpn: `M${rank}`,
  manufacturer: 'X',
  package: '0402',
  stock: 5,
  library_type: 'basic',
  rank,
  kind,
  score: 90 - rank,
  reasons: [`reason ${rank}`],
});

function line(match: Partial<BomLineView['match']>): BomLineView {
  return {
    row: 2,
    designators: ['R1'],
    quantity: 1,
    value: '10k',
    mpn: '',
    manufacturer: '',
    supplier_codes: { lcsc: null, digikey: null, mouser: null },
    footprint: '',
    description: '',
    do_not_populate: false,
    match: { status: 'unmatched', part_id: null, candidates: [], wanted: [], reason: null, ...match },
  };
}

describe('unsaved row changes shown in the table', () => {
  it('overlays the changes in order, marks the rows Updating and shows the picked part', () => {
    const rows = [element(), element({ id: 'e2', designator: 'R2' })];
    const shown = withBomUpdates(rows, [
      { elementId: 'e1', change: { part_id: 'p1' }, part },
      { elementId: 'e1', change: { is_consignment: true } },
    ]);
    expect(shown[0]).toMatchObject({ part_id: 'p1', part, is_consignment: true, processing: 'Updating' });
    expect(shown[1]).toBe(rows[1]);
  });

  it('keeps the saved part when the change is not about the part, and shows none for a removed one', () => {
    const withPart = element({ part_id: 'p1', part });
    expect(withBomUpdates([withPart], [{ elementId: 'e1', change: { do_not_populate: true } }])[0]).toMatchObject({
      part,
      do_not_populate: true,
    });
    expect(withBomUpdates([withPart], [{ elementId: 'e1', change: { part_id: null }, part: null }])[0]).toMatchObject({
      part: null,
      part_id: null,
    });
  });

  it('sends the changes one after the other', () => {
    const updates = [
      { elementId: 'e1', change: { do_not_populate: true } },
      { elementId: 'e2', change: { do_not_populate: false } },
    ];
    expect(nextBomUpdate(updates, 0)).toBe(updates[0]);
    expect(nextBomUpdate(updates, 1)).toBe(updates[1]);
    expect(nextBomUpdate(updates, 2)).toBeNull();
  });
});

describe('how a row got its part', () => {
  it('names the customer’s choice first', () => {
    expect(matchSummary(element({ part_id: 'p1', overridden: ['part_id'] }), line({ status: 'matched' })).text).toBe('Chosen by you');
    expect(matchSummary(element({ overridden: ['part_id'] }), undefined).text).toBe('Part removed by you');
  });

  it('gives the matched candidate’s kind, rank and reasons', () => {
    const summary = matchSummary(
      element({ part_id: 'p1' }),
      line({ status: 'matched', part_id: 'p1', candidates: [candidate(1, 'exact_supplier_code'), candidate(2, 'parameters')] }),
    );
    expect(summary).toEqual({ tone: 'good', text: 'Matched by the LCSC code · rank 1 of 2', reasons: ['reason 1'] });
  });

  it('asks for a choice, or says why nothing matched, or that the BOM does not list it', () => {
    expect(matchSummary(element(), line({ status: 'needs choice', candidates: [candidate(1, 'parameters')] })).text).toBe(
      '1 candidate: choose one',
    );
    expect(matchSummary(element(), line({ status: 'unmatched', reason: 'no 30kΩ part in package 0402' }))).toEqual({
      tone: 'none',
      text: 'No match in the catalogue',
      reasons: ['no 30kΩ part in package 0402'],
    });
    expect(matchSummary(element({ bom_row: null, do_not_populate: true }), undefined).text).toBe('Not in the BOM: left unpopulated');
  });

  it('labels the footprint check with its score against the threshold when it ran', () => {
    expect(footprintCheckLabel(DEFAULT_FOOTPRINT_CHECK)).toBe('Should check');
    expect(footprintCheckLabel({ state: 'Passed', match_score: 0.9, match_threshold: 0.75, reasons: [] })).toBe('Passed 0.90 (needs 0.75)');
  });
});

describe('the column-mapping step', () => {
  it('gives a role to one column only, and a column one role only', () => {
    const mapping = { header_row: 0, columns: { designator: 0, value: 1 } };
    expect(withColumnRole(mapping, 2, 'designator')).toEqual({ header_row: 0, columns: { designator: 2, value: 1 } });
    expect(withColumnRole(mapping, 1, 'mpn')).toEqual({ header_row: 0, columns: { designator: 0, mpn: 1 } });
    expect(withColumnRole(mapping, 0, null)).toEqual({ header_row: 0, columns: { value: 1 } });
    expect([...rolesByColumn(mapping)]).toEqual([
      [0, 'designator'],
      [1, 'value'],
    ]);
  });
});

describe('part markers on the render', () => {
  it('draws placed, populated parts of the side at (x·k, −y·k) with a tick along the rotation', () => {
    const rows = [
      element({ orientation: { confidence: 'medium', score: 0.7, pin1: { x: 2.5, y: 3 }, reasons: [] } }),
      element({ id: 'e2', side: 'bottom' }),
      element({ id: 'e3', x: null, y: null }),
      element({ id: 'e4', do_not_populate: true }),
    ];
    const [marker, ...rest] = elementMarkers(rows, 'top', 1000);
    expect(rest).toEqual([]);
    expect(marker).toMatchObject({
      id: 'e1',
      cx: 2000,
      cy: -3000,
      pin1: { x: 2500, y: -3000 },
      confidence: 'medium',
      needsAttention: true,
    });
    // 90° counter-clockwise points up the board: −y on screen.
    expect(marker!.dx).toBeCloseTo(0);
    expect(marker!.dy).toBeCloseTo(-1);
    expect(elementMarkers(rows, 'bottom', 1000).map((m) => m.id)).toEqual(['e2']);
  });
});
