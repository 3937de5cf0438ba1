import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RevisionDiffSchema } from '#contracts/schemas/revision-diff.ts';
import { runCheckBoard } from '../../support/check-board-command.ts';
import { fixturesDir, hasSharedBoards, sharedBoards, SHARED_MISSING } from './helpers.ts';

// `npm run check-board -- --compare OLD NEW [--bom OLD --bom NEW] [--json]` (docs/revisions.md#the-diff).

const revA = path.join(fixturesDir, 'olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb');
const dir = mkdtempSync(path.join(tmpdir(), 'compare-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function bom(name: string, rows: string[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, ['Designator,Quantity,Value', ...rows].join('\n'));
  return file;
}

describe('npm run check-board -- --compare', { timeout: 60_000 }, () => {
  it('prints the JSON diff of a board with itself: identical, the BOM lines compared', async () => {
    const before = bom('a.csv', ['"R1,R2",2,10k', 'C1,1,100nF']);
    const after = bom('b.csv', ['"R1,R2,R3",3,10k', 'C1,1,1uF']);
    const { code, stdout, stderr } = await runCheckBoard('--compare', revA, revA, '--bom', before, '--bom', after, '--json');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const diff = RevisionDiffSchema.parse(JSON.parse(stdout));
    expect(diff).toMatchObject({
      layers: [],
      drills: { total: 0 },
      components: { total: 0 },
      findings: { new: { total: 0 }, fixed: { total: 0 } },
    });
    expect(diff.findings!.unchanged).toBeGreaterThan(0);
    expect(diff.bom!.counts).toMatchObject({ quantity: 1, designators: 1, value: 1, added: 0, removed: 0 });
    expect(diff.identical).toBe(false);
  });

  it('says in words that nothing differs', async () => {
    const { code, stdout } = await runCheckBoard('--compare', revA, revA);
    expect(stdout).toMatch(/RVPC_Rev_A\.kicad_pcb \(KiCad\) → RVPC_Rev_A\.kicad_pcb \(KiCad\): no differences \(within 0\.01 mm\)/);
    expect(code).toBe(0);
  });

  it('exits 3 with the usage for one board, one BOM or an option of the single-board command', async () => {
    for (const args of [
      ['--compare', revA],
      ['--compare', revA, revA, '--bom', revA],
      ['--compare', revA, revA, '--svg', dir],
    ]) {
      const { code, stderr } = await runCheckBoard(...args);
      expect(code).toBe(3);
      expect(stderr).toMatch(/Usage: npm run check-board -- --compare/);
    }
  });

  it('exits 3 for a missing file and an unreadable BOM, 2 for a revision it cannot process', async () => {
    expect((await runCheckBoard('--compare', revA, path.join(dir, 'nope.kicad_pcb'))).code).toBe(3);
    const empty = path.join(dir, 'empty.csv');
    writeFileSync(empty, '');
    const unreadable = await runCheckBoard('--compare', revA, revA, '--bom', empty, '--bom', empty);
    expect(unreadable.code).toBe(3);
    expect(unreadable.stderr).not.toBe('');
    const cannot = await runCheckBoard('--compare', revA, path.join(fixturesDir, 'README.md'));
    expect(cannot.code).toBe(2);
    expect(cannot.stderr).toMatch(/README\.md: Cannot process/);
  });

  it.skipIf(!hasSharedBoards)(
    `prints what changed from olimex RVPC rev A to rev B${hasSharedBoards ? '' : ` (${SHARED_MISSING})`}`,
    async () => {
      const { code, stdout } = await runCheckBoard(
        '--compare',
        revA,
        path.join(sharedBoards, 'kicad/olimex-rvpc-revB/RVPC_Rev_B.kicad_pcb'),
      );
      expect(code).toBe(0);
      expect(stdout).toMatch(/^Area \(mm²\):$/m);
      expect(stdout).toMatch(/^ {2}top-copper +\+\d+/m);
      expect(stdout).toMatch(/^Components: \d+ added/m);
      expect(stdout).toMatch(/^ {2}RED1 +added$/m);
      expect(stdout).toMatch(/^Findings: \d+ new, \d+ fixed, \d+ unchanged$/m);
    },
  );
});
