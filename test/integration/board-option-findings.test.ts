import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardQuoteView } from '#contracts/schemas/board-quote.ts';
import { customerWithUser, uploadBoard, waitForProcessed } from '../support/boards.ts';
import { api } from '../support/identities.ts';
import { useStackEnv } from '../support/store-env.ts';
import { boardZip, cleanBoard } from '../unit/cad/synthetic-gerber.ts';

// A board uploaded through the stack (bucket → queue → processing) with a
// 0.15 mm trace and a 0.15 mm gap between nets: the shop makes it, 2 oz
// copper does not. The review page's quote says so per choice, located, from
// what the processing stored (docs/board-options.md#heavier-limits-in-the-design-rule-check).

let owner: Awaited<ReturnType<typeof customerWithUser>>;
let boardId: string;

beforeAll(async () => {
  useStackEnv();
  owner = await customerWithUser('option-findings');
  const b = cleanBoard();
  b.top.flashes.push({ x: 3, y: 12, d: 1.2 }, { x: 8, y: 10, d: 1.0 }, { x: 9.15, y: 10, d: 1.0 });
  b.top.tracks.push({ x1: 3, y1: 12, x2: 9, y2: 12, w: 0.15 });
  b.plated.push({ x: 8, y: 10, d: 0.5 }, { x: 9.15, y: 10, d: 0.5 });
  boardId = await uploadBoard(owner.idToken, 'heavy-copper.zip', boardZip(b));
  expect((await waitForProcessed(owner.idToken, boardId)).processing).toBe('Complete');
}, 90_000);

describe('located findings of the board options', () => {
  it('choosing 2 oz copper shows where the board would not fit it, measured against required; the shop’s own check finds nothing there', async () => {
    const board = await api('GET', `/api/boards/${boardId}`, { token: owner.idToken });
    expect(
      (board.json.findings as { check: string }[]).filter((f) => f.check === 'min-trace-width' || f.check === 'copper-clearance'),
    ).toEqual([]);

    const res = await api('GET', `/api/boards/${boardId}/quote`, { token: owner.idToken });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const options = (res.json as unknown as BoardQuoteView).board_options!;
    expect(options.findings).toEqual([]);
    const twoOz = options.groups.find((g) => g.key === 'copper_oz')!.choices.find((c) => c.value === 2)!;
    expect(twoOz.allowed).toBe(false);
    expect(twoOz.findings.map((f) => [f.check, f.measured_mm, f.required_mm, f.layer])).toEqual([
      ['min-trace-width', 0.15, 0.2, 'top-copper'],
      ['copper-clearance', 0.15, 0.2, 'top-copper'],
    ]);
    const trace = twoOz.findings[0]!;
    expect(trace.y).toBe(12);
    expect(trace.x).toBeGreaterThan(3);
    expect(trace.x).toBeLessThan(9);

    // Saving it is refused with the measured reason, as before.
    const saved = await api('PUT', `/api/boards/${boardId}/options`, {
      token: owner.idToken,
      body: { version: options.version, options: { ...options.options, copper_oz: 2 } },
    });
    expect([saved.status, saved.json.code]).toEqual([400, 'invalid_board_option']);
  });
});
