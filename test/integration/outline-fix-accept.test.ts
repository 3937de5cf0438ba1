import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardQuoteView } from '#contracts/schemas/board-quote.ts';
import { customerWithUser, uploadBoard, waitForProcessed } from '../support/boards.ts';
import { api } from '../support/identities.ts';
import { useStackEnv } from '../support/store-env.ts';
import { SHARED_MISSING, hasSharedBoards, sharedBoards } from '../unit/cad/helpers.ts';

// The real Olimex RVPC with a 0.05 mm gap cut into its 31 × 50 mm edge, through
// the stack (bucket → queue → processing): the owner accepts the proposed
// outline and the board is processed again with it (docs/board-checks.md#outline-fix).

const RVPC = 'kicad/olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb';
const EDGE_RECT = '(gr_rect (start 130 70) (end 161 120)\n    (stroke (width 0.254) (type default)) (fill none) (layer "Edge.Cuts")';
const line = (x1: number, y1: number, x2: number, y2: number) =>
  `(gr_line (start ${x1} ${y1}) (end ${x2} ${y2}) (stroke (width 0.1) (type default)) (layer "Edge.Cuts"))`;
const GAPPED = `${line(130, 70, 161, 70)} ${line(161, 70, 161, 120)} ${line(160.95, 120, 130, 120)} ${line(130, 120, 130, 70)} (gr_text "x" (at 0 0) (layer "Dwgs.User")`;

type Finding = { id: string; check: string; severity: string; proposal?: { kind: string } };
let owner: Awaited<ReturnType<typeof customerWithUser>>;
let boardId: string;

const getBoard = async () => (await api('GET', `/api/boards/${boardId}`, { token: owner.idToken })).json;
const accept = (findingId: string, updatedAt: unknown) =>
  api('POST', `/api/boards/${boardId}/findings/${findingId}/accept-fix`, { token: owner.idToken, body: { updated_at: updatedAt } });

describe.skipIf(!hasSharedBoards)('accepting the proposed outline of a real board made broken', () => {
  if (!hasSharedBoards) it.skip(SHARED_MISSING, () => {});

  beforeAll(async () => {
    useStackEnv();
    owner = await customerWithUser('outline-fix');
    const text = readFileSync(path.join(sharedBoards, RVPC), 'utf8');
    const bytes = new TextEncoder().encode(text.replace(EDGE_RECT, GAPPED));
    boardId = await uploadBoard(owner.idToken, 'RVPC_gap.kicad_pcb', bytes, 'KiCad');
    expect((await waitForProcessed(owner.idToken, boardId)).processing).toBe('Complete');
  }, 90_000);

  it('processes the board again with the accepted outline: no outline error, quoted at its size; a second accept is a conflict', async () => {
    const before = await getBoard();
    const gap = (before.findings as Finding[]).find((f) => f.check === 'outline-gap')!;
    expect(gap).toMatchObject({ severity: 'Error', proposal: { kind: 'close-gap' } });

    const accepted = await accept(gap.id, before.updated_at);
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(accepted.json).toMatchObject({ processing: 'Unprocessed', accepted_outline: { kind: 'close-gap' } });

    const after = await waitForProcessed(owner.idToken, boardId);
    expect(after.processing).toBe('Complete');
    expect((after.findings as Finding[]).filter((f) => f.check.startsWith('outline'))).toEqual([]);
    expect(after.metrics).toMatchObject({ widthMm: 31, heightMm: 50, areaMm2: 1550 });

    const quote = await api('GET', `/api/boards/${boardId}/quote`, { token: owner.idToken });
    expect(quote.status, JSON.stringify(quote.json)).toBe(200);
    const view = quote.json as unknown as BoardQuoteView;
    expect(view.quote!.totals).not.toBeNull();
    // Priced by the fixed outline's 31 × 50 mm.
    expect(view.quote!.lines.find((l) => l.id === 'fabrication.boards')!.arithmetic).toContain('1,550 mm²');

    // Again, on the version first seen, and on the new one: the fix is accepted once.
    expect([(await accept(gap.id, before.updated_at)).json.code]).toEqual(['version_conflict']);
    const again = await accept(gap.id, after.updated_at);
    expect([again.status, again.json.code]).toEqual([409, 'version_conflict']);
  }, 90_000);
});
