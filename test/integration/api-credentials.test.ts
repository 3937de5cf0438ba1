import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { customerWithUser, type Upload } from '../support/boards.ts';
import { api, cognito, newCustomer, signIn } from '../support/identities.ts';
import { answersWithin, TEST_STANDING_WINDOW_MS } from '../support/staff-standing-window.ts';
import { useStackEnv } from '../support/store-env.ts';

// /internal/auth-credentials end to end over HTTP: an Admin makes a
// credential, a machine trades it at the local pool's /oauth2/token for an
// access token and works as the credential's owner on the scoped routes only.

useStackEnv();
const { db } = await import('#lambdas/core/db/service.ts');

const fixtures = path.resolve(import.meta.dirname, '../fixtures/boards');
let adminToken = '';
let customer: Awaited<ReturnType<typeof customerWithUser>>;

beforeAll(async () => {
  const admin = inject('stack').admin!;
  const first = await signIn(admin.email, admin.password);
  await api('PUT', '/api/users', { token: first.idToken });
  adminToken = (await signIn(admin.email, admin.password)).idToken;
  customer = await customerWithUser('machine-owner');
}, 60_000);

type Secret = {
  credential: {
    credential_id: string;
    client_id: string;
    scopes: string[];
    state: string;
    acts_as: { email: string; user_id: string };
    created_by: string;
    issued_by: string | null;
    rotated_at: string | null;
  };
  client_secret: string;
  token_url: string;
};

async function createCredential(scopes: string[], actsAs?: string, token = adminToken): Promise<Secret> {
  const res = await api('POST', '/api/internal/api-credentials', {
    token,
    body: { name: `ci ${scopes.join(',')}`, scopes, ...(actsAs ? { acts_as_email: actsAs } : {}) },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as unknown as Secret;
}

async function tokenFor(secret: Pick<Secret, 'client_secret' | 'token_url'> & { credential: { client_id: string } }, scope?: string) {
  const basic = Buffer.from(`${secret.credential.client_id}:${secret.client_secret}`).toString('base64');
  const res = await fetch(secret.token_url, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) }),
  });
  return {
    status: res.status,
    json: (await res.json()) as { access_token?: string; expires_in?: number; token_type?: string; error?: string },
  };
}

const poolCall = (action: string, email: string, extra: Record<string, unknown> = {}) =>
  cognito(action, { UserPoolId: inject('stack').userPoolId, Username: email, ...extra });

