import type { Category, Parameter } from '#contracts/parts.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { PackedStrings, packStrings, type StringTable } from './string-table.ts';
import { sharedUint8 } from './build-memory.ts';

// A prebuilt index as one binary blob (for S3): a JSON header, then each
// typed array's bytes, 8-byte aligned, so loading is a handful of zero-copy
// views. The large string tables (terms, MPN and code keys) stay as UTF-8
// bytes with entry starts, decoded per read (string-table.ts); the small
// value tables are decoded on load. Byte order is the host's (little-endian
// on every Lambda architecture). Version 1 (every table NUL-joined and
// decoded on load) still loads, so a deploy can read the snapshot the
// previous code wrote until the next rebuild replaces it.

const MAGIC = 'CPLPIDX1';
const VERSION = 2;
const READABLE_VERSIONS = [1, 2];

const TYPED = {
  categoryParent: Int32Array,
  stock: Uint32Array,
  category: Uint16Array,
  termStart: Uint32Array,
  postings: Uint32Array,
  termsByReverse: Uint32Array,
  mpnParts: Uint32Array,
  codeParts: Uint32Array,
  valueStart: Uint32Array,
  valueNumber: Float64Array,
  partValueStart: Uint32Array,
  partValues: Uint32Array,
  records: Uint8Array,
  recordStart: Uint32Array,
} as const;
type TypedName = keyof typeof TYPED;

/** Kept as bytes and decoded per read: millions of entries at a million parts. */
const PACKED_TABLES = ['terms', 'mpnKeys', 'codeKeys'] as const;
type PackedTableName = (typeof PACKED_TABLES)[number];
/** Decoded on load: one entry per distinct parameter value, read by every filtered query. */
const STRING_TABLES = ['valueRaw', 'valueUnit'] as const;
type StringTableName = (typeof STRING_TABLES)[number];

interface Header {
  version: number;
  partCount: number;
  categories: Category[];
  parameters: Parameter[];
  facetParameters: number[][];
  /** name → [byte offset from the data start, byte length, entry count (string tables)]. */
  sections: Record<string, [number, number, number]>;
}

export class SnapshotFormatError extends Error {
  override name = 'SnapshotFormatError';
}

const align8 = (n: number) => (n + 7) & ~7;

export function serializeIndex(index: CatalogueIndex): Uint8Array {
  const encoder = new TextEncoder();
  const blobs: Array<[string, Uint8Array, number]> = [];
  for (const name of Object.keys(TYPED) as TypedName[]) {
    const array = index[name];
    blobs.push([name, new Uint8Array(array.buffer, array.byteOffset, array.byteLength), array.length]);
  }
  for (const name of PACKED_TABLES) {
    const { bytes, starts } = packStrings(index[name]);
    blobs.push([`starts:${name}`, new Uint8Array(starts.buffer, starts.byteOffset, starts.byteLength), starts.length]);
    blobs.push([`utf8:${name}`, bytes, index[name].length]);
  }
  for (const name of STRING_TABLES) {
    const table = index[name];
    if (table.some((s) => s.includes('\u0000'))) throw new SnapshotFormatError(`${name} holds a NUL character`);
    blobs.push([`strings:${name}`, encoder.encode(table.join('\u0000')), table.length]);
  }
  const sections: Header['sections'] = {};
  let offset = 0;
  for (const [name, bytes, count] of blobs) {
    sections[name] = [offset, bytes.byteLength, count];
    offset = align8(offset + bytes.byteLength);
  }
  const header: Header = {
    version: VERSION,
    partCount: index.partCount,
    categories: index.categories,
    parameters: index.parameters,
    facetParameters: index.facetParameters,
    sections,
  };
  const headerBytes = encoder.encode(JSON.stringify(header));
  const dataStart = align8(MAGIC.length + 4 + headerBytes.byteLength);
  const out = sharedUint8(dataStart + offset);
  out.set(encoder.encode(MAGIC), 0);
  new DataView(out.buffer).setUint32(MAGIC.length, headerBytes.byteLength, true);
  out.set(headerBytes, MAGIC.length + 4);
  for (const [name, bytes] of blobs) out.set(bytes, dataStart + sections[name]![0]);
  return out;
}

