// Memory for the index build's large typed arrays (one entry per part, term
// or (term, part) pair): SharedArrayBuffer rather than ArrayBuffer. V8
// counts ArrayBuffer memory as external memory pressure and, each time it
// grows by some tens of MB, collects the whole heap; a rebuild's heap holds
// every part (a million parts: 1.4 GB to mark), and its arrays come to about
// 3 GB, so those collections were a third of a million-part build (Node 20
// and 22 alike; docs/performance.md#build-memory). SharedArrayBuffer memory
// is not counted, and is freed once nothing refers to it, like any other.
// Views over it read, encode, decode and copy like any typed array; across
// threads they are shared instead of transferred.

export function sharedUint8(length: number): Uint8Array {
  return new Uint8Array(new SharedArrayBuffer(length));
}

export function sharedUint16(length: number): Uint16Array {
  return new Uint16Array(new SharedArrayBuffer(length * Uint16Array.BYTES_PER_ELEMENT));
}

export function sharedUint32(length: number): Uint32Array {
  return new Uint32Array(new SharedArrayBuffer(length * Uint32Array.BYTES_PER_ELEMENT));
}

/** `array.slice(from, to)` into shared memory. */
export function sharedSlice<T extends Uint8Array | Uint16Array | Uint32Array>(array: T, from = 0, to = array.length): T {
  const part = array.subarray(from, to);
  const Ctor = array.constructor as new (buffer: SharedArrayBuffer) => T;
  const copy = new Ctor(new SharedArrayBuffer(part.byteLength));
  copy.set(part as ArrayLike<number>);
  return copy;
}

/** The buffers among `arrays` a postMessage can transfer (shared ones are shared, and may not be listed). */
export function transferable(arrays: ReadonlyArray<ArrayBufferView>): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const array of arrays) if (array.buffer instanceof ArrayBuffer) buffers.add(array.buffer);
  return [...buffers];
}
