import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Unit files share one module graph per worker (vitest.config.ts): a module another file loaded first keeps its real
// imports whatever a later vi.mock says, and the replacement stays registered for the files after it. A file that
// replaces modules runs in the unit-isolated project instead, which it joins by its name
// (docs/contributing.md#the-test-suite). So does a file that asserts what a module loads first, saying so.
const UNIT_DIR = path.resolve(import.meta.dirname, '..');
const MOCKS_MODULES = /\bvi\.(mock|doMock)\(/;
const SAYS_WHY = /module graph of its own/;

const needsOwnGraph = (text: string) => MOCKS_MODULES.test(text) || SAYS_WHY.test(text);

/** The test files under `dir`, relative to test/unit. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(UNIT_DIR, path.join(entry.parentPath, entry.name)));
}

describe('test files that replace modules', () => {
  const files = testFiles(UNIT_DIR);

  it('in unit are named *.isolated.test.ts, so each runs in a module graph of its own', () => {
    const misnamed = files.filter(
      (file) => !file.endsWith('.isolated.test.ts') && MOCKS_MODULES.test(readFileSync(path.join(UNIT_DIR, file), 'utf8')),
    );
    expect(misnamed).toEqual([]);
  });

  it('in unit are, with files saying they need a module graph of their own, the only ones in the isolated project', () => {
    const needless = files.filter(
      (file) => file.endsWith('.isolated.test.ts') && !needsOwnGraph(readFileSync(path.join(UNIT_DIR, file), 'utf8')),
    );
    expect(needless).toEqual([]);
    expect(files.filter((file) => file.endsWith('.isolated.test.ts')).length).toBeGreaterThan(0);
  });

  it('are never integration or e2e files, whose projects have one module graph per run (setup files may, for every file)', () => {
    const shared = ['integration', 'e2e'].flatMap((project) => testFiles(path.join(UNIT_DIR, '..', project)));
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.filter((file) => MOCKS_MODULES.test(readFileSync(path.join(UNIT_DIR, file), 'utf8')))).toEqual([]);
  });
});
