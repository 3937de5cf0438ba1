import { listGroupsOfSub, setUserIdAttribute } from '#lambdas/core/aws/user-pool.ts';
import type { UserGroupsPort, UserPoolPort } from '#lambdas/core/users/user-pool-ports.ts';

// The one wiring of the users' ports (the account routes and the staff users'
// routes): the Cognito user pool (docs/architecture.md#ports).
export const userPool: UserPoolPort = { setUserIdAttribute };
export const userGroups: UserGroupsPort = { groupsOf: listGroupsOfSub };
