import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { outboxTo } from '../support/outbox.ts';
import type { Category, Part } from '#contracts/parts.ts';
import type { BoardAssembly } from '#contracts/schemas/assembly.ts';
import type { BoardQuoteView, CustomQuoteRequest } from '#contracts/schemas/board-quote.ts';
import { CUSTOM_PART_NEEDS_ENGINEER, INSUFFICIENT_INVENTORY } from '#lambdas/core/bom/populate-row.ts';
import { boardFixtures, element, getAssembly, putBom, updateElement } from '../support/assembly.ts';
import { customerWithUser, uploadBoard, waitForProcessed } from '../support/boards.ts';
import { api, newCustomer, type TestIdentity } from '../support/identities.ts';

// A board's quote from its stored rows, against the emulators: the BOM's
// catalogue parts priced from the demo catalogue, a manual-entry part that
// needs an engineer (Requires → Awaiting → Received custom quote, with the
// customer e-mailed), a part short of stock for the quantity, and who may
// call what.

let owner: Awaited<ReturnType<typeof customerWithUser>>;
let stranger: TestIdentity;
let engineer: TestIdentity;
let boardId: string;
let assembly: BoardAssembly;
let coil: Part;

// C11702 (1 kΩ 0402, basic), C1525 (100 nF 0402, basic), C22795 (130 kΩ 0603, 38 in stock in the demo catalogue).
const BOM = [
  'Reference,Quantity,Value,Footprint,LCSC',
  'R1,1,1k,R_0402,C11702',
  '"C1,C2",2,100nF,C_0402,C1525',
  'R2,1,130k,R_0603,C22795',
  'L1,1,coil,L_custom,',
].join('\n');

const outbox = (to: string) => outboxTo(inject('stack').dataDir, to);

