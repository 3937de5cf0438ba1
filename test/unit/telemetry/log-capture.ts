import { vi } from 'vitest';

/** Collects the JSON lines the Logger writes to stdout and stderr while `run` runs. */
export async function captureLogLines(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const chunks: string[] = [];
  const grab = (chunk: unknown) => {
    chunks.push(String(chunk));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(grab);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(grab);
  try {
    await run();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return chunks
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
