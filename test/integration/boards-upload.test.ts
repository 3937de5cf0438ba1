import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { customerWithUser, uploadBoard, waitForProcessed, type Upload } from '../support/boards.ts';
import { api, newCustomer, signIn } from '../support/identities.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/boards');

describe('board upload and processing', () => {
  it('creates the board, uploads through the presigned PUT and processes a Gerber zip to Complete with metrics, findings and layers', async () => {
    const owner = await customerWithUser('boards');
    const bytes = readFileSync(path.join(fixtures, 'tracespace-core/core.zip'));
    const started = Date.now();
    const boardId = await uploadBoard(owner.idToken, 'core (rev 1).zip', bytes);
    expect(boardId).toMatch(/^[0-9a-z]{24}$/);

    const board = await waitForProcessed(owner.idToken, boardId);
    console.info(`upload → Complete in ${Date.now() - started} ms`);
    expect(board).toMatchObject({
      board_id: boardId,
      user_id: owner.userId,
      file_name: 'core (rev 1).zip',
      cad_source: 'Gerber',
      lifecycle: 'Created',
      processing: 'Complete',
      processing_reason: null,
      bom_state: 'NONE',
    });
    const metrics = board.metrics as Record<string, number>;
    expect(metrics.copperLayers).toBeGreaterThanOrEqual(2);
    expect(metrics.widthMm).toBeGreaterThan(10);
    const findings = board.findings as { id: string; status: string; severity: string }[];
    for (const f of findings) expect(f.status).toBe(f.severity);
    const layers = board.layers as { name: string; url: string }[];
    expect(layers.map((l) => l.name)).toEqual(expect.arrayContaining(['top-copper', 'bottom-copper', 'outline', 'drill']));
    const svg = await fetch(layers[0]!.url);
    expect(svg.status).toBe(200);
    expect(await svg.text()).toMatch(/^<svg /);
    expect(board.view_box).toHaveLength(4);
    expect(board.view_box_units_per_mm).toBeGreaterThan(0);

    const list = await api('GET', '/api/boards', { token: owner.idToken });
    expect((list.json.boards as { board_id: string }[]).map((b) => b.board_id)).toContain(boardId);
  });

  it('marks a file that is not a board Cannot process with a reason the customer understands', async () => {
    const owner = await customerWithUser('badzip');
    const boardId = await uploadBoard(owner.idToken, 'not-really.zip', new TextEncoder().encode('this is not a zip archive at all'));
    const board = await waitForProcessed(owner.idToken, boardId);
    expect(board.processing).toBe('Cannot process');
    expect(board.processing_reason).toMatch(/not a zip/i);
    expect(board.metrics).toBeNull();
    expect(board.layers).toEqual([]);
  });

  it('processes a KiCad file and lets the owner dismiss a warning but not an error', async () => {
    const owner = await customerWithUser('kicad');
    const bytes = readFileSync(path.join(fixtures, 'olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb'));
    const boardId = await uploadBoard(owner.idToken, 'RVPC_Rev_A.kicad_pcb', bytes, 'KiCad');
    const board = await waitForProcessed(owner.idToken, boardId);
    expect(board.processing).toBe('Complete');
    const findings = board.findings as { id: string; status: string; check: string }[];
    const error = findings.find((f) => f.status === 'Error');
    const warning = findings.find((f) => f.status === 'Warning');
    if (warning) {
      const dismissed = await api('PUT', `/api/boards/${boardId}/findings/${warning.id}`, {
        token: owner.idToken,
        body: { status: 'Dismissed' },
      });
      expect(dismissed.status).toBe(200);
      expect((dismissed.json.findings as { id: string; status: string }[]).find((f) => f.id === warning.id)?.status).toBe('Dismissed');
      const restored = await api('PUT', `/api/boards/${boardId}/findings/${warning.id}`, {
        token: owner.idToken,
        body: { status: 'Warning' },
      });
      expect((restored.json.findings as { id: string; status: string }[]).find((f) => f.id === warning.id)?.status).toBe('Warning');
    }
    expect(error, 'the unrouted RVPC rev A has unconnected nets (an Error)').toBeDefined();
    const refused = await api('PUT', `/api/boards/${boardId}/findings/${error!.id}`, {
      token: owner.idToken,
      body: { status: 'Dismissed' },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('finding_not_dismissible');
    expect(
      (await api('PUT', `/api/boards/${boardId}/findings/f99999`, { token: owner.idToken, body: { status: 'Dismissed' } })).status,
    ).toBe(404);
  });
});

describe('who may see a board', () => {
  it('the owner, Admin and Engineer; another customer or a Blogger 403 (also for findings); anonymous 401; a missing board 404', async () => {
    const owner = await customerWithUser('owner');
    const other = await customerWithUser('other');
    const admin = inject('stack').admin!;
    const adminToken = (await signIn(admin.email, admin.password)).idToken;
    const created = await api('POST', '/api/boards', { token: owner.idToken, body: { file_name: 'a.brd', size: 10, cad_source: 'Eagle' } });
    const boardId = created.json.board_id as string;

    expect((await api('GET', `/api/boards/${boardId}`, { token: owner.idToken })).status).toBe(200);
    const forOther = await api('GET', `/api/boards/${boardId}`, { token: other.idToken });
    expect(forOther.status).toBe(403);
    expect(forOther.json.code).toBe('forbidden');
    expect((await api('PUT', `/api/boards/${boardId}/findings/f1`, { token: other.idToken, body: { status: 'Dismissed' } })).status).toBe(
      403,
    );
    expect((await api('GET', `/api/boards/${boardId}`)).status).toBe(401);
    const forAdmin = await api('GET', `/api/boards/${boardId}`, { token: adminToken });
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.json.processing).toBe('Unprocessed');
    const engineer = await newCustomer('engineer', ['Engineer']);
    expect((await api('GET', `/api/boards/${boardId}`, { token: engineer.idToken })).status).toBe(200);
    const blogger = await newCustomer('blogger', ['Blogger']);
    expect((await api('GET', `/api/boards/${boardId}`, { token: blogger.idToken })).status).toBe(403);
    expect((await api('GET', `/api/boards/${'z'.repeat(24)}`, { token: owner.idToken })).status).toBe(404);
    expect((await api('GET', '/api/boards/not-an-id', { token: owner.idToken })).status).toBe(400);
    expect((await api('GET', '/api/boards', { token: other.idToken })).json.boards).toEqual([]);
  });
});

describe('upload limits', () => {
  it('refuses a file over 50 MB (413), an unknown type (400) and anonymous callers (401)', async () => {
    const owner = await customerWithUser('limits');
    const big = await api('POST', '/api/boards', {
      token: owner.idToken,
      body: { file_name: 'huge.zip', size: 50 * 1024 * 1024 + 1, cad_source: 'Gerber' },
    });
    expect(big.status).toBe(413);
    expect(big.json.code).toBe('file_too_large');
    const exe = await api('POST', '/api/boards', {
      token: owner.idToken,
      body: { file_name: 'setup.exe', size: 100, cad_source: 'Gerber' },
    });
    expect(exe.status).toBe(400);
    expect(exe.json.fields).toHaveProperty('file_name');
    expect((await api('POST', '/api/boards', { body: { file_name: 'a.zip', size: 1, cad_source: 'Gerber' } })).status).toBe(401);
  });

  it('signs the declared size and content type into the presigned PUT (real S3 refuses any other; s3rver does not check SigV4)', async () => {
    const owner = await customerWithUser('sizes');
    const created = await api('POST', '/api/boards', {
      token: owner.idToken,
      body: { file_name: 'small.zip', size: 10, cad_source: 'Gerber' },
    });
    const upload = created.json.upload as Upload;
    const url = new URL(upload.url);
    expect(url.pathname).toMatch(new RegExp(`/boards/${String(created.json.board_id)}/small\\.zip$`));
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'host']),
    );
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBe(900);
    expect(upload.headers).toEqual({ 'content-type': 'application/zip' });
  });
});
