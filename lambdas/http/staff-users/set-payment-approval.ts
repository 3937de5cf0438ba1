import { staffUserRoutes } from '#contracts/routes/staff-user-routes.ts';
import { listGroupsOfSub } from '#lambdas/core/aws/user-pool.ts';
import { setPaymentApproval } from '#lambdas/core/users/staff-users.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(staffUserRoutes, 'setPaymentApproval', ({ actor, params, body }) =>
  setPaymentApproval(actor, params.userId, body, { groupsOf: listGroupsOfSub }),
);