/** Loads a snapshot; the typed arrays are views into `bytes` (copied once if it is not 8-byte aligned). */
export function loadIndex(input: Uint8Array): CatalogueIndex {
  const bytes = input.byteOffset % 8 === 0 ? input : input.slice();
  const decoder = new TextDecoder();
  if (bytes.byteLength < MAGIC.length + 4 || decoder.decode(bytes.subarray(0, MAGIC.length)) !== MAGIC)
    throw new SnapshotFormatError('not a parts index snapshot');
  const headerLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(MAGIC.length, true);
  const header = JSON.parse(decoder.decode(bytes.subarray(MAGIC.length + 4, MAGIC.length + 4 + headerLength))) as Header;
  if (!READABLE_VERSIONS.includes(header.version))
    throw new SnapshotFormatError(`snapshot version ${header.version}, expected one of ${READABLE_VERSIONS.join(', ')}`);
  const dataStart = bytes.byteOffset + align8(MAGIC.length + 4 + headerLength);

  const section = (name: string): [number, number, number] => {
    const found = header.sections[name];
    if (!found || dataStart - bytes.byteOffset + found[0] + found[1] > bytes.byteLength)
      throw new SnapshotFormatError(`snapshot section ${name} is missing or truncated`);
    return found;
  };
  const buffer = bytes.buffer as ArrayBuffer;
  const typed = <K extends TypedName>(name: K): InstanceType<(typeof TYPED)[K]> => {
    const [offset, length] = section(name);
    const Ctor = TYPED[name];
    return new Ctor(buffer, dataStart + offset, length / Ctor.BYTES_PER_ELEMENT) as InstanceType<(typeof TYPED)[K]>;
  };
  const strings = (name: StringTableName | PackedTableName): string[] => {
    const [offset, length, count] = section(`strings:${name}`);
    if (count === 0) return [];
    const table = decoder.decode(new Uint8Array(bytes.buffer, dataStart + offset, length)).split('\u0000');
    if (table.length !== count) throw new SnapshotFormatError(`snapshot table ${name} has ${table.length} entries, expected ${count}`);
    return table;
  };
  const packed = (name: PackedTableName): StringTable => {
    if (header.version === 1) return strings(name);
    const [startsOffset, startsLength, startsCount] = section(`starts:${name}`);
    const [offset, length, count] = section(`utf8:${name}`);
    const starts = new Uint32Array(buffer, dataStart + startsOffset, startsLength / 4);
    if (startsCount !== count + 1 || starts[count] !== length)
      throw new SnapshotFormatError(`snapshot table ${name} has ${startsCount - 1} starts for ${count} entries of ${length} bytes`);
    return new PackedStrings(new Uint8Array(buffer, dataStart + offset, length), starts);
  };

  return {
    partCount: header.partCount,
    categories: header.categories,
    categoryParent: typed('categoryParent'),
    parameters: header.parameters,
    facetParameters: header.facetParameters,
    stock: typed('stock'),
    category: typed('category'),
    terms: packed('terms'),
    termStart: typed('termStart'),
    postings: typed('postings'),
    termsByReverse: typed('termsByReverse'),
    mpnKeys: packed('mpnKeys'),
    mpnParts: typed('mpnParts'),
    codeKeys: packed('codeKeys'),
    codeParts: typed('codeParts'),
    valueStart: typed('valueStart'),
    valueRaw: strings('valueRaw'),
    valueNumber: typed('valueNumber'),
    valueUnit: strings('valueUnit'),
    partValueStart: typed('partValueStart'),
    partValues: typed('partValues'),
    records: typed('records'),
    recordStart: typed('recordStart'),
  };
}
