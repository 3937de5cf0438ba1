import { accountRoutes } from '#contracts/routes/account-routes.ts';
import { setUserIdAttribute } from '#lambdas/core/aws/user-pool.ts';
import { ensureUser } from '#lambdas/core/users/users.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(accountRoutes, 'createUser', ({ actor }) => ensureUser(actor, { setUserIdAttribute }));
