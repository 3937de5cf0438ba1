import { describe, expect, it } from 'vitest';
import type { Part } from '#contracts/parts.ts';
import { REVISION_DIFF_MAX_LISTED } from '#contracts/schemas/revision-diff.ts';
import type { PartStanding } from '#contracts/schemas/revision-carry-over.ts';
import { diffBomRows, diffPartStandings } from '#lambdas/core/boards/revision-bom-diff.ts';

// The BOM section of a revision's diff: rows by designator, and the parts whose
// stock or prices moved (docs/revisions.md#the-bom).

const row = (designator: string, partId: string | null, dnp = false, consigned = false) => ({
  designator,
  element: { part_id: partId, do_not_populate: dnp, is_consignment: consigned },
});
const mpnOf = (id: string) => (id === 'gone' ? null : `MPN-${id}`);

describe('diffBomRows', () => {
  it('lists the designators on both revisions whose part, populate or consigned choice differs', () => {
    const before = [row('R1', 'a'), row('R2', 'a'), row('R3', 'b'), row('R4', 'b'), row('R9', 'a')];
    const after = [row('R1', 'a'), row('R2', 'c'), row('R3', 'b', true), row('R4', null, false, true), row('R10', 'a')];
    const diff = diffBomRows(before, after, mpnOf);
    expect(diff.total).toBe(3);
    expect(diff.listed).toEqual([
      {
        designator: 'R2',
        changes: ['part'],
        before: { part_id: 'a', mpn: 'MPN-a', do_not_populate: false, is_consignment: false },
        after: { part_id: 'c', mpn: 'MPN-c', do_not_populate: false, is_consignment: false },
      },
      expect.objectContaining({ designator: 'R3', changes: ['populate'] }),
      expect.objectContaining({ designator: 'R4', changes: ['part', 'consigned'], after: expect.objectContaining({ mpn: null }) }),
    ]);
  });

  it('caps the list and counts the rest', () => {
    const count = REVISION_DIFF_MAX_LISTED * 3;
    const before = Array.from({ length: count }, (_, i) => row(`C${i}`, 'a'));
    const after = Array.from({ length: count }, (_, i) => row(`C${i}`, 'b'));
    const diff = diffBomRows(before, after, mpnOf);
    expect(diff.listed).toHaveLength(REVISION_DIFF_MAX_LISTED);
    expect(diff.total).toBe(count);
  });
});

describe('diffPartStandings', () => {
  const standing = (id: string, stock: number, price: number): PartStanding => ({
    part_id: id,
    mpn: `MPN-${id}`,
    stock,
    price_breaks: [{ min_qty: 1, unit_price_micros: price }],
  });
  const now = (id: string, stock: number, price: number): [string, Pick<Part, 'stock' | 'price_breaks'>] => [
    id,
    { stock, price_breaks: [{ min_qty: 1, unit_price_micros: price }] },
  ];

  it('names the parts whose stock or prices changed, and those the catalogue lost', () => {
    const standings = [
      standing('same', 10, 5),
      standing('stock', 10, 5),
      standing('price', 10, 5),
      standing('both', 10, 5),
      standing('lost', 1, 1),
    ];
    const parts = new Map([now('same', 10, 5), now('stock', 2, 5), now('price', 10, 7), now('both', 0, 9)]);
    const diff = diffPartStandings(standings, parts);
    expect(diff.listed.map((c) => [c.part_id, c.changes])).toEqual([
      ['stock', ['stock']],
      ['price', ['price']],
      ['both', ['stock', 'price']],
      ['lost', ['gone']],
    ]);
    expect(diff.listed[0]).toMatchObject({ stock_before: 10, stock_after: 2 });
    expect(diff.listed[3]).toMatchObject({ stock_after: null, price_breaks_after: null });
  });
});
