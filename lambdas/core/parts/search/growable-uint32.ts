import { sharedSlice, sharedUint32 } from './build-memory.ts';

// A Uint32Array that grows by doubling: the index build's flat lists of
// unknown length (value ids per part, token-part pairs).

export class GrowableUint32 {
  data = sharedUint32(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = sharedUint32(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
  toArray(): Uint32Array {
    return sharedSlice(this.data, 0, this.length);
  }
}
