import { sharedSlice, sharedUint8, sharedUint32 } from './build-memory.ts';

// The index's large string tables (search terms, MPN and supplier-code keys:
// millions of entries at distributor scale) as a snapshot stores them: UTF-8
// bytes end to end with each entry's start. Loading a snapshot then makes no
// strings at all; an entry is decoded when a search reads it, and a search
// reads a few dozen (binary searches, a prefix's run). A freshly built index
// uses plain string arrays, which fit the same interface.
// docs/performance.md#a-million-parts

/** Read access to a table of strings; `string[]` is one. */
export interface StringTable {
  readonly length: number;
  at(i: number): string | undefined;
}

const decoder = new TextDecoder();
const SHORT = 64;

/** UTF-8 bytes as a string; short ASCII (nearly every key and term) without the decoder's call overhead. */
function decodeUtf8(bytes: Uint8Array, from: number, to: number): string {
  if (to - from <= SHORT) {
    let ascii = true;
    for (let k = from; k < to; k++) {
      if (bytes[k]! >= 0x80) {
        ascii = false;
        break;
      }
    }
    if (ascii) return String.fromCharCode.apply(null, bytes.subarray(from, to) as unknown as number[]);
  }
  return decoder.decode(bytes.subarray(from, to));
}

export class PackedStrings implements StringTable {
  readonly length: number;
  constructor(
    readonly bytes: Uint8Array,
    /** Entry i is bytes[starts[i]..starts[i+1]); `length + 1` entries. */
    readonly starts: Uint32Array,
  ) {
    this.length = Math.max(0, starts.length - 1);
  }

  at(i: number): string | undefined {
    if (!(i >= 0 && i < this.length)) return undefined;
    return decodeUtf8(this.bytes, this.starts[i]!, this.starts[i + 1]!);
  }
}

/**
 * A table's entries as UTF-8 bytes end to end and their starts, for the
 * snapshot. One buffer grown by doubling: a small ArrayBuffer per entry
 * would make the GC crawl. `bytesPerEntry` sizes the first buffer.
 */
export function packStrings(table: StringTable, bytesPerEntry = 16): { bytes: Uint8Array; starts: Uint32Array } {
  if (table instanceof PackedStrings) return { bytes: table.bytes, starts: table.starts };
  const encoder = new TextEncoder();
  const starts = sharedUint32(table.length + 1);
  let bytes = sharedUint8(Math.max(1024, table.length * bytesPerEntry));
  let used = 0;
  for (let i = 0; i < table.length; i++) {
    const entry = table.at(i) ?? '';
    // UTF-8 needs at most 3 bytes per UTF-16 unit.
    if (bytes.length - used < entry.length * 3) {
      const grown = sharedUint8(Math.max(bytes.length * 2, used + entry.length * 3));
      grown.set(bytes.subarray(0, used));
      bytes = grown;
    }
    starts[i] = used;
    used += encoder.encodeInto(entry, bytes.subarray(used)).written;
  }
  if (used > 0xffffffff) throw new Error('a string table exceeds 4 GB');
  starts[table.length] = used;
  // Copied to its length unless little is left over: the copy would be memory twice over until the first is freed.
  return { bytes: bytes.length - used > used / 4 ? sharedSlice(bytes, 0, used) : bytes.subarray(0, used), starts };
}
