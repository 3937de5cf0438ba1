import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { customerWithUser, uploadBoard, uploadRevision, waitForProcessed } from '../support/boards.ts';
import { api } from '../support/identities.ts';

// Revisions through the local stack: the real Olimex RVPC rev A (KiCad, unrouted)
// and its rev B (Gerber zip, routed), docs/revisions.md#revisions-of-a-board.
const fixtures = path.resolve(import.meta.dirname, '../fixtures/boards');
const revA = readFileSync(path.join(fixtures, 'olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb'));
const revB = readFileSync(path.join(fixtures, 'olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip'));

describe('board revisions', () => {
  it('uploads rev B of a board, links both ways, processes it like any board and allows one next revision only', async () => {
    const owner = await customerWithUser('revisions');
    const first = await uploadBoard(owner.idToken, 'RVPC_Rev_A.kicad_pcb', revA, 'KiCad');
    expect((await waitForProcessed(owner.idToken, first)).processing).toBe('Complete');

    const next = await uploadRevision(owner.idToken, first, 'RVPC_Rev_B-gerbers.zip', revB);
    expect(next.revision).toBe('B');
    const boardB = await waitForProcessed(owner.idToken, next.boardId);
    expect(boardB).toMatchObject({
      revision: 'B',
      previous_board_id: first,
      next_board_id: null,
      user_id: owner.userId,
      processing: 'Complete',
      cad_source: 'Gerber',
    });
    expect((boardB.metrics as { copperLayers: number }).copperLayers).toBe(2);

    const boardA = await api('GET', `/api/boards/${first}`, { token: owner.idToken });
    expect(boardA.json).toMatchObject({ revision: 'A', previous_board_id: null, next_board_id: next.boardId });
    const list = await api('GET', '/api/boards', { token: owner.idToken });
    const listed = (list.json.boards as { board_id: string; revision: string }[]).filter((b) => [first, next.boardId].includes(b.board_id));
    expect(listed.map((b) => b.revision).sort()).toEqual(['A', 'B']);

    // Rev A already has its next revision: another upload from it is refused, from B it is rev C.
    const again = await api('POST', `/api/boards/${first}/revisions`, {
      token: owner.idToken,
      body: { file_name: 'other.zip', size: 100, cad_source: 'Gerber' },
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('newer_revision_exists');
    const third = await api('POST', `/api/boards/${next.boardId}/revisions`, {
      token: owner.idToken,
      body: { file_name: 'rev-c.zip', size: 100, cad_source: 'Gerber' },
    });
    expect(third.status).toBe(201);
    expect(third.json.revision).toBe('C');
  }, 90_000);

  it('refuses a file over the size limit and another customer, and writes nothing', async () => {
    const owner = await customerWithUser('revisions-owner');
    const other = await customerWithUser('revisions-other');
    const first = await uploadBoard(owner.idToken, 'RVPC_Rev_A.kicad_pcb', revA, 'KiCad');
    await waitForProcessed(owner.idToken, first);
    const tooBig = await api('POST', `/api/boards/${first}/revisions`, {
      token: owner.idToken,
      body: { file_name: 'big.zip', size: 51 * 1024 * 1024, cad_source: 'Gerber' },
    });
    expect(tooBig.status).toBe(413);
    const foreign = await api('POST', `/api/boards/${first}/revisions`, {
      token: other.idToken,
      body: { file_name: 'mine.zip', size: 100, cad_source: 'Gerber' },
    });
    expect(foreign.status).toBe(403);
    const bad = await api('POST', `/api/boards/${first}/revisions`, {
      token: owner.idToken,
      body: { file_name: 'notes.txt', size: 100, cad_source: 'Gerber' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toMatch(/Gerber \.zip/);
    const board = await api('GET', `/api/boards/${first}`, { token: owner.idToken });
    expect(board.json.next_board_id).toBeNull();
  }, 60_000);
});
