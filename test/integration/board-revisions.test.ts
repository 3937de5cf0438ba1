import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BoardAssembly } from '#contracts/schemas/assembly.ts';
import type { BoardBomDiff } from '#contracts/schemas/board-revision-diff.ts';
import type { RevisionDiff } from '#contracts/schemas/revision-diff.ts';
import { keptBoard } from '#lambdas/core/assembly/parsed-inputs.ts';
import { carryAssemblyToRevision } from '#lambdas/core/assembly/revision-assembly.ts';
import { getAssemblyOfBoard } from '#lambdas/core/db/assembly.ts';
import { getBoard } from '#lambdas/core/db/boards.ts';
import { bomFixture, bomFixtures, element, getAssembly, putBom, updateElement } from '../support/assembly.ts';
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
      const assemblyA = await chooseOnRevA(owner.idToken, first);
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

      // Rev B took the choices over: the board's, and the assembly's by designator (no row of rev A is gone or changed footprint).
      expect(res.json.carry_over).toEqual({
        from_board_id: first,
        carried: expect.arrayContaining(['quantity', 'options.colour', 'bom', 'part:R7', 'do_not_populate:SPK1', 'consigned:T1']),
        not_carried: [],
        carried_total: (res.json.carry_over as { carried: string[] }).carried.length,
        not_carried_total: 0,
      });
      const quoteB = await api('GET', `/api/boards/${next.boardId}/quote`, { token: owner.idToken });
      expect(quoteB.json).toMatchObject({ quantity: 12, board_options: { options: { colour: 'Black' } } });
      await expectAssemblyCarried(owner.idToken, assemblyA, next.boardId, res.json);

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

  /** On rev A: the RVPC BOM, a part for R7, SPK1 not populated, T1 consigned. */
  async function chooseOnRevA(token: string, boardId: string): Promise<BoardAssembly> {
    let assembly = await putBom(token, boardId, bomFixture('olimex-rvpc-revB/RVPC_Rev_B_BOM.csv'), 2);
    const search = await api('PUT', '/api/parts/search', {
      body: { search_terms: '100Ω', category_ids: [], filters: {}, page: 1, in_stock_only: false },
    });
    const partId = (search.json.results as { part: { id: string } }[])[0]!.part.id;
    for (const [designator, change] of [
      ['R7', { part_id: partId }],
      ['SPK1', { do_not_populate: true }],
      ['T1', { is_consignment: true }],
    ] as const) {
      const res = await updateElement(token, boardId, element(assembly, designator).id, { version: assembly.version, ...change });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      assembly = await getAssembly(token, boardId);
    }
    return assembly;
  }

  /** Rev B's rows: the same ids and choices, a BOM diff with nothing changed until a choice on rev B differs; a late retry writes nothing. */
  async function expectAssemblyCarried(token: string, revA: BoardAssembly, boardB: string, answer: Record<string, unknown>) {
    const bom = answer.bom as BoardBomDiff;
    const revB = await getAssembly(token, boardB);
    expect(revB.bom?.file_name).toBe('RVPC_Rev_B_BOM.csv');
    for (const designator of ['R7', 'SPK1', 'T1']) {
      const [a, b] = [element(revA, designator), element(revB, designator)];
      expect(b).toMatchObject({ id: a.id, part_id: a.part_id, do_not_populate: a.do_not_populate, is_consignment: a.is_consignment });
    }
    // The same BOM file on both: the diff's BOM section compares it and finds nothing changed.
    expect((answer.diff as RevisionDiff).bom).toMatchObject({ total: 0, listed: [] });
    expect(bom.rows.total).toBe(0);
    expect(bom.parts.since).not.toBeNull();

    // A choice made on rev B afterwards shows in the BOM section, by designator.
    const changed = await updateElement(token, boardB, element(revB, 'SPK1').id, { version: revB.version, do_not_populate: false });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    const diff = await api('GET', `/api/boards/${boardB}/revision-diff`, { token });
    expect((diff.json.bom as BoardBomDiff).rows).toEqual({
      listed: [expect.objectContaining({ designator: 'SPK1', changes: ['populate'] })],
      total: 1,
    });

    // A late duplicate delivery of rev B's upload event carries over again: the board is Complete, so it writes nothing.
    useStackEnv();
    const before = await getAssemblyOfBoard(boardB);
    await carryAssemblyToRevision(boardB, revA.board_id, await keptBoard((await getBoard(boardB))!));
    const after = await getAssemblyOfBoard(boardB);
    expect(after.elements.find((e) => e.designator === 'SPK1')!.overrides).toEqual({ do_not_populate: false });
    expect(after.elements.map((e) => [e.elementId, e.designator, e.overrides]).sort()).toEqual(
      before.elements.map((e) => [e.elementId, e.designator, e.overrides]).sort(),
    );

    // Another BOM on rev B, R7 now 150R: the diff's BOM section names the line, as the BOM stands now.
    const csv = readFileSync(path.join(bomFixtures, 'olimex-rvpc-revB/RVPC_Rev_B_BOM.csv'), 'utf8');
    const edited = csv.replace('1,100R/1/8W,R_0.125W_PTH,R7', '1,150R/1/8W,R_0.125W_PTH,R7');
    expect(edited).not.toBe(csv);
    const current = await getAssembly(token, boardB);
    await putBom(token, boardB, { name: 'RVPC_Rev_B_BOM.csv', bytes: new TextEncoder().encode(edited) }, current.version);
    const lines = (await api('GET', `/api/boards/${boardB}/revision-diff`, { token })).json.diff as RevisionDiff;
    expect(lines.bom).toMatchObject({ total: 1, counts: { value: 1, added: 0, removed: 0 } });
    expect(lines.bom!.listed[0]).toMatchObject({ before: { value: '100R/1/8W' }, after: { value: '150R/1/8W', designators: ['R7'] } });
    expect(lines.identical).toBe(false);
  }

  it('prices both revisions with the shared reads done once: fewer table calls, the same prices as two quotes', async () => {
    useStackEnv();
    const { documentClient } = await import('#lambdas/core/db/client.ts');
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
