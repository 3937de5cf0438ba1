import { describe, expect, it } from 'vitest';
import { partsSearchResponse } from '#contracts/parts.ts';
import type { Part } from '#contracts/parts.ts';
import { buildIndex, loadIndex, searchParts, serializeIndex, setPartStock, SnapshotFormatError } from '#lambdas/core/parts/search/index.ts';
import { partAt, termId } from '#lambdas/core/parts/search/catalogue-index.ts';
import { valueTextFilters } from '#lambdas/core/parts/value-text.ts';
import {
  CAPACITORS,
  categories,
  CHIP_RESISTORS,
  createPart,
  capacitor,
  MCUS,
  MLCC,
  parameters,
  RESISTORS,
  resistor,
  search,
} from './catalogue-factory.ts';

const parts: Part[] = [
  resistor('C25744', '10kΩ', '0402', { mpn: '0402WGF1002TCE', stock: 1_000, library_type: 'basic' }),
  resistor('C25804', '10kΩ', '0603', { mpn: '0603WAF1002T5E', stock: 5_000, library_type: 'basic' }),
  resistor('C60489', '10kΩ', '0402', { mpn: 'RC0402JR-0710KL', stock: 0, params: { tolerance: '±5%' } }),
  resistor('C25900', '4.7kΩ', '0402', { mpn: '0402WGF4701TCE', stock: 10 }),
  resistor('C26000', '10MΩ', '0603', { mpn: '0603WAF1005T5E', stock: 20 }),
  resistor('C26001', '10mΩ', '0603', { mpn: 'PE0603FRF070R01L', stock: 30 }),
  capacitor('C1525', '100nF', '16V', '0402', { mpn: 'CL05B104KO5NNNC', stock: 900 }),
  capacitor('C14663', '100nF', '50V', '0603', { mpn: 'CC0603KRX7R9BB104', stock: 800 }),
  capacitor('C15849', '1uF', '25V', '0603', { mpn: 'CL10A105KA8NNNC', stock: 700 }),
  createPart({
    supplier_code: 'C8734',
    mpn: 'STM32F103C8T6',
    category_id: MCUS,
    description: 'ARM Cortex-M3 microcontroller 64KB flash LQFP-48',
    package: 'LQFP-48',
    stock: 50,
  }),
  createPart({
    supplier_code: 'C8304',
    mpn: 'STM32F103RBT6',
    category_id: MCUS,
    description: 'ARM Cortex-M3 microcontroller 128KB flash LQFP-64',
    package: 'LQFP-64',
    stock: 40,
  }),
  createPart({
    supplier_code: 'C9999',
    mpn: 'GD32F103C8T6',
    category_id: MCUS,
    description: 'STM32 compatible microcontroller LQFP-48',
    package: 'LQFP-48',
    stock: 60,
  }),
];

const index = buildIndex(parts, categories, parameters);
const codes = (request = search()) => searchParts(index, request).results.map((r) => r.part.supplier_code);

describe('searchParts: ranking', () => {
  it('puts an exact supplier code first', () => {
    const response = searchParts(index, search({ search_terms: 'c25744' }));
    expect(response.results[0]).toMatchObject({ rank_reason: 'exact_supplier_code', part: { supplier_code: 'C25744' } });
  });

  it('ranks exact MPN, then MPN prefix, then token matches', () => {
    const exact = searchParts(index, search({ search_terms: 'STM32F103C8T6' }));
    expect(exact.results.map((r) => [r.part.mpn, r.rank_reason])).toEqual([['STM32F103C8T6', 'exact_mpn']]);

    const stm32 = searchParts(index, search({ search_terms: 'stm32' }));
    expect(stm32.results.map((r) => [r.part.mpn, r.rank_reason])).toEqual([
      ['STM32F103C8T6', 'mpn_prefix'],
      ['STM32F103RBT6', 'mpn_prefix'],
      ['GD32F103C8T6', 'tokens'],
    ]);
  });

  it('ignores punctuation and case in MPNs', () => {
    expect(searchParts(index, search({ search_terms: 'rc0402jr0710kl' })).results[0]).toMatchObject({
      rank_reason: 'exact_mpn',
      part: { supplier_code: 'C60489' },
    });
    expect(searchParts(index, search({ search_terms: 'RC0402JR-07' })).results[0]).toMatchObject({ rank_reason: 'mpn_prefix' });
  });

  it('requires every word to match, ranking exact words above prefixes', () => {
    expect(codes(search({ search_terms: 'microcontroller 48' })).sort()).toEqual(['C8734', 'C9999']);
    expect(codes(search({ search_terms: 'cortex flash' }))).toEqual(['C8734', 'C8304']);
    expect(codes(search({ search_terms: 'microcontroller zzz' }))).toEqual([]);
  });

  it('finds quantities by value whatever the spelling', () => {
    for (const terms of ['10k 0402', '10kΩ 0402', '10K 0402', '10000 ohm 0402'])
      expect(codes(search({ search_terms: terms })).sort()).toEqual(['C25744', 'C60489']);
    expect(codes(search({ search_terms: '4k7' }))).toEqual(['C25900']);
    expect(codes(search({ search_terms: '0.1uF' })).sort()).toEqual(['C14663', 'C1525']);
  });

  it('keeps milli and mega apart', () => {
    expect(codes(search({ search_terms: '10M' }))).toEqual(['C26000']);
    expect(codes(search({ search_terms: '10mΩ' }))).toEqual(['C26001']);
  });

  it('tolerates one typo in words of five letters or more', () => {
    const response = searchParts(index, search({ search_terms: 'microcontroler' }));
    expect(response.total).toBe(3);
    expect(response.results.every((r) => r.rank_reason === 'typo')).toBe(true);
    expect(codes(search({ search_terms: 'mircocontroller' }))).toHaveLength(3);
    expect(codes(search({ search_terms: 'cortx' }))).toHaveLength(2);
    // Short words must be exact: no typo tolerance under five letters.
    expect(codes(search({ search_terms: 'lqgp' }))).toEqual([]);
  });

  it('browses when the terms hold nothing searchable', () => {
    expect(searchParts(index, search({ search_terms: ' - / ' }))).toEqual(searchParts(index, search()));
  });

  it('orders browsing by stock, basic parts and in-stock first', () => {
    const all = codes(search());
    expect(all[0]).toBe('C25804');
    expect(all[1]).toBe('C25744');
    expect(all.at(-1)).toBe('C60489');
  });
});

