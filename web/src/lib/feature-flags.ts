import { useSyncExternalStore } from 'react';
import { readCookie, serializeCookie } from './cookies.ts';

// Feature flags (docs/analytics.md#flags): decided by the analytics provider,
// kept in a cookie so the next visit knows them before the provider loads (or
// when it never does: no key, or a visitor analytics must not follow).

export type FlagValue = boolean | string;
export type Flags = Readonly<Record<string, FlagValue>>;

export const FLAGS_COOKIE = 'copperline_flags';

/** The cookie's flags; {} when absent or unreadable. Pure. */
export function parseFlagsCookie(raw: string | null | undefined): Flags {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const flags: Record<string, FlagValue> = {};
    for (const [name, v] of Object.entries(value)) if (typeof v === 'boolean' || typeof v === 'string') flags[name] = v;
    return flags;
  } catch {
    return {};
  }
}

let flags: Flags | null = null;
const listeners = new Set<() => void>();
const current = (): Flags => (flags ??= typeof document === 'undefined' ? {} : parseFlagsCookie(readCookie(document.cookie, FLAGS_COOKIE)));

export const featureFlags = {
  get: current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** The provider's answer: replaces the flags and the cookie. */
  set(next: Flags) {
    flags = { ...next };
    document.cookie = serializeCookie(FLAGS_COOKIE, JSON.stringify(flags), { days: 365 });
    for (const l of listeners) l();
  },
};

/** A flag's value (false when the provider never set it); re-renders when the provider answers. */
export function useFlag(name: string): FlagValue {
  const all = useSyncExternalStore(featureFlags.subscribe, featureFlags.get, () => ({}) as Flags);
  return all[name] ?? false;
}
