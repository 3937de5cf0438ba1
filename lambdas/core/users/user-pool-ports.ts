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

/** What the user pool says of one account now (docs/security.md#stale-staff-privileges). */
export type PoolAccount = {
  enabled: boolean;
  /** An authenticator app (TOTP) is turned on, so Cognito asks for its code at every password sign-in. */
  authenticatorApp: boolean;
};

export type PoolAccountsPort = {
  /** The account with this pool user name (or sub); null when the pool has no such user. */
  account(username: string): Promise<PoolAccount | null>;
  /** Its pool groups; none when it is gone. */
  groups(username: string): Promise<string[]>;
};
