import { REVISION_DIFF_MAX_LISTED } from '#contracts/schemas/revision-diff.ts';

/** The first REVISION_DIFF_MAX_LISTED items pushed, and how many were pushed: memory does not grow past the cap. */
export class CappedList<T> {
  readonly listed: T[] = [];
  total = 0;

  constructor(private readonly capacity = REVISION_DIFF_MAX_LISTED) {}

  push(item: T): void {
    this.total++;
    if (this.listed.length < this.capacity) this.listed.push(item);
  }

  toJSON(): { listed: T[]; total: number } {
    return { listed: this.listed, total: this.total };
  }
}