describe('searchParts: filters, counts and facets', () => {
  it('filters by category, including a parent category', () => {
    expect(codes(search({ category_ids: [MLCC] })).sort()).toEqual(['C14663', 'C1525', 'C15849']);
    expect(codes(search({ category_ids: [CAPACITORS] }))).toHaveLength(3);
  });

  it('counts matches per category, parents included, ignoring the category filter', () => {
    const response = searchParts(index, search({ search_terms: '0402', category_ids: [MLCC] }));
    expect(response.total).toBe(1);
    const counts = Object.fromEntries(response.categories.map((c) => [c.id, c.count]));
    expect(counts).toEqual({ [RESISTORS]: 3, [CHIP_RESISTORS]: 3, [CAPACITORS]: 1, [MLCC]: 1 });
  });

  it('drops out-of-stock parts when asked', () => {
    expect(codes(search({ search_terms: '10k 0402', in_stock_only: true }))).toEqual(['C25744']);
  });

  it('understands units in numeric filters', () => {
    const byResistance = (values: string[]) => codes(search({ category_ids: [CHIP_RESISTORS], filters: { resistance: values } })).sort();
    expect(byResistance(['10k'])).toEqual(['C25744', 'C25804', 'C60489']);
    expect(byResistance(['10kΩ'])).toEqual(['C25744', 'C25804', 'C60489']);
    expect(byResistance(['10000'])).toEqual(['C25744', 'C25804', 'C60489']);
    expect(byResistance(['4k7', '10M'])).toEqual(['C25900', 'C26000']);
    expect(byResistance(['≥1M'])).toEqual(['C26000']);
    expect(byResistance(['<=1'])).toEqual(['C26001']);
    expect(byResistance(['1k~5k'])).toEqual(['C25900']);
    expect(byResistance(['10nF'])).toEqual([]);
    const byVoltage = codes(search({ filters: { voltage_rating: ['≥25V'] } })).sort();
    expect(byVoltage).toEqual(['C14663', 'C15849']);
    expect(codes(search({ filters: { tolerance: ['5%'] } }))).toEqual(['C60489']);
    expect(codes(search({ filters: { temperature_coefficient: ['x7r'], package: ['0402'] } }))).toEqual(['C1525']);
  });

  it('matches nothing for a parameter no part has, and ignores empty filter lists', () => {
    expect(searchParts(index, search({ filters: { colour: ['red'] } })).total).toBe(0);
    expect(searchParts(index, search({ filters: { resistance: [] } })).total).toBe(parts.length);
  });

  it("offers the current category's parameters as facets, each counted without its own filter", () => {
    const response = searchParts(index, search({ category_ids: [CHIP_RESISTORS], filters: { package: ['0402'] } }));
    expect(response.total).toBe(3);
    expect(response.facet_category_id).toBe(CHIP_RESISTORS);
    const facet = (id: string) => response.facets.find((f) => f.parameter.id === id);
    // The package facet still shows 0603 (picking it would add parts); resistance counts only 0402 parts.
    expect(facet('package')?.values.map((v) => [v.raw, v.count])).toEqual([
      ['0402', 3],
      ['0603', 3],
    ]);
    expect(facet('resistance')?.values.map((v) => [v.raw, v.value, v.count])).toEqual([
      ['4.7kΩ', 4_700, 1],
      ['10kΩ', 10_000, 2],
    ]);
    expect(facet('tolerance')?.values.map((v) => [v.raw, v.count])).toEqual([
      ['±1%', 2],
      ['±5%', 1],
    ]);
    expect(facet('capacitance')).toBeUndefined();
  });

  it('uses the only category a search lands in for facets, and none when results span categories', () => {
    expect(searchParts(index, search({ search_terms: 'X7R' })).facet_category_id).toBe(MLCC);
    const mixed = searchParts(index, search({ search_terms: '0402' }));
    expect(mixed.facet_category_id).toBeNull();
    expect(mixed.facets).toEqual([]);
  });

  it('returns a response that satisfies the contract', () => {
    const response = searchParts(index, search({ search_terms: 'stm32', filters: { package: ['LQFP-48'] } }));
    expect(partsSearchResponse.safeParse(response).success).toBe(true);
  });
});

