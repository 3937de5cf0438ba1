import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { customerWithUser, uploadBoard, uploadRevision, waitForProcessed } from '../support/boards.ts';
import { api } from '../support/identities.ts';
import { placeOrderOverHttp, readyCartOverHttp } from '../support/orders-http.ts';
import { SMALL_BOARD_METRICS, processedBoard } from '../support/processed-board.ts';
import { useStackEnv } from '../support/store-env.ts';
import { SHARED_MISSING, hasSharedBoards, sharedBoards } from '../unit/cad/helpers.ts';

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

    // A first upload has nothing before it.
    expect((await api('GET', `/api/boards/${first}/revision-diff`, { token: owner.idToken })).status).toBe(404);
  }, 90_000);

  describe.skipIf(!hasSharedBoards)('the diff computed in processing, real revision pairs', () => {
    if (!hasSharedBoards) it.skip(SHARED_MISSING, () => {});

    it('RVPC rev A → rev B (KiCad): the three new LEDs, the routing and the findings, through the API', async () => {
      const owner = await customerWithUser('revisions-diff');
      const first = await uploadBoard(owner.idToken, 'RVPC_Rev_A.kicad_pcb', revA, 'KiCad');
      await waitForProcessed(owner.idToken, first);
      // The customer's choices on rev A: a black board, 12 of them.
      const quote = await api('GET', `/api/boards/${first}/quote`, { token: owner.idToken });
      const options = { ...(quote.json.board_options as { options: Record<string, unknown> }).options, colour: 'Black' };
      const saved = await api('PUT', `/api/boards/${first}/options`, { token: owner.idToken, body: { version: 0, options } });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      const quantity = await api('PUT', `/api/boards/${first}/quantity`, { token: owner.idToken, body: { version: 1, quantity: 12 } });
      expect(quantity.status, JSON.stringify(quantity.json)).toBe(200);
      const kicadB = readFileSync(path.join(sharedBoards, 'kicad/olimex-rvpc-revB/RVPC_Rev_B.kicad_pcb'));
      const next = await uploadRevision(owner.idToken, first, 'RVPC_Rev_B.kicad_pcb', kicadB, 'KiCad');
      expect((await waitForProcessed(owner.idToken, next.boardId)).processing).toBe('Complete');

      const res = await api('GET', `/api/boards/${next.boardId}/revision-diff`, { token: owner.idToken });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json).toMatchObject({
        board_id: next.boardId,
        revision: 'B',
        previous_board_id: first,
        previous_revision: 'A',
        status: 'ready',
      });
      const diff = res.json.diff as {
        identical: boolean;
        components: { counts: { added: number; removed: number }; listed: { designator: string; changes: string[] }[] };
        layers: { layer: string; addedMm2: number }[];
        findings: { new: { total: number }; fixed: { total: number } } | null;
      };
      expect(diff.identical).toBe(false);
      expect(diff.components.counts.added - diff.components.counts.removed).toBe(3);
      expect(diff.components.listed.filter((c) => c.changes[0] === 'added').map((c) => c.designator)).toEqual(
        expect.arrayContaining(['RED1', 'GRN1', 'BLU1']),
      );
      expect(diff.layers.find((l) => l.layer === 'top-copper')!.addedMm2).toBeGreaterThan(100);
      // Rev A is unrouted (unconnected nets); routing it fixes those findings.
      expect(diff.findings!.fixed.total).toBeGreaterThan(0);

      // The price, line by line: both revisions quoted now at their own quantity and options.
      const price = res.json.price as {
        before_total_cents: number;
        after_total_cents: number;
        total_delta_cents: number;
        lines: { section: string; change: string; amount_delta_cents: number }[];
      };
      expect(price.before_total_cents).toBeGreaterThan(0);
      expect(price.total_delta_cents).toBe(price.after_total_cents - price.before_total_cents);
      expect(price.lines.some((l) => l.section === 'Fabrication')).toBe(true);
      expect(price.lines.reduce((sum, l) => sum + l.amount_delta_cents, 0)).toBe(price.total_delta_cents);

      // Rev B took the choices over.
      expect(res.json.carry_over).toEqual({
        from_board_id: first,
        carried: expect.arrayContaining(['quantity', 'options.colour']),
        not_carried: [],
      });
      const quoteB = await api('GET', `/api/boards/${next.boardId}/quote`, { token: owner.idToken });
      expect(quoteB.json).toMatchObject({ quantity: 12, board_options: { options: { colour: 'Black' } } });

      const other = await customerWithUser('revisions-diff-other');
      expect((await api('GET', `/api/boards/${next.boardId}/revision-diff`, { token: other.idToken })).status).toBe(403);
    }, 90_000);

    it('the Arduino Uno as a flat zip, then as a zip with a folder: the same board, an identical diff', async () => {
      const owner = await customerWithUser('revisions-same');
      const flat = readFileSync(path.join(sharedBoards, 'gerber/tracespace/arduino-uno.zip'));
      const nested = readFileSync(path.join(sharedBoards, 'gerber/tracespace/arduino-uno-nested-folder.zip'));
      const first = await uploadBoard(owner.idToken, 'arduino-uno.zip', flat);
      await waitForProcessed(owner.idToken, first);
      const next = await uploadRevision(owner.idToken, first, 'arduino-uno-nested-folder.zip', nested);
      await waitForProcessed(owner.idToken, next.boardId);
      const res = await api('GET', `/api/boards/${next.boardId}/revision-diff`, { token: owner.idToken });
      expect(res.json.status).toBe('ready');
      expect((res.json.diff as { identical: boolean }).identical).toBe(true);
    }, 90_000);
  });

  it('prices both revisions with the shared reads done once: fewer table calls, the same prices as two quotes', async () => {
    useStackEnv();
    const { documentClient } = await import('#lambdas/core/db/client.ts');
    const { getBoard } = await import('#lambdas/core/db/boards.ts');
    const { quoteOfBoard } = await import('#lambdas/core/board-quotes/board-quote-view.ts');
    const { revisionPriceDiff } = await import('#lambdas/core/board-quotes/revision-price-diff.ts');
    const { diffQuoteLines } = await import('#lambdas/core/quote/quote-line-diff.ts');
    const owner = await customerWithUser('revisions-price-reads');
    const [previous, board] = await Promise.all([
      processedBoard(owner.userId, 'rev-a.zip').then((id) => getBoard(id)),
      processedBoard(owner.userId, 'rev-b.zip', { ...SMALL_BOARD_METRICS, widthMm: 120, areaMm2: 9_600 }, 5).then((id) => getBoard(id)),
    ]);
    let calls = 0;
    documentClient.middlewareStack.add((next) => (args) => (calls++, next(args)), { name: 'countTableCalls' });
    try {
      const now = new Date();
      const counted = async <T>(work: () => Promise<T>) => {
        calls = 0;
        const result = await work();
        return { result, calls };
      };
      const separately = await counted(async () => {
        const [before, after] = await Promise.all([quoteOfBoard(previous!, null, now), quoteOfBoard(board!, null, now)]);
        return diffQuoteLines(before.view.quote, after.view.quote);
      });
      const shared = await counted(() => revisionPriceDiff(previous!, board!, now));
      console.log(`revision price diff: ${separately.calls} table calls quoting separately, ${shared.calls} with shared reads`);
      expect(shared.result).toEqual(separately.result);
      expect(shared.result.total_delta_cents).toBeGreaterThan(0);
      expect(shared.calls).toBeLessThan(separately.calls);
    } finally {
      documentClient.middlewareStack.remove('countTableCalls');
    }
  }, 60_000);

  it('makes one revision of two uploads racing from the same one; the others get 409 and cost no upload allowance', async () => {
    useStackEnv();
    const { db } = await import('#lambdas/core/db/service.ts');
    const { utcDay } = await import('#lambdas/core/db/daily-counts.ts');
    const owner = await customerWithUser('revisions-race');
    const first = await uploadBoard(owner.idToken, 'RVPC_Rev_A.kicad_pcb', revA, 'KiCad');
    await waitForProcessed(owner.idToken, first);
    const body = { file_name: 'rev-b.zip', size: 100, cad_source: 'Gerber' };
    const answers = await Promise.all([1, 2, 3].map(() => api('POST', `/api/boards/${first}/revisions`, { token: owner.idToken, body })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const made = answers.find((a) => a.status === 201)!.json.board_id;
    expect((await api('GET', `/api/boards/${first}`, { token: owner.idToken })).json.next_board_id).toBe(made);
    // The first upload and the one revision made: the two refused uploads are not counted.
    const { data } = await db()
      .entities.dailyCount.get({ scope: 'board-upload', subject: owner.userId, day: utcDay(new Date()) })
      .go();
    expect(data?.count).toBe(2);
  }, 60_000);

  it('refuses a revision once the owner has uploaded the day’s boards (429), and links nothing', async () => {
    useStackEnv();
    const { db } = await import('#lambdas/core/db/service.ts');
    const { dailyCountExpiry, utcDay } = await import('#lambdas/core/db/daily-counts.ts');
    const { MAX_BOARD_UPLOADS_PER_DAY } = await import('#contracts/schemas/boards.ts');
    const owner = await customerWithUser('revisions-allowance');
    const first = await processedBoard(owner.userId, 'rev-a.zip');
    const day = utcDay(new Date());
    await db()
      .entities.dailyCount.put({
        scope: 'board-upload',
        subject: owner.userId,
        day,
        count: MAX_BOARD_UPLOADS_PER_DAY,
        expiresAt: dailyCountExpiry(day),
      })
      .go();
    const body = { file_name: 'rev-b.zip', size: 100, cad_source: 'Gerber' };
    const refused = await api('POST', `/api/boards/${first}/revisions`, { token: owner.idToken, body });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('too_many_uploads');
    expect((await api('GET', `/api/boards/${first}`, { token: owner.idToken })).json.next_board_id).toBeNull();
  }, 60_000);

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
    expect((await api('GET', `/api/boards/${first}/revision-diff`, { token: other.idToken })).status).toBe(403);
  }, 60_000);

  it('names the revision in the cart and the order, and the order keeps rev A after rev B is uploaded', async () => {
    useStackEnv();
    const owner = await customerWithUser('revisions-order');
    const cart = await readyCartOverHttp(owner);
    expect(cart.items.map((i) => i.board.revision)).toEqual(['A']);
    const placed = await placeOrderOverHttp(owner, cart);
    expect(placed.res.status, JSON.stringify(placed.res.json)).toBe(201);
    const boardA = placed.order.items[0]!.board_id;
    expect(placed.order.items[0]!.revision).toBe('A');

    const next = await api('POST', `/api/boards/${boardA}/revisions`, {
      token: owner.idToken,
      body: { file_name: 'core-rev-b.zip', size: 1_000, cad_source: 'Gerber' },
    });
    expect(next.status).toBe(201);
    expect(next.json.revision).toBe('B');
    const order = await api('GET', `/api/orders/${placed.order.order_id}`, { token: owner.idToken });
    expect(order.json.items).toEqual([
      expect.objectContaining({ board_id: boardA, revision: 'A', file_name: placed.order.items[0]!.file_name }),
    ]);
  }, 60_000);
});
