import { hasGroups, passesGroupRule, type Group, type GroupRule } from '#contracts/groups.ts';
import type { MachineScope } from '#contracts/machine-scopes.ts';
import { forbidden, unauthorized } from './errors.ts';

// Who is calling, set once from the verified token and read where needed.
export type Identity = {
  kind: 'identity';
  sub: string;
  username: string;
  email: string;
  /** The token says the e-mail address was confirmed (Cognito's `email_verified`): only then does a cart hold stock (docs/checkout.md#hold-limits). */
  emailVerified: boolean;
  /** The product user id (custom:user_id); null until PUT /users has run. */
  userId: string | null;
  groups: string[];
  givenName: string;
  familyName: string;
  organization: string | null;
  phoneNumber: string | null;
  /**
   * A signed-out visitor's guest session (docs/access.md#guest-sessions): `userId` is then the
   * guest's owner id (contracts/guest-sessions.ts), which owns only the guest's boards, and only
   * routes marked `guests` let it in.
   */
  guestId?: string;
};
/**
 * An API credential's token (docs/api-credentials.md): the machine acts as
 * its owner, a customer without staff groups, on the routes its scopes cover.
 */
export type Machine = {
  kind: 'machine';
  clientId: string;
  scopes: MachineScope[];
  actsAs: Identity;
};
export type Actor = { kind: 'anonymous' } | Identity | Machine;

/** The person calling, or the one a machine acts as (ownership checks treat both alike). */
export function requireIdentity(actor: Actor): Identity {
  if (actor.kind === 'machine') return actor.actsAs;
  if (actor.kind !== 'identity') throw unauthorized();
  return actor;
}

export function requireGroups(actor: Actor, required: readonly Group[]): Identity {
  const identity = requireIdentity(actor);
  if (!hasGroups(identity.groups, required)) throw forbidden();
  return identity;
}

/** The caller passes a group rule (a list: every group; `{ anyOf }`: one of them). */
export function requireGroupRule(actor: Actor, rule: GroupRule): Identity {
  const identity = requireIdentity(actor);
  if (!passesGroupRule(identity.groups, rule)) throw forbidden();
  return identity;
}

/** The caller is a guest (docs/access.md#guest-sessions). */
export function isGuest(actor: Actor): boolean {
  return actor.kind === 'identity' && actor.guestId !== undefined;
}

export function isAdmin(actor: Actor): boolean {
  return actor.kind === 'identity' && actor.groups.includes('Admin');
}
