import { STAFF_STANDING_SECONDS } from '#contracts/staff-standing.ts';
import type { Actor, Identity } from '../actor.ts';
import { unauthorized } from '../errors.ts';
import { timedCache } from './timed-cache.ts';
import type { PoolAccount, PoolAccountsPort } from './user-pool-ports.ts';

// A token's groups are what the pool said when it was issued, up to an hour
// ago. Before a group counts, the pool is asked again, at most once a window
// per person and container: the account must still be enabled, hold the group
// and have a second factor. A machine acts only while the account it acts as
// is enabled and the Admin who issued its secret is still an enabled Admin.
// see docs/security.md#stale-staff-privileges,
// docs/security.md#staff-second-factor and
// docs/security.md#machines-of-admins-who-left

const WINDOW_MS = STAFF_STANDING_SECONDS * 1000;

/** The window; `STAFF_STANDING_WINDOW_MS` may shorten it (the integration tests do), never lengthen it. */
export function standingWindowMs(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.STAFF_STANDING_WINDOW_MS);
  return Number.isFinite(asked) && asked > 0 ? Math.min(asked, WINDOW_MS) : WINDOW_MS;
}

export type Standing = {
  /** The caller as the route sees it: a person keeps only the token's groups the pool still holds, and none without a second factor. */
  actor: Actor;
  /** Groups the pool holds for a person who has no second factor: they count again once one is set up. */
  withheldGroups: string[];
};

export type StandingCheck = {
  /** The caller's standing now; a person whose token names groups but whose account is disabled or gone: unauthorized. */
  standing(actor: Actor): Promise<Standing>;
  /** Whether the account a machine acts as (its pool user name or sub) is enabled. */
  isActive(username: string): Promise<boolean>;
  /** The pool groups of an enabled account (its user name, sub or e-mail); null when it is disabled or gone. */
  groupsIfEnabled(username: string): Promise<string[] | null>;
};

/** An enabled account without an authenticator app may set one up any moment: its answer is never reused. */
const mayHaveChanged = (account: PoolAccount | null) => account?.enabled === true && !account.authenticatorApp;

export function staffStandingCheck(port: PoolAccountsPort, options: { windowMs?: number; now?: () => number } = {}): StandingCheck {
  const cacheOptions = { windowMs: options.windowMs ?? standingWindowMs(), now: options.now };
  const accounts = timedCache((username) => port.account(username), cacheOptions);
  const groups = timedCache((username) => port.groups(username), cacheOptions);

  async function personStanding(person: Identity): Promise<Standing> {
    const [account, held] = await Promise.all([accounts.read(person.username, mayHaveChanged), groups.read(person.username)]);
    if (!account?.enabled) throw unauthorized();
    const stillHeld = person.groups.filter((group) => held.includes(group));
    if (account.authenticatorApp) return { actor: { ...person, groups: stillHeld }, withheldGroups: [] };
    return { actor: { ...person, groups: [] }, withheldGroups: stillHeld };
  }

  return {
    async standing(actor) {
      // Customers name no group: nothing to check, no call to the pool.
      if (actor.kind !== 'identity' || actor.groups.length === 0) return { actor, withheldGroups: [] };
      return personStanding(actor);
    },
    async isActive(username) {
      return (await accounts.read(username))?.enabled === true;
    },
    async groupsIfEnabled(username) {
      const [account, held] = await Promise.all([accounts.read(username), groups.read(username)]);
      return account?.enabled ? held : null;
    },
  };
}
