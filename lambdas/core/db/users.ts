import { createConversions, type EntityItem } from 'electrodb';
import { boundedPage } from './bounded-page.ts';
import { conflictOnFailure, isConditionalFailure } from './conditional-failure.ts';
import type { UserEntity } from './entities/user.ts';
import { db } from './service.ts';

/** The user list's key for an e-mail: lower case, no surrounding spaces. */
export function userEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

export type UserRecord = EntityItem<typeof UserEntity>;

export async function getUserById(userId: string): Promise<UserRecord | null> {
  const { data } = await db().entities.user.get({ userId }).go();
  return data ?? null;
}

export async function findUserIdForSub(sub: string): Promise<string | null> {
  const { data } = await db().entities.identity.get({ sub }).go();
  return data?.userId ?? null;
}

/**
 * Creates the user and its identity guard once, in one transaction. Returns
 * false when this identity has a user already (another request created it).
 */
export async function createUserForSub(user: Omit<UserRecord, 'updatedAt'>): Promise<boolean> {
  const result = await db()
    .transaction.write(({ user: users, identity }) => [
      identity.create({ sub: user.sub, userId: user.userId }).commit(),
      users.create({ ...user, emailKey: userEmailKey(user.email) }).commit(),
    ])
    .go();
  return !result.canceled;
}

export type UserPage = { users: UserRecord[]; cursor: string | null };

/**
 * Users by e-mail (a–z), a page at a time; `search` keeps those whose e-mail
 * contains it (any letter case). The query reads only user items (one index
 * partition), within a read budget: a rare search among many users answers
 * a short page with a cursor rather than reading every user at once.
 */
export async function listUsersPage(options: { search?: string; cursor?: string | null; limit: number }): Promise<UserPage> {
  const user = db().entities.user;
  const query = user.query.byEmail({});
  const term = options.search ? userEmailKey(options.search) : '';
  const filtered = term ? query.where((a, op) => op.contains(a.emailKey, term)) : query;
  const after = createConversions(user).byAccessPattern.byEmail.fromComposite;
  const page = await boundedPage(
    (cursor, limit) => filtered.go({ cursor, limit, pages: 1 }),
    (item) => after.toCursor(item),
    {
      cursor: options.cursor ?? null,
      count: options.limit,
    },
  );
  return { users: page.items, cursor: page.cursor };
}

export type PaymentApprovalChange = { userId: string; paymentNotRequired: boolean; version: number; by: string; at: string };

/** Sets the approval if it is still at `version` (0: never changed); ConflictError when someone changed it since. */
export async function writePaymentApproval(change: PaymentApprovalChange): Promise<void> {
  await conflictOnFailure(() =>
    db()
      .entities.user.patch({ userId: change.userId })
      .set({
        paymentNotRequired: change.paymentNotRequired,
        paymentApprovalVersion: change.version + 1,
        paymentApprovalBy: change.by,
        paymentApprovalAt: change.at,
      })
      .where((a, op) => (change.version === 0 ? op.notExists(a.paymentApprovalVersion) : op.eq(a.paymentApprovalVersion, change.version)))
      .go(),
  );
}

/**
 * Adds users written before the e-mail index existed to it (idempotent; run
 * by `npm run index-users`). Each is written whole again with its e-mail key
 * (a patch would not write the index's partition key), conditional on being
 * unchanged since read; one that changed meanwhile is left for the next run.
 * Returns how many it added.
 */
export async function indexUsersByEmail(): Promise<number> {
  let added = 0;
  let cursor: string | null = null;
  do {
    const page: { data: UserRecord[]; cursor: string | null } = await db()
      .entities.user.scan.where((a, op) => op.notExists(a.emailKey))
      .go({ cursor, limit: 500 });
    for (const user of page.data) {
      try {
        await db()
          .entities.user.put({ ...user, emailKey: userEmailKey(user.email) })
          .where((a, op) => `${op.notExists(a.emailKey)} AND ${op.eq(a.updatedAt, user.updatedAt)}`)
          .go();
        added++;
      } catch (error) {
        if (!isConditionalFailure(error)) throw error;
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return added;
}
