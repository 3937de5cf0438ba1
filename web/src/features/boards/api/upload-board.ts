import type { CadSource } from '#contracts/board-files.ts';
import { callApi } from '#web/lib/api/api-client.ts';

/** PUT with upload progress (fetch has none). Resolves on 2xx. */
export function putWithProgress(
  url: string,
  headers: Record<string, string>,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`The upload was refused (${xhr.status}).`)));
    xhr.onerror = () => reject(new Error('A network error has occurred.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}

/** Creates the board, sends the file straight to storage, and returns the board id. */
export async function uploadBoardFile(
  file: File,
  cadSource: CadSource,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const created = await callApi('createBoard', { body: { file_name: file.name, size: file.size, cad_source: cadSource }, signal });
  onProgress(0);
  await putWithProgress(created.upload.url, created.upload.headers, file, onProgress, signal);
  onProgress(1);
  return created.board_id;
}
