import { db } from './service.ts';

export type UserRecord = {
  userId: string;
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  organization?: string;
  phoneNumber?: string;
  /** Orders placed (moved by each checkout). */
  ordersPlaced?: number;
  /** Staff approved ordering without paying up front ("None needed"). */
  paymentNotRequired?: boolean;
  createdAt: string;
  updatedAt: string;
};

export async function getUserById(userId: string): Promise<UserRecord | null> {
  const { data } = await db().entities.user.get({ userId }).go();
  return (data as UserRecord | null) ?? null;
}

export async function findUserIdForSub(sub: string): Promise<string | null> {
  const { data } = await db().entities.identity.get({ sub }).go();
  return data?.userId ?? null;
}

/**
 * Creates the user and its identity guard in one transaction. Returns false
 * when another request created a user for this identity first.
 */
export async function createUserForSub(user: Omit<UserRecord, 'updatedAt'>): Promise<boolean> {
  const result = await db()
    .transaction.write(({ user: users, identity }) => [
      identity.create({ sub: user.sub, userId: user.userId }).commit(),
      users.create(user).commit(),
    ])
    .go();
  return !result.canceled;
}
