/**
 * Runs `work` over `items` with at most `limit` in flight. When `work` answers
 * false, no further item is started (those in flight finish). Resolves with
 * how many items were started; rejects with the first error once in-flight
 * work has settled.
 */
export async function runBounded<T>(items: readonly T[], limit: number, work: (item: T) => Promise<boolean | void>): Promise<number> {
  let next = 0;
  let stopped = false;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!stopped && next < items.length) {
      const item = items[next++]!;
      try {
        if ((await work(item)) === false) stopped = true;
      } catch (error) {
        stopped = true;
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  return next;
}