describe('searchParts: paging', () => {
  const many = Array.from({ length: 60 }, (_, i) => resistor(`C7${String(i).padStart(4, '0')}`, '1kΩ', '0805', { stock: 1_000 - i }));
  const big = buildIndex(many, categories, parameters);

  it('pages 25 at a time in a stable order, with the total', () => {
    const pages = [1, 2, 3, 4].map((page) => searchParts(big, search({ page })));
    expect(pages.map((p) => p.results.length)).toEqual([25, 25, 10, 0]);
    expect(pages.every((p) => p.total === 60 && p.page_size === 25)).toBe(true);
    const seen = pages.flatMap((p) => p.results.map((r) => r.part.stock));
    expect(seen).toEqual(many.map((p) => p.stock));
  });

  it('pages ranked results the same way', () => {
    const all = [1, 2, 3].flatMap((page) =>
      searchParts(big, search({ search_terms: '1k', page })).results.map((r) => r.part.supplier_code),
    );
    expect(all).toHaveLength(60);
    expect(new Set(all).size).toBe(60);
    expect(all).toEqual(many.map((p) => p.supplier_code));
  });
});

describe('index snapshots', () => {
  it('round-trips: a loaded snapshot answers exactly like the built index', () => {
    const loaded = loadIndex(serializeIndex(index));
    for (const request of [
      search(),
      search({ search_terms: 'stm32' }),
      search({ search_terms: 'microcontroler' }),
      search({ category_ids: [CHIP_RESISTORS], filters: { resistance: ['10k'] } }),
    ]) {
      expect(searchParts(loaded, request)).toEqual(searchParts(index, request));
    }
  });

  it('loads from a buffer that is not 8-byte aligned', () => {
    const bytes = serializeIndex(index);
    const shifted = new Uint8Array(bytes.length + 3);
    shifted.set(bytes, 3);
    const loaded = loadIndex(shifted.subarray(3));
    expect(searchParts(loaded, search({ search_terms: 'c25744' })).results[0]?.part.supplier_code).toBe('C25744');
  });

  it('refuses something that is not a snapshot', () => {
    expect(() => loadIndex(new TextEncoder().encode('hello world, not an index'))).toThrow(SnapshotFormatError);
  });
});

describe('part records', () => {
  it('gives back every part as it went in, whatever the index keeps in columns', () => {
    const loaded = loadIndex(serializeIndex(index));
    const all = [1].flatMap((page) => searchParts(loaded, search({ page })).results.map((r) => r.part));
    expect(all).toHaveLength(parts.length);
    const byCode = new Map(parts.map((p) => [p.supplier_code, p]));
    for (const part of all) expect(part).toEqual(byCode.get(part.supplier_code));
  });
});

describe('searchParts: numbers are not part-number prefixes', () => {
  it('ranks a package query by tokens even when MPNs start with the same digits', () => {
    const response = searchParts(index, search({ search_terms: '0402' }));
    expect(response.results.every((r) => r.rank_reason === 'tokens')).toBe(true);
    expect(response.total).toBe(4);
  });
});

describe('searchParts: plurals', () => {
  it('finds a plural category name from the singular', () => {
    const mosfets = buildIndex(
      [
        createPart({ supplier_code: 'C1', description: 'N-Channel MOSFETs', category_id: MCUS }),
        createPart({ supplier_code: 'C2', manufacturer: 'HXY MOSFET', description: 'Switching Diode' }),
      ],
      categories,
      parameters,
    );
    expect(searchParts(mosfets, search({ search_terms: 'mosfet' })).total).toBe(2);
    expect(searchParts(mosfets, search({ search_terms: 'mosfets' })).total).toBe(1);
  });
});

