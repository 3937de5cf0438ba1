// A Uint32Array that grows by doubling: the index build's flat lists of
// unknown length (value ids per part, token-part pairs).

export class GrowableUint32 {
  data = new Uint32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Uint32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
  toArray(): Uint32Array<ArrayBuffer> {
    return this.data.slice(0, this.length);
  }
}
