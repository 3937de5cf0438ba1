import { GROUPS, type Group } from '#contracts/groups.ts';
import {
  STAFF_USERS_PAGE,
  type PaymentApproval,
  type SetPaymentApprovalBody,
  type StaffUserList,
  type StaffUserSummary,
} from '#contracts/schemas/staff-users.ts';
import { requireIdentity, type Actor } from '../actor.ts';
import { ConflictError } from '../db/conditional-failure.ts';
import { getUserById, listUsersPage, writePaymentApproval, type UserRecord } from '../db/users.ts';
import { AppError, notFound } from '../errors.ts';
import type { UserGroupsPort } from './user-pool-ports.ts';

// /internal/users (Admin): accounts by e-mail with their staff groups (from
// the user pool, through a port) and order counts, and the approval to pay later
// that checkout reads (user.paymentNotRequired → "None needed"). Each
// approval change names the version it saw and records who and when.

/** At most this many user pool calls at once (Cognito's admin read quota is shared). */
const GROUP_LOOKUPS_AT_ONCE = 5;

export function paymentApprovalOf(
  user: Pick<UserRecord, 'paymentNotRequired' | 'paymentApprovalVersion' | 'paymentApprovalBy' | 'paymentApprovalAt'>,
): PaymentApproval {
  return {
    payment_not_required: user.paymentNotRequired === true,
    version: user.paymentApprovalVersion ?? 0,
    changed_by: user.paymentApprovalBy ?? null,
    changed_at: user.paymentApprovalAt ?? null,
  };
}

/** The staff groups among the pool's groups, in the order GROUPS lists them. */
export function staffGroups(poolGroups: readonly string[]): Group[] {
  return GROUPS.filter((g) => poolGroups.includes(g));
}

export function toStaffUserSummary(user: UserRecord, poolGroups: readonly string[]): StaffUserSummary {
  return {
    user_id: user.userId,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    organization: user.organization ?? null,
    created_at: user.createdAt,
    groups: staffGroups(poolGroups),
    orders_placed: Math.max(0, user.ordersPlaced ?? 0),
    payment_approval: paymentApprovalOf(user),
  };
}

async function groupsOfAll(users: readonly UserRecord[], port: UserGroupsPort): Promise<string[][]> {
  const out: string[][] = new Array(users.length);
  let next = 0;
  const worker = async () => {
    while (next < users.length) {
      const i = next++;
      out[i] = await port.groupsOf(users[i]!.sub);
    }
  };
  await Promise.all(Array.from({ length: Math.min(GROUP_LOOKUPS_AT_ONCE, users.length) }, worker));
  return out;
}

/** GET /internal/users: by e-mail (a–z), a page at a time, optionally those whose e-mail contains `search`. */
export async function listStaffUsers(query: { search?: string; cursor?: string }, port: UserGroupsPort): Promise<StaffUserList> {
  const page = await listUsersPage({ search: query.search || undefined, cursor: query.cursor ?? null, limit: STAFF_USERS_PAGE });
  const groups = await groupsOfAll(page.users, port);
  return { users: page.users.map((u, i) => toStaffUserSummary(u, groups[i]!)), cursor: page.cursor };
}

/** PUT /internal/users/{userId}/payment-approval: approve (or withdraw) paying later, from the version seen. */
export async function setPaymentApproval(
  actor: Actor,
  userId: string,
  body: SetPaymentApprovalBody,
  port: UserGroupsPort,
): Promise<StaffUserSummary> {
  const admin = requireIdentity(actor);
  const user = await getUserById(userId);
  if (!user) throw notFound('The user');
  try {
    await writePaymentApproval({
      userId,
      paymentNotRequired: body.payment_not_required,
      version: body.version,
      by: admin.email || admin.sub,
      at: new Date().toISOString(),
    });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    throw new AppError('payment_approval_conflict');
  }
  const [updated, groups] = await Promise.all([getUserById(userId), port.groupsOf(user.sub)]);
  return toStaffUserSummary(updated ?? user, groups);
}
