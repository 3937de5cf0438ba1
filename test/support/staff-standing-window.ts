import { expect } from 'vitest';

// The integration stack's staff check window (STAFF_STANDING_WINDOW_MS, docs/security.md#stale-staff-privileges):
// short, so a test sees a removed group or a disabled account refused without waiting the real 60 s.
export const TEST_STANDING_WINDOW_MS = 1500;

/** Polls `read` until it answers `status`, within the window and a margin for a loaded machine; its last answer. */
export async function answersWithin<T extends { status: number; json?: unknown }>(read: () => Promise<T>, status: number): Promise<T> {
  const started = Date.now();
  let last = await read();
  while (last.status !== status && Date.now() - started < TEST_STANDING_WINDOW_MS + 15_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  expect(last.status, JSON.stringify(last.json)).toBe(status);
  return last;
}
