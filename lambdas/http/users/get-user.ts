import { getUserForActor } from '#lambdas/core/users/users.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('getUser', ({ actor, params }) => getUserForActor(actor, params.userId));
