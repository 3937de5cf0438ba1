import { accountRoutes } from '#contracts/routes/account-routes.ts';
import { ensureUser } from '#lambdas/core/users/users.ts';
import { defineHandler } from '../define-handler.ts';
import { userPool } from './user-pool-ports.ts';

export const handler = defineHandler(accountRoutes, 'createUser', ({ actor }) => ensureUser(actor, userPool));
