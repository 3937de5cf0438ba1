import { expect } from 'vitest';
import { api, newCustomer, signIn, type TestIdentity } from './identities.ts';

// Boards through the local stack's API, as the web app uses it.

export async function customerWithUser(name: string): Promise<TestIdentity & { userId: string }> {
  const identity = await newCustomer(name);
  const created = await api('PUT', '/api/users', { token: identity.idToken });
  expect(created.status).toBe(200);
  // A fresh token carries custom:user_id, as the web client's would.
  const fresh = await signIn(identity.email, identity.password);
  return { ...fresh, userId: created.json.user_id as string };
}

export type Upload = { url: string; method: 'PUT'; headers: Record<string, string> };

export async function uploadBoard(token: string, fileName: string, bytes: Uint8Array, cadSource = 'Gerber') {
  const created = await api('POST', '/api/boards', { token, body: { file_name: fileName, size: bytes.byteLength, cad_source: cadSource } });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const upload = created.json.upload as Upload;
  const put = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: new Blob([new Uint8Array(bytes)]) });
  expect(put.status, await put.clone().text()).toBe(200);
  return created.json.board_id as string;
}

/** Uploads `bytes` as the next revision of `boardId`; the new revision's board id and name. */
export async function uploadRevision(token: string, boardId: string, fileName: string, bytes: Uint8Array, cadSource = 'Gerber') {
  const created = await api('POST', `/api/boards/${boardId}/revisions`, {
    token,
    body: { file_name: fileName, size: bytes.byteLength, cad_source: cadSource },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const upload = created.json.upload as Upload;
  const put = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: new Blob([new Uint8Array(bytes)]) });
  expect(put.status, await put.clone().text()).toBe(200);
  return { boardId: created.json.board_id as string, revision: created.json.revision as string };
}

/** Polls until the board is processed; 60 s, since a loaded two-core machine has taken over 25 s for a small board. */
export async function waitForProcessed(token: string, boardId: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api('GET', `/api/boards/${boardId}`, { token });
    expect(res.status).toBe(200);
    if (res.json.processing === 'Complete' || res.json.processing === 'Cannot process') return res.json;
    if (Date.now() > deadline) throw new Error(`board still ${String(res.json.processing)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