describe('searchParts with filters from a BOM value text', () => {
  it('finds the capacitors a BOM line asks for, higher voltage included', () => {
    expect(codes(search({ filters: valueTextFilters('100nF 10V 0603') }))).toEqual(['C14663']);
    expect(codes(search({ filters: valueTextFilters('100nF 25V') }))).toEqual(['C14663']);
    expect(codes(search({ filters: valueTextFilters('10k 1% 0402', { designator: 'R1' }) }))).toEqual(['C25744']);
  });
});

describe('setPartStock', () => {
  it('updates stock in a loaded index for in-stock filtering and returned parts', () => {
    const loaded = loadIndex(serializeIndex(index));
    const inStock = () =>
      searchParts(loaded, search({ search_terms: '10k 0402', in_stock_only: true })).results.map((result) => [
        result.part.supplier_code,
        result.part.stock,
      ]);
    expect(inStock()).toEqual([['C25744', 1_000]]);
    expect(setPartStock(loaded, 'c60489', 12)).toBe(true);
    expect(setPartStock(loaded, 'C25744', 0)).toBe(true);
    expect(inStock()).toEqual([['C60489', 12]]);
    expect(setPartStock(loaded, 'C404', 1)).toBe(false);
  });
});

describe('buildIndex: one value id, parts that say different things', () => {
  it('indexes each part under its own value', () => {
    // Both raws normalise to `ABC` (one value id); only the first part's value carries a number.
    const withNumber = createPart({ supplier_code: 'C70001', description: 'first' });
    withNumber.parameters = { voltage: { raw: 'ABC', value: 5, unit: 'V' } };
    const textOnly = createPart({ supplier_code: 'C70002', description: 'second' });
    textOnly.parameters = { voltage: { raw: ' ABC ' } };
    const built = buildIndex([withNumber, textOnly], categories, parameters);
    expect(built.valueRaw).toEqual(['ABC']);
    const partsUnder = (token: string) => {
      const t = termId(built, token);
      if (t < 0) return [];
      return [...built.postings.subarray(built.termStart[t]!, built.termStart[t + 1]!)].map((p) => partAt(built, p).supplier_code).sort();
    };
    expect(partsUnder('=5|v')).toEqual(['C70001']);
    expect(partsUnder('abc')).toEqual(['C70001', 'C70002']);
  });
});

describe('searchParts: a rare word beside a common one', () => {
  // 3,000 parts say "common"; one in ten also "middling", one in 500 "rarest".
  // The rarer words' parts are looked up in the common word's postings, the
  // others walk them: both ways must give exactly the parts with every word.
  const many = Array.from({ length: 3_000 }, (_, i) =>
    createPart({
      supplier_code: `C${80_000 + i}`,
      description: ['common', i % 10 === 0 ? 'middling' : '', i % 500 === 10 ? 'rarest' : ''].join(' '),
      stock: i,
    }),
  );
  const built = buildIndex(many, categories, parameters);
  const found = (terms: string) => {
    const answer = searchParts(built, search({ search_terms: terms }), { pageSize: 1_000 });
    return { total: answer.total, codes: answer.results.map((r) => r.part.supplier_code).sort() };
  };
  const having = (...words: string[]) =>
    many
      .filter((p) => words.every((w) => p.description.split(' ').includes(w)))
      .map((p) => p.supplier_code)
      .sort();

  it('finds exactly the parts that carry every word', () => {
    expect(found('rarest common')).toEqual({ total: 6, codes: having('rarest', 'common') });
    expect(found('common middling')).toEqual({ total: 300, codes: having('middling', 'common') });
    expect(found('rarest middling common')).toEqual({
      total: having('rarest', 'middling', 'common').length,
      codes: having('rarest', 'middling', 'common'),
    });
  });
});

describe('buildIndex: terms read backwards', () => {
  it('orders every term by its text reversed, surrogate pairs kept whole', () => {
    const astral = createPart({ supplier_code: 'C70101', description: 'zebra arbez' });
    // 𝛀 is D835 DEC0 and 😀 D83D DE00: compared from the last code unit, they would come out the other way round.
    astral.parameters = { voltage: { raw: '5 units', value: 5, unit: 'a𝛀' }, current: { raw: '7 units', value: 5, unit: 'a😀' } };
    const built = buildIndex([...parts, astral], categories, parameters);
    const terms = Array.from({ length: built.terms.length }, (_, i) => built.terms.at(i)!);
    const backwards = (text: string) => [...text].reverse().join('');
    expect(terms.some((t) => /[\uD800-\uDFFF]/.test(t))).toBe(true);
    const expected = terms.map((_, id) => id).sort((a, b) => (backwards(terms[a]!) < backwards(terms[b]!) ? -1 : 1));
    expect([...built.termsByReverse]).toEqual(expected);
  });
});
