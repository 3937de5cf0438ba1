import { describe, expect, it } from 'vitest';
import { capabilities } from '#contracts/capabilities.ts';
import { BoardOptionsSchema } from '#contracts/schemas/quote.ts';
import { checkBoard, checkBoardModel } from '#lambdas/cad/check-board.ts';
import { assertOptionsFit, OptionError, optionsFromArgs, parseOptionArg, rulesForOptions } from '../../../bin/check-board-options.ts';
import { boardZip, cleanBoard } from './synthetic-gerber.ts';

// The check-board command's options: `--option key=value` read as people type
// it, an option the board cannot have refused with the reason (exit 3), and
// the design-rule check run again at the limits heavier copper needs.

describe('--option key=value', () => {
  it('reads CLI keys or field names, any letter case, units allowed', () => {
    expect(parseOptionArg('finish=enig')).toEqual(['finish', 'ENIG']);
    expect(parseOptionArg('mask=black')).toEqual(['colour', 'Black']);
    expect(parseOptionArg('copper=2oz')).toEqual(['copper_oz', 2]);
    expect(parseOptionArg('thickness=1.2mm')).toEqual(['thickness_mm', 1.2]);
    expect(parseOptionArg('via_treatment=Plugged')).toEqual(['via_treatment', 'Plugged']);
    expect(optionsFromArgs(['finish=ENIG', 'mask=Black'])).toEqual(BoardOptionsSchema.parse({ finish: 'ENIG', colour: 'Black' }));
  });

  it('says what is wrong with an unknown option or value', () => {
    expect(() => parseOptionArg('finish=gold')).toThrow(
      'surface finish “gold” is not offered (offered: HASL (lead-free), HASL (leaded), ENIG)',
    );
    expect(() => parseOptionArg('colour-of-box=red')).toThrow(/unknown option “colour-of-box”/);
    expect(() => parseOptionArg('ENIG')).toThrow(OptionError);
  });
});

describe('options checked against the measured board', () => {
  it('accepts 2 oz copper where the narrowest trace is 0.25 mm and refuses it, with the reason, at 0.15 mm', async () => {
    const { report } = await checkBoard({ name: 'clean.zip', bytes: boardZip(cleanBoard()) });
    expect(report.metrics!.minTraceMm).toBe(0.25);
    expect(() => assertOptionsFit(report.metrics!, optionsFromArgs(['copper=2']))).not.toThrow();
    expect(() => assertOptionsFit({ ...report.metrics!, minTraceMm: 0.15 }, optionsFromArgs(['copper=2']))).toThrow(
      "2 oz outer copper needs traces of at least 0.2 mm; this board's narrowest is 0.15 mm.",
    );
  });

  it('runs the checks at the raised limits, so each too-narrow trace is a finding where it is', async () => {
    const b = cleanBoard();
    b.top.flashes.push({ x: 3, y: 12, d: 1.2 });
    b.top.tracks.push({ x1: 3, y1: 12, x2: 9, y2: 12, w: 0.15 });
    const { report, board } = await checkBoard({ name: 'narrow.zip', bytes: boardZip(b) });
    // At the shop's 0.1 mm a 0.15 mm trace is fine …
    expect(report.findings.filter((f) => f.check === 'min-trace-width')).toEqual([]);
    expect(rulesForOptions(optionsFromArgs([]), 2)).toBe(capabilities);
    // … with 2 oz copper it is not.
    const rules = rulesForOptions(optionsFromArgs(['copper=2']), 2);
    expect(rules).toMatchObject({ minTraceMm: 0.2, minClearanceMm: 0.2, version: capabilities.version });
    const heavy = checkBoardModel(board!, rules).findings.filter((f) => f.check === 'min-trace-width');
    expect(heavy).toHaveLength(1);
    expect(heavy[0]).toMatchObject({ severity: 'Error', measured: 0.15, limit: 0.2, layer: 'top-copper' });
  });
});
