import { callApi } from '#web/lib/api/api-client.ts';

/** Every matching row as one CSV, fetched chunk by chunk from GET /internal/waitlist/export. */
export async function exportWaitlistCsv(query: string, onProgress?: (chunks: number) => void): Promise<Blob> {
  const parts: string[] = [];
  let cursor: string | null = null;
  do {
    const chunk: { csv: string; cursor: string | null } = await callApi('exportWaitlist', {
      query: { ...(query ? { q: query } : {}), ...(cursor ? { cursor } : {}) },
    });
    parts.push(chunk.csv);
    cursor = chunk.cursor;
    onProgress?.(parts.length);
  } while (cursor);
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}
