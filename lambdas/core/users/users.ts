import { newId } from '#contracts/ids.ts';
import type { User } from '#contracts/schemas/users.ts';
import { isAdmin, requireIdentity, type Actor, type Identity } from '../actor.ts';
import { markContactJoined } from '../db/marketing-contacts.ts';
import { emailKey } from '../marketing/email-key.ts';
import { createUserForSub, findUserIdForSub, getUserById, type UserRecord } from '../db/users.ts';
import { forbidden, notFound } from '../errors.ts';
import type { UserPoolPort } from './user-pool-ports.ts';

export function toUserView(item: UserRecord): User {
  return {
    user_id: item.userId,
    email: item.email,
    first_name: item.firstName,
    last_name: item.lastName,
    organization: item.organization ?? null,
    phone_number: item.phoneNumber ?? null,
    created_at: item.createdAt,
  };
}

/** The caller's product user id, from the token or (just after creation) the identity guard. */
export async function callerUserId(identity: Identity): Promise<string | null> {
  return identity.userId ?? (await findUserIdForSub(identity.sub));
}

/**
 * PUT /users: creates the product user for the signed-in identity when it has
 * none, and stores its id on the identity. Safe to call any number of times,
 * also concurrently: the identity guard lets exactly one creation through.
 */
export async function ensureUser(actor: Actor, userPool: UserPoolPort): Promise<User> {
  const identity = requireIdentity(actor);
  let userId = await findUserIdForSub(identity.sub);
  if (!userId) {
    const candidate: Omit<UserRecord, 'updatedAt'> = {
      userId: newId(),
      sub: identity.sub,
      email: identity.email,
      firstName: identity.givenName,
      lastName: identity.familyName,
      ...(identity.organization ? { organization: identity.organization } : {}),
      ...(identity.phoneNumber ? { phoneNumber: identity.phoneNumber } : {}),
      createdAt: new Date().toISOString(),
    };
    const created = await createUserForSub(candidate);
    userId = created ? candidate.userId : await findUserIdForSub(identity.sub);
    if (!userId) throw new Error('User creation lost a race and found no winner');
  }
  if (identity.userId !== userId) {
    // First calls after sign-up (also a retry): a waitlist contact with this address is marked joined (docs/staff-tools.md#user-waitlist).
    await markContactJoined(emailKey(identity.email), new Date().toISOString());
    await userPool.setUserIdAttribute(identity.username, userId);
  }
  const user = await getUserById(userId);
  if (!user) throw notFound('The user');
  return toUserView(user);
}

/** GET /users/{userId}: the user themself or an Admin; anyone else gets 403. */
export async function getUserForActor(actor: Actor, userId: string): Promise<User> {
  const identity = requireIdentity(actor);
  if (!isAdmin(identity) && (await callerUserId(identity)) !== userId) throw forbidden();
  const user = await getUserById(userId);
  if (!user) throw notFound('The user');
  return toUserView(user);
}
