import { describe, expect, it } from 'vitest';
import { FIRST_REVISION, nextRevision, revisionName } from '#contracts/board-revisions.ts';

// Revision names (docs/revisions.md#naming-revisions).

describe('revision names', () => {
  it('counts A, B, … Z, AA, AB, … as on drawings', () => {
    expect(FIRST_REVISION).toBe('A');
    expect(nextRevision('A')).toBe('B');
    expect(nextRevision('Y')).toBe('Z');
    expect(nextRevision('Z')).toBe('AA');
    expect(nextRevision('AZ')).toBe('BA');
    expect(nextRevision('ZZ')).toBe('AAA');
    let name = FIRST_REVISION;
    for (let i = 1; i < 28; i += 1) name = nextRevision(name);
    expect(name).toBe('AB');
  });

  it('reads a board stored before revisions as rev A and refuses what is not a revision name', () => {
    expect(revisionName(undefined)).toBe('A');
    expect(revisionName('C')).toBe('C');
    expect(() => nextRevision('b')).toThrow(/Not a revision name/);
    expect(() => nextRevision('')).toThrow(/Not a revision name/);
  });
});
