import type { CadSource } from '#contracts/board-files.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { putWithProgress } from './upload-board.ts';

/** Creates the next revision of a board, sends its file straight to storage, and returns the new revision's board id. */
export async function uploadBoardRevision(
  boardId: string,
  file: File,
  cadSource: CadSource,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const created = await callApi('createBoardRevision', {
    params: { boardId },
    body: { file_name: file.name, size: file.size, cad_source: cadSource },
  });
  onProgress(0);
  await putWithProgress(created.upload.url, created.upload.headers, file, onProgress);
  onProgress(1);
  return created.board_id;
}
