// A per-key memory of recent answers, one per Lambda container: an answer is
// reused for `windowMs` after it was asked for, then asked for again. Lookups
// of one key that overlap share one call; a failed call is not remembered.
// see docs/security.md#stale-staff-privileges

export type TimedCacheOptions = {
  windowMs: number;
  now?: () => number;
  /** Past this many keys, expired ones are dropped when a new one arrives. */
  maxKeys?: number;
};

export type TimedCache<T> = {
  /** The remembered answer for `key`, or a fresh one; a remembered answer that `stale` refuses is asked for again. */
  read(key: string, stale?: (value: T) => boolean): Promise<T>;
};

export function timedCache<T>(load: (key: string) => Promise<T>, options: TimedCacheOptions): TimedCache<T> {
  const now = options.now ?? (() => Date.now());
  const maxKeys = options.maxKeys ?? 1000;
  const entries = new Map<string, { at: number; answer: Promise<T> }>();

  function ask(key: string): Promise<T> {
    const answer = load(key);
    entries.set(key, { at: now(), answer });
    answer.catch(() => {
      if (entries.get(key)?.answer === answer) entries.delete(key);
    });
    if (entries.size > maxKeys) {
      for (const [other, entry] of entries) if (now() - entry.at >= options.windowMs) entries.delete(other);
    }
    return answer;
  }

  return {
    async read(key, stale) {
      const entry = entries.get(key);
      if (!entry || now() - entry.at >= options.windowMs) return ask(key);
      const value = await entry.answer;
      // Another read may have asked again meanwhile: share that answer rather than a third.
      if (!stale?.(value)) return value;
      const current = entries.get(key);
      return current && current !== entry ? current.answer : ask(key);
    },
  };
}
