import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssemblyFilePurpose, BoardAssembly } from '#contracts/schemas/assembly.ts';
import type { ColumnMapping } from '#contracts/schemas/bom.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { boardKeys } from './board-keys.ts';
import { putWithProgress } from './upload-board.ts';

// The board's assembly (BOM, placement files, quantity, rows) and the calls
// that change it. Each change names the version the page holds; the answer
// replaces the cached assembly, and the board (whose bom_state it changes)
// is refetched.

/** Creates the file and sends it to storage; returns its reference for the call that reads it. */
export async function uploadAssemblyFile(
  boardId: string,
  purpose: AssemblyFilePurpose,
  file: File,
  onProgress: (fraction: number) => void = () => undefined,
) {
  const created = await callApi('createAssemblyFile', { params: { boardId }, body: { purpose, file_name: file.name, size: file.size } });
  await putWithProgress(created.upload.url, created.upload.headers, file, onProgress);
  return created.file;
}

export type AssemblyChange =
  | { kind: 'bom'; file: File }
  | { kind: 'placement'; file: File }
  | { kind: 'remove placement'; fileId: string }
  | { kind: 'mapping'; mapping: ColumnMapping }
  | { kind: 'quantity'; quantity: number };

async function sendChange(boardId: string, version: number, change: AssemblyChange): Promise<BoardAssembly> {
  const params = { boardId };
  switch (change.kind) {
    case 'bom':
      return callApi('uploadBom', { params, body: { file: await uploadAssemblyFile(boardId, 'bom', change.file), version } });
    case 'placement':
      return callApi('addPlacementFile', { params, body: { file: await uploadAssemblyFile(boardId, 'placement', change.file), version } });
    case 'remove placement':
      return callApi('removePlacementFile', { params: { boardId, fileId: change.fileId }, query: { version } });
    case 'mapping':
      return callApi('confirmBomMapping', { params, body: { mapping: change.mapping, version } });
    case 'quantity':
      return callApi('setBoardQuantity', { params, body: { quantity: change.quantity, version } });
  }
}

export function useChangeAssembly(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, change }: { version: number; change: AssemblyChange }) => sendChange(boardId, version, change),
    onSuccess: (assembly) => queryClient.setQueryData(boardKeys.assembly(boardId), assembly),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.board(boardId) }),
  });
}
