/** Disjoint sets over 0..n-1, for copper connectivity. */
export class UnionFind {
  private readonly parent: Int32Array;

  constructor(size: number) {
    this.parent = Int32Array.from({ length: size }, (_, i) => i);
  }

  find(i: number): number {
    const parent = this.parent;
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  }

  union(first: number, second: number): void {
    const ra = this.find(first);
    const rb = this.find(second);
    if (ra !== rb) this.parent[ra] = rb;
  }
}
