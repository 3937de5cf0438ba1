import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUEST_SESSION_SECONDS, MAX_GUEST_BOARDS_PER_DAY, MAX_GUEST_SESSION_BYTES } from '#contracts/guest-sessions.ts';
import type { BoardQuoteView } from '#contracts/schemas/board-quote.ts';
import { boardFixtures, putBom } from '../support/assembly.ts';
import { customerWithUser, uploadBoard, waitForProcessed } from '../support/boards.ts';
import { api } from '../support/identities.ts';
import { useStackEnv } from '../support/store-env.ts';

// A signed-out visitor's board on the local stack (docs/access.md#guest-sessions): uploaded,
// processed through the same queue, checked and quoted with a BOM, options and quantity under a
// guest token; claimed with all of it into an account's cart once, never twice.

useStackEnv();
const { sweepExpiredGuestBoards } = await import('#lambdas/core/guests/guest-board-sweep.ts');
const { removeObjectsUnder } = await import('#lambdas/core/aws/bucket-prefix-removal.ts');
const { headObject } = await import('#lambdas/core/aws/uploads-bucket.ts');
const { getBoard } = await import('#lambdas/core/db/boards.ts');

const BOM = ['Reference,Quantity,Value,Footprint,LCSC', 'R1,1,1k,R_0402,C11702', '"C1,C2",2,100nF,C_0402,C1525'].join('\n');

async function guestSession(): Promise<string> {
  const started = await api('POST', '/api/guest-sessions');
  expect(started.status, JSON.stringify(started.json)).toBe(201);
  return started.json.token as string;
}

const createBoard = (token: string, size: number, name = 'guest.zip') =>
  api('POST', '/api/boards', { token, body: { file_name: name, size, cad_source: 'Gerber' } });

let guest: string;
let boardId: string;

beforeAll(async () => {
  guest = await guestSession();
  boardId = await uploadBoard(guest, 'guest-core.zip', readFileSync(path.join(boardFixtures, 'tracespace-core/core.zip')));
}, 60_000);

describe('a guest board', () => {
  it('is processed, checked and quoted as a customer’s, with its BOM, options and quantity', async () => {
    const board = await waitForProcessed(guest, boardId);
    expect(board).toMatchObject({ board_id: boardId, processing: 'Complete', lifecycle: 'Created' });
    expect((board.layers as unknown[]).length).toBeGreaterThan(0);
    const assembly = await putBom(guest, boardId, { name: 'guest-bom.csv', bytes: new TextEncoder().encode(BOM) }, 0);
    const quantity = await api('PUT', `/api/boards/${boardId}/quantity`, {
      token: guest,
      body: { quantity: 5, version: assembly.version },
    });
    expect(quantity.status, JSON.stringify(quantity.json)).toBe(200);
    const before = (await api('GET', `/api/boards/${boardId}/quote`, { token: guest })).json as unknown as BoardQuoteView;
    const saved = await api('PUT', `/api/boards/${boardId}/options`, {
      token: guest,
      body: { version: before.board_options!.version, options: { ...before.board_options!.options, colour: 'Black' } },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const quote = await api('GET', `/api/boards/${boardId}/quote`, { token: guest });
    expect(quote.status, JSON.stringify(quote.json)).toBe(200);
    expect(quote.json).toMatchObject({ board_id: boardId, quantity: 5 });
    expect((quote.json as unknown as BoardQuoteView).quote!.options).toMatchObject({ colour: 'Black' });
  }, 60_000);

  it('is refused to another guest and to customers; the guest is refused everything else and a forged token is 401', async () => {
    const other = await guestSession();
    const customer = await customerWithUser('guest-stranger');
    expect((await api('GET', `/api/boards/${boardId}`, { token: other })).status).toBe(403);
    expect((await api('GET', `/api/boards/${boardId}`, { token: customer.idToken })).status).toBe(403);
    expect((await api('GET', '/api/boards', { token: guest })).status).toBe(401);
    expect((await api('GET', `/api/users/${customer.userId}/shopping-cart`, { token: guest })).status).toBe(401);
    const [header, payload] = guest.split('.');
    expect((await api('GET', `/api/boards/${boardId}`, { token: `${header}.${payload}.${'A'.repeat(43)}` })).status).toBe(401);
  });
});

describe('guest limits', () => {
  it(`refuses a session's board or revision after ${MAX_GUEST_BOARDS_PER_DAY} a day (429) and over its bytes (413), with a clear message`, async () => {
    const busy = await guestSession();
    const first = await createBoard(busy, 100);
    expect(first.status).toBe(201);
    // A guest's new revision is an upload like the first: allowed on its own board, and counted.
    const revise = (id: string) =>
      api('POST', `/api/boards/${id}/revisions`, { token: busy, body: { file_name: 'guest-rev-b.zip', size: 100, cad_source: 'Gerber' } });
    const revision = await revise(first.json.board_id as string);
    expect(revision.status, JSON.stringify(revision.json)).toBe(201);
    for (let i = 2; i < MAX_GUEST_BOARDS_PER_DAY; i++) expect((await createBoard(busy, 100)).status).toBe(201);
    const refused = await createBoard(busy, 100);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'too_many_uploads' });
    expect(refused.json.message).toMatch(/Without an account, a visitor can upload at most 5 boards a day/);
    const refusedRevision = await revise(revision.json.board_id as string);
    expect(refusedRevision.status).toBe(429);
    expect(refusedRevision.json.message).toMatch(/Without an account, a visitor can upload at most 5 boards a day/);

    const big = await guestSession();
    const half = MAX_GUEST_SESSION_BYTES / 2;
    expect((await createBoard(big, half)).status).toBe(201);
    expect((await createBoard(big, half)).status).toBe(201);
    const over = await createBoard(big, 1);
    expect(over.status).toBe(413);
    expect(over.json).toMatchObject({ code: 'file_too_large' });
    expect(over.json.message).toMatch(/at most 100 MB together/);
  });
});

