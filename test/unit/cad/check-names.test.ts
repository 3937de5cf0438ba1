import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECK_NAMES, checkName } from '#contracts/check-names.ts';
import { repoRoot } from './helpers.ts';

/** Every `check: '…'` id a design-rule check can report, read from the checks' sources. */
function reportedIds(): string[] {
  const dir = path.join(repoRoot, 'lambdas/cad/drc');
  const ids = new Set<string>();
  for (const file of readdirSync(dir)) {
    for (const m of readFileSync(path.join(dir, file), 'utf8').matchAll(/check: '([a-z0-9-]+)'/g)) ids.add(m[1]!);
  }
  return [...ids].sort();
}

describe('readable check names (contracts/check-names.ts)', () => {
  it('names every check id the checks report', () => {
    const ids = reportedIds();
    expect(ids).toContain('hole-to-copper');
    expect(ids.filter((id) => !Object.hasOwn(CHECK_NAMES, id))).toEqual([]);
  });

  it('gives the name, or the id itself for one it does not know', () => {
    expect(checkName('hole-to-copper')).toBe('Hole to copper');
    expect(checkName('some-future-check')).toBe('some-future-check');
    expect(checkName('toString')).toBe('toString');
  });
});
