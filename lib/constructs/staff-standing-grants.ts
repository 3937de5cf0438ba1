import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';

// The user pool reads of the staff check (lambdas/core/users/staff-standing.ts):
// every function behind an authorizer may be called with a token that names
// staff groups, so each may ask the pool whether the account still holds them,
// is enabled and has a second factor; the scoped routes' authorizer only asks
// whether a machine's owner is enabled. Read actions on the one pool, nothing
// else (docs/security.md#stale-staff-privileges).

export const STAFF_STANDING_ACTIONS = ['cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser'] as const;
export const OWNER_STANDING_ACTIONS = ['cognito-idp:AdminGetUser'] as const;

/** A route function's grant: read the caller's account and groups. */
export function grantStaffStandingReads(grantee: IGrantable, userPool: IUserPool): void {
  userPool.grant(grantee, ...STAFF_STANDING_ACTIONS);
}

/** The scoped routes' authorizer's grant: read a machine owner's account. */
export function grantOwnerStandingReads(grantee: IGrantable, userPool: IUserPool): void {
  userPool.grant(grantee, ...OWNER_STANDING_ACTIONS);
}
