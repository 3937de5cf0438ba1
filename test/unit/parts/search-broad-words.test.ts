import { describe, expect, it } from 'vitest';
import type { Part } from '#contracts/parts.ts';
import { buildIndex, searchParts } from '#lambdas/core/parts/search/index.ts';
import { categories, createPart, parameters, search } from './catalogue-factory.ts';

// Words in a sixteenth of the parts or more are matched as bitsets (ANDed 32
// parts at a time, read out in part order); rarer first words candidate by
// candidate. Both must rank exactly as the rules say: tier (MPN prefix before
// words), then the words' weights (exact 1, prefix 0.6), then browse order.

// Not a multiple of 32: the last word of a bitset over the parts is part-filled.
const PARTS = 4_010;
const PACKAGES = ['0603', '0402', '0805'];
const words = (i: number) =>
  [
    'alpha',
    i % 2 === 0 ? 'bravo' : '',
    i % 3 === 0 ? 'bravox' : '',
    i % 5 === 0 ? 'charlie' : '',
    i % 7 === 0 ? 'deltax' : '',
    i % 400 === 3 ? 'zulu' : '',
  ].filter(Boolean);
const catalogue: Part[] = Array.from({ length: PARTS }, (_, i) =>
  createPart({
    supplier_code: `C${70_000 + i}`,
    // One part in four has an MPN the query `bravo` starts (one MPN: numbered ones would be
    // a thousand terms starting `bravo`, past the 200 a prefix expands to).
    mpn: i % 4 === 0 ? 'BRAVOKIT' : `XM-${i}`,
    description: words(i).join(' '),
    // Distinct stock, so browse order (most stock first) is known.
    stock: i,
    params: { package: PACKAGES[i % 3]! },
  }),
);
const index = buildIndex(catalogue, categories, parameters);

/** The ranking worked out from the catalogue itself, part by part. */
function expected(terms: string): string[] {
  const query = terms.split(' ');
  const ranked = catalogue.flatMap((part, i) => {
    const own = new Set([...words(i), ...part.mpn.toLowerCase().split('-')]);
    let score = 0;
    for (const q of query) {
      const weight = own.has(q) ? 1 : [...own].some((w) => w.startsWith(q)) ? 0.6 : 0;
      if (weight === 0) return [];
      score += weight;
    }
    const mpnPrefix = query.length === 1 && part.mpn.toLowerCase().replace(/-/g, '').startsWith(query[0]!);
    return [{ code: part.supplier_code, tier: mpnPrefix ? 0 : 1, points: Math.round(score * 256), stock: part.stock }];
  });
  ranked.sort((a, b) => a.tier - b.tier || b.points - a.points || b.stock - a.stock);
  return ranked.map((r) => r.code);
}

const found = (terms: string) =>
  searchParts(index, search({ search_terms: terms }), { pageSize: PARTS }).results.map((r) => r.part.supplier_code);

describe('searchParts: broad words', () => {
  it('matches and ranks two broad words, one with exact and prefix matches', () => {
    const answer = found('alpha bravo');
    // `bravo` or `bravox`: every even part (2,005) and the odd multiples of 3 (668).
    expect(answer).toHaveLength(2_673);
    expect(answer).toEqual(expected('alpha bravo'));
  });

  it('matches three and four broad words', () => {
    expect(found('bravo charlie alpha')).toEqual(expected('bravo charlie alpha'));
    expect(found('charlie deltax bravo alpha')).toEqual(expected('charlie deltax bravo alpha'));
  });

  it('ranks a broad word its MPN prefix claims above the parts that only carry the word', () => {
    const answer = searchParts(index, search({ search_terms: 'bravo' }), { pageSize: PARTS });
    expect(answer.results.map((r) => r.part.supplier_code)).toEqual(expected('bravo'));
    expect(answer.results[0]!.rank_reason).toBe('mpn_prefix');
    expect(answer.results.at(-1)!.rank_reason).toBe('tokens');
  });

  it('matches a rare first word against broad ones candidate by candidate', () => {
    expect(found('zulu bravo alpha')).toEqual(expected('zulu bravo alpha'));
    expect(found('zulu bravo alpha').length).toBeGreaterThan(0);
  });
});

