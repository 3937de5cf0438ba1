// The users' outside system, declared once (docs/architecture.md#ports): the
// Cognito user pool, which holds the identities and their staff groups.
// lambdas/core/aws/user-pool.ts is the adapter; tests pass fakes.

export type UserPoolPort = {
  /** Stores the product user id on the identity (custom:user_id). Idempotent. */
  setUserIdAttribute(username: string, userId: string): Promise<void>;
};

export type UserGroupsPort = {
  /** The user pool groups of the identity with this sub (none when the identity is gone). */
  groupsOf(sub: string): Promise<string[]>;
};
