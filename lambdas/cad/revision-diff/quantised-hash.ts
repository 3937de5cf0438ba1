import { POSITION_TOLERANCE_MM } from './tolerances.ts';

/**
 * A 53-bit hash of numbers rounded to the position tolerance, built without
 * allocating (it runs once per object of both revisions). Equal shapes hash
 * alike; two values either side of a rounding step do not, which the near
 * match in unmatched-items.ts catches.
 */
export class QuantisedHash {
  private h1 = 0;
  private h2 = 0;

  start(kind: number): this {
    this.h1 = 0x811c9dc5 ^ kind;
    this.h2 = 0x01000193 ^ Math.imul(kind, 0x27d4eb2d);
    return this;
  }

  /** Adds a length or coordinate (mm), rounded to the tolerance. */
  add(mm: number): this {
    return this.addWhole(Math.round(mm / POSITION_TOLERANCE_MM));
  }

  /** Adds a whole number as it is (a count, a flag). */
  addWhole(value: number): this {
    const n = value | 0;
    let h1 = Math.imul(this.h1 ^ n, 0x9e3779b1);
    h1 ^= h1 >>> 16;
    let h2 = Math.imul(this.h2 ^ n, 0x85ebca6b);
    h2 ^= h2 >>> 13;
    this.h1 = h1;
    this.h2 = h2;
    return this;
  }

  /** The hash: 32 bits of one lane and 21 of the other, exact in a double. */
  end(): number {
    return (this.h1 >>> 0) * 0x200000 + ((this.h2 >>> 0) & 0x1fffff);
  }
}