describe('searchParts: a filter on broad and narrow words', () => {
  // A filter's passing parts come from its values' postings when those are
  // few beside the candidates, else from each candidate's own values; its
  // facet counts the near misses by their own values when they are few,
  // else through the value postings. Every way must count the same.
  const filtered = (terms: string) =>
    searchParts(index, search({ search_terms: terms, filters: { package: ['0603'] } }), { pageSize: PARTS });
  const carrying = (terms: string) => catalogue.filter((_, i) => terms === '' || terms.split(' ').every((w) => words(i).includes(w)));

  it.each(['', 'alpha', 'alpha charlie', 'charlie deltax', 'zulu', 'zulu alpha'])(
    'filters `%s` by package and counts the other packages',
    (terms) => {
      const having = carrying(terms);
      const answer = filtered(terms);
      const package0603 = having.filter((p) => p.package === '0603');
      expect(answer.total).toBe(package0603.length);
      expect(answer.results.map((r) => r.part.supplier_code).sort()).toEqual(package0603.map((p) => p.supplier_code).sort());
      const facet = answer.facets.find((f) => f.parameter.short_name === 'package')!;
      expect(Object.fromEntries(facet.values.map((v) => [v.raw, v.count]))).toEqual(
        Object.fromEntries(PACKAGES.map((pkg) => [pkg, having.filter((p) => p.package === pkg).length]).filter(([, n]) => n !== 0)),
      );
    },
  );
});

describe('searchParts: a filter on every parameter', () => {
  // Ten filters, two more than get bitsets of their own: the first eight pass
  // parts by bitset, the last two by reading each candidate's values.
  const OPTIONS: Record<string, [string, string]> = {
    resistance: ['10kΩ', '1kΩ'],
    capacitance: ['100nF', '1µF'],
    inductance: ['10µH', '1µH'],
    voltage_rating: ['50V', '25V'],
    tolerance: ['±1%', '±5%'],
    power: ['100mW', '250mW'],
    temperature_coefficient: ['X7R', 'X5R'],
    package: ['0603', '0402'],
    operating_temperature: ['-55°C~+125°C', '-40°C~+85°C'],
    rated_current: ['1A', '2A'],
  };
  const names = Object.keys(OPTIONS);
  // Parameter n takes its second option for one part in the n-th prime: parts failing any one filter alone occur.
  const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29];
  const raw = (i: number, n: number) => OPTIONS[names[n]!]![i % PRIMES[n]! === 0 ? 1 : 0]!;
  const many = Array.from({ length: 3_000 }, (_, i) =>
    createPart({
      supplier_code: `C${60_000 + i}`,
      description: 'omega',
      stock: i,
      params: Object.fromEntries(names.map((name, n) => [name, raw(i, n)])),
    }),
  );
  const built = buildIndex(many, categories, parameters);

  it('matches only the parts with every accepted value, and counts each facet without its own filter', () => {
    const filters = Object.fromEntries(names.map((name) => [name, [OPTIONS[name]![0]]]));
    const answer = searchParts(built, search({ search_terms: 'omega', filters }), { pageSize: 3_000 });
    const failures = (i: number) => names.filter((_, n) => i % PRIMES[n]! === 0);
    const matching = many.filter((_, i) => failures(i).length === 0);
    expect(matching.length).toBeGreaterThan(0);
    expect(answer.total).toBe(matching.length);
    expect(answer.results.map((r) => r.part.supplier_code).sort()).toEqual(matching.map((p) => p.supplier_code).sort());
    for (const [n, name] of names.entries()) {
      const facet = answer.facets.find((f) => f.parameter.short_name === name)!;
      // Parts that pass every other filter: the matches, plus those failing this one alone.
      const passOthers = many.map((_, i) => i).filter((i) => failures(i).every((failed) => failed === name));
      const expected = new Map<string, number>();
      for (const i of passOthers) expected.set(raw(i, n), (expected.get(raw(i, n)) ?? 0) + 1);
      expect(Object.fromEntries(facet.values.map((v) => [v.raw, v.count]))).toEqual(Object.fromEntries(expected));
    }
  });
});
