import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheckBoard } from '../../support/check-board-command.ts';
import { fixturesDir } from './helpers.ts';

// `npm run check-board -- <file> --option …` end to end: the JSON report
// carries the options and the quote priced with them; an option that is not
// offered exits 3 with the reason.

describe('npm run check-board -- --option', () => {
  it('prices the options and reports them in the JSON', async () => {
    const { code, stdout } = await runCheckBoard(
      path.join(fixturesDir, 'olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip'),
      '--option',
      'finish=enig',
      '--option',
      'mask=black',
      '--json',
    );
    const out = JSON.parse(stdout) as {
      options: Record<string, unknown>;
      quote: { options: Record<string, unknown>; lines: { id: string }[] };
    };
    expect(out.options).toMatchObject({ finish: 'ENIG', colour: 'Black', thickness_mm: 1.6 });
    expect(out.quote.options).toEqual(out.options);
    expect(out.quote.lines.map((l) => l.id)).toEqual(
      expect.arrayContaining(['fabrication.finish.order', 'fabrication.finish.area', 'fabrication.colour.order']),
    );
    expect(code).toBe(0);
  });

  it('exits 3 with the reason for an option that is not offered', async () => {
    const { code, stderr } = await runCheckBoard(
      path.join(fixturesDir, 'olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip'),
      '--option',
      'finish=gold',
    );
    expect(stderr).toContain('surface finish “gold” is not offered');
    expect(code).toBe(3);
  });
});
