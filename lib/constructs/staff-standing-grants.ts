import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';

// The user pool reads of the staff check (lambdas/core/users/staff-standing.ts):
// every function behind an authorizer may be called with a token that names
// staff groups, so each may ask the pool whether the account still holds them,
// is enabled and has a second factor; the scoped routes' authorizer asks
// whether a machine's owner is enabled and its issuing Admin is still an
// enabled Admin. Read actions on the one pool, nothing else
// (docs/security.md#stale-staff-privileges, docs/security.md#machines-of-admins-who-left).

export const STAFF_STANDING_ACTIONS = ['cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser'] as const;

/** Read an account and its groups: every route function, for its caller, and the scoped routes' authorizer, for a machine's owner and issuer. */
export function grantStaffStandingReads(grantee: IGrantable, userPool: IUserPool): void {
  userPool.grant(grantee, ...STAFF_STANDING_ACTIONS);
}
