import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { BoardAssembly, BoardElementView, UpdateElementResponse } from '#contracts/schemas/assembly.ts';
import { api } from './identities.ts';
import type { Upload } from './boards.ts';

// A board's assembly through the local stack's API, as the review page uses it.

export const bomFixtures = path.resolve(import.meta.dirname, '../fixtures/bom');
export const boardFixtures = path.resolve(import.meta.dirname, '../fixtures/boards');

export function bomFixture(rel: string): { name: string; bytes: Uint8Array } {
  return { name: path.basename(rel), bytes: new Uint8Array(readFileSync(path.join(bomFixtures, rel))) };
}

/** Creates the file, PUTs it through the presigned URL and returns its reference. */
export async function uploadAssemblyFile(
  token: string,
  boardId: string,
  purpose: 'bom' | 'placement',
  file: { name: string; bytes: Uint8Array },
) {
  const created = await api('POST', `/api/boards/${boardId}/assembly-files`, {
    token,
    body: { purpose, file_name: file.name, size: file.bytes.byteLength },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const upload = created.json.upload as Upload;
  const put = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: new Blob([new Uint8Array(file.bytes)]) });
  expect(put.status).toBe(200);
  return created.json.file as { file_id: string; file_name: string };
}

export async function getAssembly(token: string, boardId: string): Promise<BoardAssembly> {
  const res = await api('GET', `/api/boards/${boardId}/elements`, { token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as unknown as BoardAssembly;
}

export async function putBom(
  token: string,
  boardId: string,
  file: { name: string; bytes: Uint8Array },
  version: number,
): Promise<BoardAssembly> {
  const ref = await uploadAssemblyFile(token, boardId, 'bom', file);
  const res = await api('PUT', `/api/boards/${boardId}/bom`, { token, body: { file: ref, version } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as unknown as BoardAssembly;
}

export async function addPlacement(
  token: string,
  boardId: string,
  file: { name: string; bytes: Uint8Array },
  version: number,
): Promise<BoardAssembly> {
  const ref = await uploadAssemblyFile(token, boardId, 'placement', file);
  const res = await api('POST', `/api/boards/${boardId}/placement-files`, { token, body: { file: ref, version } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as unknown as BoardAssembly;
}

export async function updateElement(token: string, boardId: string, elementId: string, body: Record<string, unknown>) {
  const res = await api('PUT', `/api/boards/${boardId}/elements/${elementId}`, { token, body });
  return { status: res.status, json: res.json as unknown as UpdateElementResponse & { code?: string } };
}

export function element(assembly: BoardAssembly, designator: string): BoardElementView {
  const found = assembly.elements.find((e) => e.designator === designator);
  if (!found) throw new Error(`no element ${designator}`);
  return found;
}
