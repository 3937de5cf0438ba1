import { BOARD_FILE_EXTENSIONS, MAX_BOARD_FILE_BYTES, type CadSource } from '#contracts/schemas/boards.ts';
import { callApi } from '#web/lib/api/api-client.ts';

/** Which file each tool exports for us, for the picker and the checks below. */
export const CAD_FILE_TYPES: Record<CadSource, { accept: string; label: string }> = {
  Gerber: { accept: '.zip', label: 'a .zip of Gerber and drill files' },
  KiCad: { accept: '.kicad_pcb', label: 'a KiCad .kicad_pcb file' },
  Eagle: { accept: '.brd', label: 'an Eagle .brd file' },
};

/** A customer-readable problem with the chosen file, or null when it may be uploaded. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (!BOARD_FILE_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext))) {
    return 'Choose a Gerber .zip, a KiCad .kicad_pcb or an Eagle .brd file.';
  }
  if (file.size === 0) return 'This file is empty.';
  if (file.size > MAX_BOARD_FILE_BYTES)
    return `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; boards can be at most ${MAX_BOARD_FILE_BYTES / 1024 / 1024} MB.`;
  return null;
}

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
