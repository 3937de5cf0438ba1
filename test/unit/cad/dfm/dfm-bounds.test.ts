import { describe, expect, it } from 'vitest';
import { checkBoardModel } from '#lambdas/cad/check-board.ts';
import { MAX_FINDINGS_PER_CHECK } from '#lambdas/cad/drc/kept-findings.ts';
import { TEN_TIMES_REAL, acidTraps, finePitchPads, holesNearCopper, overlappingParts, starvedPads } from './generated-board.ts';

/** The note a rule gets when it found more than it lists: "check: n more like this not listed (found found; worst w mm)." */
function noteOf(notes: string[], check: string): string {
  const note = notes.find((n) => n.startsWith(`${check}:`));
  expect(note, `a note for ${check}`).toBeDefined();
  return note!;
}

// What they find is bounded here; how long they take is measured by `npm run bench -- dfm-models`,
// not a wall-clock bound that a loaded machine breaks (one did: 26.6 s against 3.8 s quiet).
// Ten times the largest real board: seconds quiet, over 30 s on a loaded machine.
describe('the assembly and hole checks are bounded (docs/board-limits.md#findings-kept-while-checking)', { timeout: 120_000 }, () => {
  it(`hole-to-copper on ${TEN_TIMES_REAL.holes.toLocaleString('en-US')} holes, every one too near: the worst 50 listed, all counted`, () => {
    const count = TEN_TIMES_REAL.holes;
    const report = checkBoardModel(holesNearCopper(count));
    const listed = report.findings.filter((f) => f.check === 'hole-to-copper');
    expect(listed).toHaveLength(MAX_FINDINGS_PER_CHECK);
    expect(listed.every((f) => f.measured === 0.11)).toBe(true);
    expect(noteOf(report.notes, 'hole-to-copper')).toBe(
      `hole-to-copper: ${(count - 50).toLocaleString('en-US')} more like this not listed (${count.toLocaleString('en-US')} found; worst 0.11 mm).`,
    );
  });

  it(`courtyard-overlap on ${TEN_TIMES_REAL.parts.toLocaleString('en-US')} overlapping pairs: the worst 50 listed, all counted`, () => {
    const count = TEN_TIMES_REAL.parts;
    const report = checkBoardModel(overlappingParts(count));
    const listed = report.findings.filter((f) => f.check === 'courtyard-overlap');
    expect(listed).toHaveLength(MAX_FINDINGS_PER_CHECK);
    expect(listed.every((f) => f.measured === 0.5)).toBe(true);
    expect(noteOf(report.notes, 'courtyard-overlap')).toBe(
      `courtyard-overlap: ${(count - 50).toLocaleString('en-US')} more like this not listed (${count.toLocaleString('en-US')} found; worst 0.5 mm).`,
    );
  });

  it(`solder-mask-bridge on ${TEN_TIMES_REAL.holes.toLocaleString('en-US')} pad pairs, every dam too narrow: the worst 50 listed, all counted`, () => {
    const count = TEN_TIMES_REAL.holes;
    const report = checkBoardModel(finePitchPads(count));
    const listed = report.findings.filter((f) => f.check === 'solder-mask-bridge');
    expect(listed).toHaveLength(MAX_FINDINGS_PER_CHECK);
    expect(listed.every((f) => f.measured === 0.02)).toBe(true);
    expect(noteOf(report.notes, 'solder-mask-bridge')).toBe(
      `solder-mask-bridge: ${(count - 50).toLocaleString('en-US')} more like this not listed (${count.toLocaleString('en-US')} found; worst 0.02 mm).`,
    );
    expect(report.findings.filter((f) => f.check === 'solder-mask-sliver')).toEqual([]);
  });

  it(`thermal-spokes on ${TEN_TIMES_REAL.holes.toLocaleString('en-US')} pads in one zone, each with one spoke: 50 listed, all counted`, () => {
    const count = TEN_TIMES_REAL.holes;
    const report = checkBoardModel(starvedPads(count));
    const listed = report.findings.filter((f) => f.check === 'thermal-spokes');
    expect(listed).toHaveLength(MAX_FINDINGS_PER_CHECK);
    expect(listed.every((f) => f.measured === 1)).toBe(true);
    expect(noteOf(report.notes, 'thermal-spokes')).toBe(
      `thermal-spokes: ${(count - 50).toLocaleString('en-US')} more like this not listed (${count.toLocaleString('en-US')} found; worst 1).`,
    );
  });

  it(`acid-trap on ${TEN_TIMES_REAL.holes.toLocaleString('en-US')} sharp track joints: the worst 50 listed, all counted`, () => {
    const count = TEN_TIMES_REAL.holes;
    const report = checkBoardModel(acidTraps(count));
    const listed = report.findings.filter((f) => f.check === 'acid-trap');
    expect(listed).toHaveLength(MAX_FINDINGS_PER_CHECK);
    expect(listed.every((f) => Math.abs(f.measured! - 10) < 0.01)).toBe(true);
    expect(noteOf(report.notes, 'acid-trap')).toMatch(
      new RegExp(
        `^acid-trap: ${(count - 50).toLocaleString('en-US')} more like this not listed \\(${count.toLocaleString('en-US')} found; worst 10(\\.0+\\d*)?°\\)\\.$`,
      ),
    );
  });
});
