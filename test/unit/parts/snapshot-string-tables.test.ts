import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Part } from '#contracts/parts.ts';
import { equalRange, lowerBound, prefixRange } from '#lambdas/core/parts/search/catalogue-index.ts';
import { buildIndex, loadIndex, searchParts, serializeIndex, SnapshotFormatError } from '#lambdas/core/parts/search/index.ts';
import { PackedStrings, packStrings, type StringTable } from '#lambdas/core/parts/search/string-table.ts';
import { capacitor, categories, createPart, MCUS, parameters, resistor, search } from './catalogue-factory.ts';

// The snapshot keeps terms and MPN/code keys as UTF-8 bytes read per entry
// (docs/performance.md#a-million-parts): they must read back exactly, sort and
// search exactly as the built string arrays do, and old snapshots must load.

const parts: Part[] = [
  resistor('C25744', '10kΩ', '0402', { mpn: '0402WGF1002TCE', stock: 1_000 }),
  resistor('C26001', '10mΩ', '0603', { mpn: 'PE0603FRF070R01L', stock: 30 }),
  capacitor('C1525', '100nF', '16V', '0402', { mpn: 'CL05B104KO5NNNC', stock: 900 }),
  capacitor('C15849', '1µF', '25V', '0603', { mpn: 'CL10A105KA8NNNC', stock: 700 }),
  createPart({ supplier_code: 'C8734', mpn: 'STM32F103C8T6', category_id: MCUS, description: 'Mikrocontroller für Größe 😀 LQFP-48' }),
  createPart({ supplier_code: 'C8735', mpn: 'STM32F103C8T6-TR', category_id: MCUS, description: 'ARM Cortex-M3 microcontroller' }),
  createPart({ supplier_code: 'C8736', mpn: 'ÄBC-ÿ', category_id: MCUS, description: `long ${'x'.repeat(90)} ${'é'.repeat(70)}` }),
];
const built = buildIndex(parts, categories, parameters);

const entries = (table: StringTable) => Array.from({ length: table.length }, (_, i) => table.at(i));

/** The same snapshot as the format before packed tables wrote it: every string table NUL-joined. */
function asVersion1(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(8, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headerLength))) as {
    version: number;
    sections: Record<string, [number, number, number]>;
  };
  const dataStart = (12 + headerLength + 7) & ~7;
  const blobs: Array<[string, Uint8Array, number]> = [];
  for (const [name, [offset, length, count]] of Object.entries(header.sections)) {
    if (name.startsWith('starts:')) continue;
    if (name.startsWith('utf8:')) {
      const table = loadIndex(bytes)[name.slice(5) as 'terms' | 'mpnKeys' | 'codeKeys'];
      blobs.push([`strings:${name.slice(5)}`, new TextEncoder().encode(entries(table).join('\u0000')), count]);
    } else blobs.push([name, bytes.slice(dataStart + offset, dataStart + offset + length), count]);
  }
  const sections: Record<string, [number, number, number]> = {};
  let at = 0;
  for (const [name, blob, count] of blobs) {
    sections[name] = [at, blob.byteLength, count];
    at = (at + blob.byteLength + 7) & ~7;
  }
  const headerBytes = new TextEncoder().encode(JSON.stringify({ ...header, version: 1, sections }));
  const start = (12 + headerBytes.byteLength + 7) & ~7;
  const out = new Uint8Array(start + at);
  out.set(bytes.subarray(0, 8));
  new DataView(out.buffer).setUint32(8, headerBytes.byteLength, true);
  out.set(headerBytes, 12);
  for (const [name, blob] of blobs) out.set(blob, start + sections[name]![0]);
  return out;
}

describe('packed string tables', () => {
  it('read back every entry exactly: ASCII, accents, µ and Ω, emoji, empty and long ones', () => {
    const table = ['', 'c25744', 'µf', '10kω', 'größe', '😀', 'x'.repeat(64), 'y'.repeat(65), 'é'.repeat(70), 'a\u0000b'];
    const { bytes, starts } = packStrings(table);
    const packed = new PackedStrings(bytes, starts);
    expect(packed.length).toBe(table.length);
    expect(entries(packed)).toEqual(table);
    expect([packed.at(-1), packed.at(table.length), packed.at(Number.NaN)]).toEqual([undefined, undefined, undefined]);
  });

  it('find the same ranges as the string arrays they came from, for any sorted table and key', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '1', 'µ', 'é', '😀'), maxLength: 5 });
    fc.assert(
      fc.property(fc.array(word, { maxLength: 60 }), word, (words, key) => {
        const sorted = [...words].sort();
        const { bytes, starts } = packStrings(sorted);
        const packed = new PackedStrings(bytes, starts);
        expect(lowerBound(packed, key)).toBe(lowerBound(sorted, key));
        expect(prefixRange(packed, key)).toEqual(prefixRange(sorted, key));
        expect(equalRange(packed, key)).toEqual(equalRange(sorted, key));
        expect(sorted.slice(...equalRange(sorted, key)).every((w) => w === key)).toBe(true);
      }),
    );
  });
});

describe('a snapshot with packed tables', () => {
  const loaded = loadIndex(serializeIndex(built));

  it('holds the built terms and keys, undecoded until read', () => {
    for (const name of ['terms', 'mpnKeys', 'codeKeys'] as const) {
      expect(loaded[name]).toBeInstanceOf(PackedStrings);
      expect(entries(loaded[name])).toEqual(entries(built[name]));
    }
  });

  it('answers like the built index, typos, prefixes and non-ASCII words included', () => {
    for (const terms of ['stm32f103c8t6', 'STM32F1', 'größe', 'mikrocontroler', 'c25744', 'c87', '10k', '1µF', 'äbc', 'éééé', '']) {
      expect(searchParts(loaded, search({ search_terms: terms })), terms).toEqual(searchParts(built, search({ search_terms: terms })));
    }
  });

  it('refuses a table whose starts do not end at its byte length', () => {
    const bytes = serializeIndex(built);
    const headerLength = new DataView(bytes.buffer).getUint32(8, true);
    const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headerLength))) as { sections: Record<string, number[]> };
    const [offset, length] = header.sections['starts:terms']!;
    const dataStart = (12 + headerLength + 7) & ~7;
    new DataView(bytes.buffer).setUint32(dataStart + offset! + length! - 4, 1, true);
    expect(() => loadIndex(bytes)).toThrow(SnapshotFormatError);
  });
});

describe('a snapshot the previous format wrote (version 1)', () => {
  it('still loads and answers like the built index, so a deploy serves until the next rebuild', () => {
    const old = loadIndex(asVersion1(serializeIndex(built)));
    expect(Array.isArray(old.terms)).toBe(true);
    for (const terms of ['stm32', 'c8734', 'größe', '100nF', ''])
      expect(searchParts(old, search({ search_terms: terms }))).toEqual(searchParts(built, search({ search_terms: terms })));
  });
});
