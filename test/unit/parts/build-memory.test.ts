import { describe, expect, it } from 'vitest';
import { sharedSlice, sharedUint32, transferable } from '#lambdas/core/parts/search/build-memory.ts';
import { buildIndex, loadIndex, searchParts, serializeIndex } from '#lambdas/core/parts/search/index.ts';
import { DEFAULT_PARTS_SEARCH } from '#contracts/parts.ts';
import { categories, createPart } from './catalogue-factory.ts';

// The index build's large arrays live in shared memory, which V8 does not count as external memory pressure (each
// count of ordinary ArrayBuffer memory made it collect a heap holding every part: docs/performance.md#build-memory).

describe('build memory', () => {
  it('slices into shared memory, a copy that leaves the original alone', () => {
    const source = Uint32Array.from([5, 6, 7, 8]);
    const slice = sharedSlice(source, 1, 3);
    expect(slice.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect([...slice]).toEqual([6, 7]);
    slice[0] = 60;
    expect(source[1]).toBe(6);
  });

  it('lists only the buffers a message can transfer, each once', () => {
    const plain = new Uint32Array(4);
    const samePlain = new Uint8Array(plain.buffer, 4, 4);
    const shared = sharedUint32(4);
    expect(transferable([plain, samePlain, shared])).toEqual([plain.buffer]);
  });

  it('holds a built index in shared memory, which serialises, loads and answers like any other', () => {
    const parts = Array.from({ length: 50 }, (_, i) =>
      createPart({ supplier_code: `C95${String(i).padStart(5, '0')}`, mpn: `RC0402FR-07${i}KL`, description: `Resistor ${i}k 0402` }),
    );
    const index = buildIndex(parts, categories, []);
    for (const array of [index.postings, index.termStart, index.records, index.recordStart, index.mpnParts, index.codeParts]) {
      expect(array.buffer).toBeInstanceOf(SharedArrayBuffer);
    }
    const search = { ...DEFAULT_PARTS_SEARCH, search_terms: 'RC0402FR-0712KL' };
    const built = searchParts(index, search);
    expect(built.results[0]?.part.supplier_code).toBe('C9500012');
    const loaded = loadIndex(Uint8Array.from(serializeIndex(index)));
    expect(searchParts(loaded, search)).toEqual(built);
  });
});