describe('API credentials', () => {
  it('lets a CI job upload a board as its owner, poll it and read the design-rule report with a client-credentials token', async () => {
    const secret = await createCredential(['boards.read', 'boards.write'], customer.email.toUpperCase());
    expect(secret.credential).toMatchObject({
      state: 'Active',
      scopes: ['boards.read', 'boards.write'],
      acts_as: { email: customer.email, user_id: customer.userId },
      rotated_at: null,
    });
    expect(secret.client_secret.length).toBeGreaterThan(10);
    expect(secret.token_url).toMatch(/\/oauth2\/token$/);

    const token = await tokenFor(secret);
    expect(token.status).toBe(200);
    expect(token.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const accessToken = token.json.access_token!;

    const bytes = readFileSync(path.join(fixtures, 'tracespace-core/core.zip'));
    const created = await api('POST', '/api/boards', {
      token: accessToken,
      body: { file_name: 'core.zip', size: bytes.byteLength, cad_source: 'Gerber' },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const upload = created.json.upload as Upload;
    expect((await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: new Blob([new Uint8Array(bytes)]) })).status).toBe(200);
    const boardId = created.json.board_id as string;

    let board: Record<string, unknown> = {};
    for (const deadline = Date.now() + 25_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
      const res = await api('GET', `/api/boards/${boardId}`, { token: accessToken });
      expect(res.status).toBe(200);
      board = res.json;
      if (board.processing === 'Complete' || board.processing === 'Cannot process') break;
    }
    // The board is the owner's: the customer sees it in their own list.
    expect(board).toMatchObject({ board_id: boardId, user_id: customer.userId, processing: 'Complete' });
    expect(Array.isArray(board.findings)).toBe(true);
    const mine = await api('GET', '/api/boards', { token: customer.idToken });
    expect((mine.json.boards as { board_id: string }[]).map((b) => b.board_id)).toContain(boardId);
  });

  it('refuses a token on routes its scopes do not cover (403) and on routes for people only (401)', async () => {
    const secret = await createCredential(['orders.read'], customer.email);
    const accessToken = (await tokenFor(secret)).json.access_token!;
    expect((await api('GET', '/api/boards', { token: accessToken })).status).toBe(403);
    expect(
      (await api('POST', '/api/boards', { token: accessToken, body: { file_name: 'x.zip', size: 10, cad_source: 'Gerber' } })).status,
    ).toBe(403);
    expect((await api('GET', `/api/users/${customer.userId}/orders`, { token: accessToken })).status).toBe(200);
    // Not the owner's: 'self' still applies to the machine's owner.
    expect((await api('GET', `/api/users/${'q'.repeat(24)}/orders`, { token: accessToken })).status).toBe(403);
    expect((await api('GET', '/api/users/' + customer.userId, { token: accessToken })).status).toBe(401);
    expect((await api('GET', '/api/internal/api-credentials', { token: accessToken })).status).toBe(401);
  });

  it('gives no more than the scopes asked for, and refuses scopes the credential lacks', async () => {
    const secret = await createCredential(['boards.read', 'orders.read'], customer.email);
    const narrow = (await tokenFor(secret, 'copperline/orders.read')).json.access_token!;
    expect((await api('GET', '/api/boards', { token: narrow })).status).toBe(403);
    expect((await tokenFor(secret, 'copperline/boards.write')).json).toEqual({ error: 'invalid_scope' });
    expect((await tokenFor({ ...secret, client_secret: 'wrong' })).json).toEqual({ error: 'invalid_client' });
  });

  it('rotates: the new secret works, the old client and its tokens stop; revoked tokens get 401', async () => {
    const secret = await createCredential(['boards.read'], customer.email);
    const oldToken = (await tokenFor(secret)).json.access_token!;
    expect((await api('GET', '/api/boards', { token: oldToken })).status).toBe(200);

    const rotated = await api('POST', `/api/internal/api-credentials/${secret.credential.credential_id}/rotation`, { token: adminToken });
    expect(rotated.status).toBe(200);
    const next = rotated.json as unknown as Secret;
    expect(next.credential.client_id).not.toBe(secret.credential.client_id);
    expect(next.credential.rotated_at).not.toBeNull();
    expect(next.client_secret).not.toBe(secret.client_secret);
    expect((await api('GET', '/api/boards', { token: oldToken })).status).toBe(401);
    expect((await tokenFor(secret)).json).toEqual({ error: 'invalid_client' });
    const newToken = (await tokenFor(next)).json.access_token!;
    expect((await api('GET', '/api/boards', { token: newToken })).status).toBe(200);

    const revoked = await api('DELETE', `/api/internal/api-credentials/${secret.credential.credential_id}`, { token: adminToken });
    expect(revoked.status).toBe(200);
    expect(revoked.json).toMatchObject({ state: 'Revoked', credential_id: secret.credential.credential_id });
    expect((await api('GET', '/api/boards', { token: newToken })).status).toBe(401);
    expect((await tokenFor(next)).json).toEqual({ error: 'invalid_client' });
    const again = await api('POST', `/api/internal/api-credentials/${secret.credential.credential_id}/rotation`, { token: adminToken });
    expect(again.status).toBe(409);

    const list = await api('GET', '/api/internal/api-credentials', { token: adminToken });
    expect(list.status).toBe(200);
    const listed = (list.json.credentials as { credential_id: string; state: string; client_id: string }[]).find(
      (c) => c.credential_id === secret.credential.credential_id,
    );
    expect(listed).toMatchObject({ state: 'Revoked', client_id: next.credential.client_id });
    expect(JSON.stringify(list.json)).not.toContain(next.client_secret);
  });

  // docs/security.md#machines-of-disabled-accounts: the authorizer trusts what it read of the owner for the staff
  // check's window (TEST_STANDING_WINDOW_MS here, 60 s deployed).
  it('stops a machine once the account it acts as is disabled, and lets it work again once enabled', async () => {
    const owner = await customerWithUser('disabled-owner');
    const token = (await tokenFor(await createCredential(['boards.read'], owner.email))).json.access_token!;
    const boards = () => api('GET', '/api/boards', { token });
    expect((await boards()).status).toBe(200);
    expect((await poolCall('AdminDisableUser', owner.email)).status).toBe(200);
    await answersWithin(boards, 401);
    expect((await poolCall('AdminEnableUser', owner.email)).status).toBe(200);
    await answersWithin(boards, 200);
  });

  it('acts as the creating Admin when no account is named, refuses an unknown account and bad bodies', async () => {
    const own = await createCredential(['boards.read']);
    expect(own.credential.acts_as.email).toBe(inject('stack').admin!.email);
    // The machine never carries its owner's staff groups.
    const token = (await tokenFor(own)).json.access_token!;
    expect((await api('GET', '/api/boards', { token })).status).toBe(200);

    const unknown = await api('POST', '/api/internal/api-credentials', {
      token: adminToken,
      body: { name: 'x', scopes: ['boards.read'], acts_as_email: 'nobody.here@example.com' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fields).toEqual({ acts_as_email: ['No account found with this email address.'] });
    const empty = await api('POST', '/api/internal/api-credentials', { token: adminToken, body: { name: ' ', scopes: [] } });
    expect(empty.status).toBe(400);
    const badScope = await api('POST', '/api/internal/api-credentials', {
      token: adminToken,
      body: { name: 'x', scopes: ['parts.write'] },
    });
    expect(badScope.status).toBe(400);
  });

  it('keeps the staff routes for Admins: a customer gets 403, anonymous 401', async () => {
    const id = 'q'.repeat(24);
    const calls: [string, string][] = [
      ['GET', '/api/internal/api-credentials'],
      ['POST', '/api/internal/api-credentials'],
      ['POST', `/api/internal/api-credentials/${id}/rotation`],
      ['DELETE', `/api/internal/api-credentials/${id}`],
    ];
    for (const [method, url] of calls) {
      const body = method === 'POST' && !url.endsWith('rotation') ? { name: 'x', scopes: ['boards.read'] } : undefined;
      expect((await api(method, url, { token: customer.idToken, body })).status, `${method} ${url}`).toBe(403);
      expect((await api(method, url, { body })).status, `${method} ${url}`).toBe(401);
    }
    expect((await api('DELETE', `/api/internal/api-credentials/${id}`, { token: adminToken })).status).toBe(404);
  });

  it('keeps people working on the scoped routes with their id tokens, and refuses bad tokens with 401', async () => {
    expect((await api('GET', '/api/boards', { token: customer.idToken })).status).toBe(200);
    expect((await api('GET', '/api/boards', { token: customer.accessToken })).status).toBe(200);
    expect((await api('GET', '/api/boards', { token: 'not.a.token' })).status).toBe(401);
    expect((await api('GET', '/api/boards')).status).toBe(401);
  });
});

// docs/security.md#machines-of-admins-who-left: a credential's machines also need the Admin who issued its secret
// (made or last rotated it) to be an enabled Admin, read through the same cached check.
describe('machines of an Admin who left', () => {
  /** A new Admin (with an authenticator app), a credential they make for the customer, and the machine's boards call. */
  async function issuedByNewAdmin(name: string) {
    const issuer = await newCustomer(name, ['Admin']);
    const secret = await createCredential(['boards.read'], customer.email, issuer.idToken);
    const token = (await tokenFor(secret)).json.access_token!;
    return { issuer, secret, boards: () => api('GET', '/api/boards', { token }) };
  }

  it('records the issuing Admin, and refuses the machine once that Admin is disabled, until they are enabled again', async () => {
    const { issuer, secret, boards } = await issuedByNewAdmin('issuer-disabled');
    expect(secret.credential).toMatchObject({ created_by: issuer.email, issued_by: issuer.email, acts_as: { email: customer.email } });
    expect((await boards()).status).toBe(200);
    expect((await poolCall('AdminDisableUser', issuer.email)).status).toBe(200);
    const refused = await answersWithin(boards, 401);
    expect(refused.json.message).toBe('Unauthorized');
    // The customer it acts as is untouched.
    expect((await api('GET', '/api/boards', { token: customer.idToken })).status).toBe(200);
    expect((await poolCall('AdminEnableUser', issuer.email)).status).toBe(200);
    await answersWithin(boards, 200);
  });

  it('refuses the machine once its Admin is removed from the Admin group', async () => {
    const { issuer, boards } = await issuedByNewAdmin('issuer-demoted');
    expect((await boards()).status).toBe(200);
    expect((await poolCall('AdminRemoveUserFromGroup', issuer.email, { GroupName: 'Admin' })).status).toBe(200);
    await answersWithin(boards, 401);
  });

  it('binds a rotated credential to the Admin who rotated it', async () => {
    const { issuer, secret } = await issuedByNewAdmin('issuer-rotated-away');
    const rotated = await api('POST', `/api/internal/api-credentials/${secret.credential.credential_id}/rotation`, { token: adminToken });
    const next = rotated.json as unknown as Secret;
    expect(next.credential).toMatchObject({ created_by: issuer.email, issued_by: inject('stack').admin!.email });
    const token = (await tokenFor(next)).json.access_token!;
    expect((await poolCall('AdminDisableUser', issuer.email)).status).toBe(200);
    // Past the window, the creator's disabling does not reach a secret another Admin issued.
    await new Promise((resolve) => setTimeout(resolve, TEST_STANDING_WINDOW_MS + 500));
    expect((await api('GET', '/api/boards', { token })).status).toBe(200);
  });

  it('holds a credential made before issuers were recorded to the Admin its creator address names', async () => {
    const { issuer, secret, boards } = await issuedByNewAdmin('issuer-legacy');
    await db().entities.apiCredential.patch({ credentialId: secret.credential.credential_id }).remove(['issuerSub', 'issuerEmail']).go();
    const list = await api('GET', '/api/internal/api-credentials', { token: adminToken });
    const listed = (list.json.credentials as Secret['credential'][]).find((c) => c.credential_id === secret.credential.credential_id);
    expect(listed).toMatchObject({ created_by: issuer.email, issued_by: null });
    expect((await boards()).status).toBe(200);
    expect((await poolCall('AdminRemoveUserFromGroup', issuer.email, { GroupName: 'Admin' })).status).toBe(200);
    await answersWithin(boards, 401);
  });
});