describe('claiming guest boards', () => {
  it('moves the board with everything chosen into the account’s cart once; a repeat or another account moves nothing', async () => {
    const owner = await customerWithUser('guest-claimer');
    const claimed = await api('POST', '/api/guest-sessions/claim', { token: owner.idToken, body: { guest_token: guest } });
    expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);
    expect(claimed.json).toEqual({ board_ids: [boardId], in_cart: [boardId], claimed_elsewhere: 0 });

    const board = await api('GET', `/api/boards/${boardId}`, { token: owner.idToken });
    expect(board.json).toMatchObject({ user_id: owner.userId, lifecycle: 'In shopping cart' });
    const quote = (await api('GET', `/api/boards/${boardId}/quote`, { token: owner.idToken })).json as unknown as BoardQuoteView;
    expect(quote).toMatchObject({ quantity: 5 });
    expect(quote.quote!.options).toMatchObject({ colour: 'Black' });
    const cart = await api('GET', `/api/users/${owner.userId}/shopping-cart`, { token: owner.idToken });
    expect((cart.json.items as { board_id: string }[]).map((i) => i.board_id)).toEqual([boardId]);
    expect((await api('GET', `/api/boards/${boardId}`, { token: guest })).status).toBe(403);

    const again = await api('POST', '/api/guest-sessions/claim', { token: owner.idToken, body: { guest_token: guest } });
    expect(again.json).toEqual({ board_ids: [], in_cart: [], claimed_elsewhere: 0 });
    const thief = await customerWithUser('guest-late-claimer');
    const late = await api('POST', '/api/guest-sessions/claim', { token: thief.idToken, body: { guest_token: guest } });
    expect(late.json).toMatchObject({ board_ids: [] });
    expect((await api('GET', `/api/boards/${boardId}`, { token: owner.idToken })).json).toMatchObject({ user_id: owner.userId });
    // A guest cannot claim, and a bad token is a clear 400.
    expect((await api('POST', '/api/guest-sessions/claim', { token: guest, body: { guest_token: guest } })).status).toBe(401);
    const bad = await api('POST', '/api/guest-sessions/claim', { token: owner.idToken, body: { guest_token: 'nonsense' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/guest session has expired or is not valid/);
  }, 30_000);
});

describe('the guest board sweep', () => {
  it('removes an unclaimed guest board after 7 days with its files, and leaves a claimed one', async () => {
    const session = await guestSession();
    const expiring = await uploadBoard(session, 'expiring.zip', new TextEncoder().encode('not a zip, but a file to remove'));
    const stored = await getBoard(expiring);
    expect(await headObject(stored!.uploadKey)).not.toBeNull();
    const later = new Date(Date.parse(stored!.createdAt) + GUEST_SESSION_SECONDS * 1000 + 60_000);
    const removed = await sweepExpiredGuestBoards(later, { removeObjectsUnder });
    expect(removed.boards).toBeGreaterThanOrEqual(1);
    expect(await getBoard(expiring, true)).toBeNull();
    expect(await headObject(stored!.uploadKey)).toBeNull();
    // The board claimed above was a guest's too, and older: it stays.
    expect(await getBoard(boardId, true)).not.toBeNull();
    expect((await api('GET', `/api/boards/${expiring}`, { token: session })).status).toBe(404);
  }, 30_000);
});
