import { accountRoutes } from '#contracts/routes/account-routes.ts';
import { getUserForActor } from '#lambdas/core/users/users.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(accountRoutes, 'getUser', ({ actor, params }) => getUserForActor(actor, params.userId));
