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

describe('the assembly and hole checks are bounded (docs/board-limits.md#findings-kept-while-checking)', () => {
  it(`hole-to-copper on ${TEN_TIMES_REAL.holes.toLocaleString('en-US')} holes, every one too near: the worst 50 listed, all counted`, () => {
    const count = TEN_TIMES_REAL.holes;
    const started = performance.now();
    const report = checkBoardModel(holesNearCopper(count));
    const seconds = (performance.now() - started) / 1000;
    const listed = report.findings.filter((f) => f.check === 'hole-to-copper');
    expect(listed).toHaveLength(MAX_FINDINGS_PER_CHECK);
    expect(listed.every((f) => f.measured === 0.11)).toBe(true);
    expect(noteOf(report.notes, 'hole-to-copper')).toBe(
      `hole-to-copper: ${(count - 50).toLocaleString('en-US')} more like this not listed (${count.toLocaleString('en-US')} found; worst 0.11 mm).`,
    );
    // Every check on the whole panel, not just this one: generous for a loaded 2-core machine.
    expect(seconds).toBeLessThan(20);
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
    const started = performance.now();
    const report = checkBoardModel(starvedPads(count));
    const seconds = (performance.now() - started) / 1000;
    const listed = report.findings.filter((f) => f.check === 'thermal-spokes');
    expect(listed).toHaveLength(MAX_FINDINGS_PER_CHECK);
    expect(listed.every((f) => f.measured === 1)).toBe(true);
    expect(noteOf(report.notes, 'thermal-spokes')).toBe(
      `thermal-spokes: ${(count - 50).toLocaleString('en-US')} more like this not listed (${count.toLocaleString('en-US')} found; worst 1).`,
    );
    expect(seconds).toBeLessThan(20);
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