async function quoteOf(token: string, id = boardId): Promise<BoardQuoteView> {
  const res = await api('GET', `/api/boards/${id}/quote`, { token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as unknown as BoardQuoteView;
}

/** The catalogue id of the part a row chose. */
const partOf = (designator: string) => element(assembly, designator).part_id!;

async function setQuantity(quantity: number): Promise<void> {
  const res = await api('PUT', `/api/boards/${boardId}/quantity`, { token: owner.idToken, body: { quantity, version: assembly.version } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  assembly = res.json as unknown as BoardAssembly;
}

async function choose(designator: string, change: Record<string, unknown>): Promise<void> {
  const res = await updateElement(owner.idToken, boardId, element(assembly, designator).id, { version: assembly.version, ...change });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  assembly = await getAssembly(owner.idToken, boardId);
}

beforeAll(async () => {
  [owner, stranger, engineer] = await Promise.all([
    customerWithUser('quote-owner'),
    newCustomer('quote-stranger'),
    newCustomer('quote-engineer', ['Engineer']),
  ]);
  boardId = await uploadBoard(
    owner.idToken,
    'RVPC_Rev_B-gerbers.zip',
    readFileSync(path.join(boardFixtures, 'olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip')),
  );
  expect((await waitForProcessed(owner.idToken, boardId)).processing).toBe('Complete');
  assembly = await putBom(owner.idToken, boardId, { name: 'quote-bom.csv', bytes: new TextEncoder().encode(BOM) }, 0);

  const categories = (await api('GET', '/api/part-categories', { token: engineer.idToken })).json.categories as Category[];
  const created = await api('POST', '/api/custom-parts', {
    token: engineer.idToken,
    body: {
      mpn: `COIL-${Date.now() % 1_000_000}`,
      manufacturer: 'Copperline Test Works',
      category_id: categories[0]!.id,
      description: 'Hand-wound air coil, 4 turns',
      package: 'custom',
      datasheet: '',
      moq: 1,
      value_text: 'coil',
      // A list price the shop entered; a manual part is still priced only from a confirmation per board.
      price_breaks: [{ min_qty: 1, unit_price_micros: 3_000_000 }],
      parameters: [],
      initial_stock: 0,
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  coil = created.json.part as Part;
}, 90_000);

describe('the quote of a board with a BOM', () => {
  it('prices fabrication, assembly and the catalogue parts the rows chose, line by line, with its versions', async () => {
    await choose('L1', { do_not_populate: true });
    const view = await quoteOf(owner.idToken);
    expect(view).toMatchObject({ board_id: boardId, quantity: 1, custom_parts: [], custom_quote: null });
    const quote = view.quote!;
    expect(quote.status, quote.reasons.join(' ')).toBe('Has instant quote');
    expect(quote.pricing_version).toBeGreaterThanOrEqual(1);
    const supplierCodes = quote.quoted_parts.map((p) => assembly.elements.find((e) => e.part_id === p.part_id)!.part!.supplier_code);
    expect(supplierCodes.sort()).toEqual(['C11702', 'C1525', 'C22795']);
    const capacitors = quote.quoted_parts.find((p) => p.part_id === partOf('C1'))!;
    expect(capacitors.element_ids.sort()).toEqual([element(assembly, 'C1').id, element(assembly, 'C2').id].sort());
    expect(capacitors.price_info).toMatchObject({ basis: 'price_break', needed_quantity: 2 });
    expect(quote.lines.map((l) => l.section)).toEqual(expect.arrayContaining(['Fabrication', 'Assembly', 'Parts']));
    // The lines shown add up to the totals.
    const sum = (section: string) => quote.lines.filter((l) => l.section === section).reduce((s, l) => s + l.amount_cents, 0);
    expect(quote.totals).toMatchObject({
      fabrication_cents: sum('Fabrication'),
      assembly_cents: sum('Assembly'),
      parts_cents: sum('Parts'),
    });
    expect(quote.totals!.total_cents).toBe(sum('Fabrication') + sum('Assembly') + sum('Parts'));
  });

  it('says a part is short for the quantity, on the quote and in the row’s message (docs/validation.md#populate-row-rule)', async () => {
    await setQuantity(50); // 50 × R2 + spares > the 38 in stock
    const quote = (await quoteOf(owner.idToken)).quote!;
    expect(quote.status).toBe('Cannot quote');
    expect(quote.quoted_parts.find((p) => p.part_id === partOf('R2'))).toMatchObject({
      price_info: null,
      unpriced_reason: 'insufficient_stock',
    });
    expect(element(assembly, 'R2').message).toBe(INSUFFICIENT_INVENTORY);
    expect(element(assembly, 'R1').message).toBeNull();
    await setQuantity(5);
    expect(element(assembly, 'R2').message).toBeNull();
  });

  it('takes a custom part through Requires → Awaiting → Received custom quote, priced from what the engineer confirmed', async () => {
    await choose('L1', { do_not_populate: false, part_id: coil.id });
    expect(element(assembly, 'L1').message).toBe(CUSTOM_PART_NEEDS_ENGINEER);
    let view = await quoteOf(owner.idToken);
    expect(view.quote!.status, view.quote!.reasons.join(' ')).toBe('Requires custom quote');
    expect(view.custom_parts).toEqual([
      expect.objectContaining({
        part_id: coil.id,
        designators: ['L1'],
        needed_quantity: 5,
        confirmed: null,
        description: 'Hand-wound air coil, 4 turns',
      }),
    ]);

    // Engineers confirm only what was asked.
    const early = await api('PUT', `/api/internal/boards/${boardId}/custom-parts/${coil.id}`, {
      token: engineer.idToken,
      body: { version: 0, unit_price_micros: 1, stock: 1 },
    });
    expect(early.status).toBe(409);
    expect(early.json.code).toBe('custom_quote_not_requested');

    const asked = await api('POST', `/api/boards/${boardId}/custom-quote`, { token: owner.idToken });
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    view = asked.json as unknown as BoardQuoteView;
    expect(view.quote!.status).toBe('Awaiting custom quote');
    expect(view.custom_quote).toMatchObject({ version: 0 });
    // Asking again changes nothing.
    expect(
      ((await api('POST', `/api/boards/${boardId}/custom-quote`, { token: owner.idToken })).json as unknown as BoardQuoteView).custom_quote,
    ).toEqual(view.custom_quote);

    const queue = await api('GET', '/api/internal/custom-quotes', { token: engineer.idToken });
    expect(queue.status).toBe(200);
    const request = (queue.json.requests as CustomQuoteRequest[]).find((r) => r.board_id === boardId)!;
    expect(request).toMatchObject({ customer_email: owner.email, status: 'Awaiting custom quote', quantity: 5, version: 0 });

    // Two engineers at once: one wins, the other is told to look again.
    const confirm = (price: number) =>
      api('PUT', `/api/internal/boards/${boardId}/custom-parts/${coil.id}`, {
        token: engineer.idToken,
        body: { version: 0, unit_price_micros: price, stock: 20 },
      });
    const [a, b] = await Promise.all([confirm(2_500_000), confirm(2_600_000)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const won = (a.status === 200 ? a : b).json as unknown as CustomQuoteRequest;
    expect(won).toMatchObject({ status: 'Received custom quote', version: 1 });
    expect(won.custom_parts[0]!.confirmed).toMatchObject({ stock: 20, confirmed_by: engineer.email });

    view = await quoteOf(owner.idToken);
    expect(view.quote!.status).toBe('Received custom quote');
    const price = won.custom_parts[0]!.confirmed!.unit_price_micros;
    // Hand placement takes no spares: 5 coils at the confirmed price.
    expect(view.quote!.quoted_parts.find((p) => p.part_id === coil.id)!.price_info).toMatchObject({
      basis: 'engineer_confirmed',
      purchase_quantity: 5,
      unit_price_micros: price,
    });
    assembly = await getAssembly(owner.idToken, boardId);
    expect(element(assembly, 'L1').message).toBeNull();
    expect(outbox(owner.email).map((m) => m.subject)).toContain('Your custom quote for RVPC_Rev_B-gerbers.zip is ready');
  });

  it('prices the board in the cart from the same rows, and an order may be placed on a received custom quote', async () => {
    const put = await api('PUT', `/api/users/${owner.userId}/shopping-cart`, {
      token: owner.idToken,
      body: {
        version: 0,
        items: [{ board_id: boardId, quantity: 5 }],
        shipping_address: null,
        shipping_rate: null,
        pickup_info: null,
        coupons_applied: [],
        lead_time_id: null,
      },
    });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    const item = (put.json.items as { board: { quote: { state: string; total_cents: number } } }[])[0]!;
    const quote = (await quoteOf(owner.idToken)).quote!;
    expect(item.board.quote).toMatchObject({ state: 'Received custom quote', total_cents: quote.totals!.total_cents });
    expect(put.json.issues).not.toEqual(expect.arrayContaining([expect.stringContaining('RVPC_Rev_B-gerbers.zip')]));
  });

  it('refuses a custom quote for a board with nothing to price by hand', async () => {
    const other = await uploadBoard(
      owner.idToken,
      'RVPC_Rev_B-gerbers.zip',
      readFileSync(path.join(boardFixtures, 'olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip')),
    );
    await waitForProcessed(owner.idToken, other);
    const res = await api('POST', `/api/boards/${other}/custom-quote`, { token: owner.idToken });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('custom_quote_not_needed');
    expect((await quoteOf(owner.idToken, other)).quote).toMatchObject({ status: 'Has instant quote', quoted_parts: [] });
  });
});

describe('who may call the quote routes', () => {
  it('lets only the owner and staff see a board’s quote, and only engineers use the queue', async () => {
    expect((await api('GET', `/api/boards/${boardId}/quote`, { token: stranger.idToken })).status).toBe(403);
    expect((await api('GET', `/api/boards/${boardId}/quote`)).status).toBe(401);
    expect((await api('GET', `/api/boards/${boardId}/quote`, { token: engineer.idToken })).status).toBe(200);
    expect((await api('POST', `/api/boards/${boardId}/custom-quote`, { token: stranger.idToken })).status).toBe(403);
    for (const [method, url, body] of [
      ['GET', '/api/internal/custom-quotes', undefined],
      ['GET', '/api/internal/boards', undefined],
      ['PUT', `/api/internal/boards/${boardId}/custom-parts/${coil.id}`, { version: 1, unit_price_micros: 1, stock: 1 }],
    ] as const) {
      expect((await api(method, url, { token: owner.idToken, body })).status, `${method} ${url}`).toBe(403);
    }
    const list = await api('GET', '/api/internal/boards', { token: engineer.idToken });
    expect(list.status).toBe(200);
    expect((list.json.boards as { board_id: string }[]).map((b) => b.board_id)).toContain(boardId);
    const processed = await api('GET', '/api/internal/boards?processing=Cannot%20process', { token: engineer.idToken });
    expect((processed.json.boards as { processing: string }[]).every((b) => b.processing === 'Cannot process')).toBe(true);
  });
});
