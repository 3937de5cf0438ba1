import pLimit from 'p-limit';

/**
 * Runs `work` over `items` with at most `limit` in flight (p-limit). When `work` answers
 * false, no further item is started (those in flight finish). Resolves with
 * how many items were started; rejects with the first error once in-flight
 * work has settled.
 */
export async function runBounded<T>(items: readonly T[], limit: number, work: (item: T) => Promise<boolean | void>): Promise<number> {
  const run = pLimit(Math.max(1, limit));
  let started = 0;
  let stopped = false;
  let failure: { error: unknown } | null = null;
  await Promise.all(
    items.map((item) =>
      run(async () => {
        if (stopped) return;
        started++;
        try {
          if ((await work(item)) === false) stopped = true;
        } catch (error) {
          stopped = true;
          failure ??= { error };
        }
      }),
    ),
  );
  if (failure) throw (failure as { error: unknown }).error;
  return started;
}
