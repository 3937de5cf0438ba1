import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Finding } from '#contracts/board-report.ts';
import { BoundedWorst } from '#lambdas/cad/drc/bounded-worst.ts';
import { KeptFindings } from '#lambdas/cad/drc/kept-findings.ts';

interface Item {
  id: number;
  rank: number;
  place: number;
}

/** What the checks did before: sort everything (stable), keep the first of each place, slice. */
function sortThenSlice(items: Item[], capacity: number, byPlace: boolean): Item[] {
  const sorted = items.slice().sort((a, b) => a.rank - b.rank);
  const seen = new Set<number>();
  const firsts = byPlace ? sorted.filter((i) => !seen.has(i.place) && seen.add(i.place)) : sorted;
  return firsts.slice(0, capacity);
}

function kept(items: Item[], capacity: number, byPlace: boolean): BoundedWorst<Item> {
  const worst = new BoundedWorst<Item>(capacity, byPlace ? (i) => String(i.place) : undefined);
  for (const item of items) worst.offer(item, item.rank);
  return worst;
}

// Few distinct ranks and places, so ties and repeats at one place are common.
const items = fc
  .array(fc.record({ rank: fc.integer({ min: -20, max: 20 }), place: fc.integer({ min: 0, max: 30 }) }), { maxLength: 400 })
  .map((list) => list.map((x, id) => ({ ...x, id })));

describe('BoundedWorst keeps what sort-then-slice of everything would', () => {
  it('the worst 50 of random inputs, in order, ties first-come', () => {
    fc.assert(
      fc.property(items, (list) => {
        const worst = kept(list, 50, false);
        expect(worst.items()).toEqual(sortThenSlice(list, 50, false));
        expect(worst.offered).toBe(list.length);
      }),
      { seed: 17, numRuns: 300 },
    );
  });

  it('one per place: the worst of each place, then the worst 50 places', () => {
    fc.assert(
      fc.property(items, fc.integer({ min: 1, max: 50 }), (list, capacity) => {
        expect(kept(list, capacity, true).items()).toEqual(sortThenSlice(list, capacity, true));
      }),
      { seed: 17, numRuns: 300 },
    );
  });

  it('100,000 real-valued ranks arriving best last: the 50 smallest', () => {
    let state = 12345;
    const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const list = Array.from({ length: 100_000 }, (_, id) => ({ id, rank: 1 - id / 100_000 + random() * 0.01, place: id % 997 }));
    expect(kept(list, 50, false).items()).toEqual(sortThenSlice(list, 50, false));
    expect(kept(list, 50, true).items()).toEqual(sortThenSlice(list, 50, true));
  });

  it('a NaN rank is the least bad, not lost in the order', () => {
    const worst = new BoundedWorst<string>(2);
    worst.offer('nan', NaN);
    worst.offer('one', 1);
    worst.offer('two', 2);
    expect(worst.items()).toEqual(['one', 'two']);
    expect(worst.offered).toBe(3);
  });

  it('refuses a capacity below one', () => {
    expect(() => new BoundedWorst<number>(0)).toThrow(RangeError);
  });
});

describe('KeptFindings', () => {
  const at = (check: string, measured: number | null, x: number): Finding => ({
    check,
    severity: 'Error',
    measured,
    limit: 1,
    x,
    y: 0,
    layer: 'drill',
    message: `${check} ${measured}`,
  });

  it('keeps each rule apart, ranks by its worst end, counts everything', () => {
    const found = new KeptFindings(2);
    for (const m of [0.5, 0.1, 0.3, 0.2]) found.add(at('min-drill', m, m * 100), { worst: 'smallest', placeMm: 1 });
    for (const m of [7, 9, 8]) found.add(at('max-drill', m, m * 100), { worst: 'largest', placeMm: 1 });
    found.add(at('outline-gap', 3, 0));
    const rules = found.byRule();
    expect(rules.map((r) => [r.check, r.listed.map((f) => f.measured), r.found, r.worstMeasured, r.everyPlaceListed])).toEqual([
      ['min-drill', [0.1, 0.2], 4, 0.1, false],
      ['max-drill', [9, 8], 3, 9, false],
      ['outline-gap', [3], 1, null, true],
    ]);
  });

  it('repeats at one place leave every place listed', () => {
    const found = new KeptFindings(2);
    for (const m of [0.5, 0.1, 0.3]) found.add(at('min-trace-width', m, 0.2), { worst: 'smallest', placeMm: 1 });
    expect(found.byRule()).toMatchObject([{ listed: [{ measured: 0.1 }], found: 3, everyPlaceListed: true }]);
  });

  it('a rule added with two different keepings is a bug, not a silent reorder', () => {
    const found = new KeptFindings();
    found.add(at('min-drill', 0.1, 0), { worst: 'smallest' });
    expect(() => found.add(at('min-drill', 0.1, 0), { worst: 'largest' })).toThrow(/different keeping/);
  });
});
