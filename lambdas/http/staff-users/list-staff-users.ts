import { staffUserRoutes } from '#contracts/routes/staff-user-routes.ts';
import { listGroupsOfSub } from '#lambdas/core/aws/user-pool.ts';
import { listStaffUsers } from '#lambdas/core/users/staff-users.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(staffUserRoutes, 'listStaffUsers', ({ query }) =>
  listStaffUsers(query, { groupsOf: listGroupsOfSub }),
);
