import { staffUserRoutes } from '#contracts/routes/staff-user-routes.ts';
import { listStaffUsers } from '#lambdas/core/users/staff-users.ts';
import { defineHandler } from '../define-handler.ts';
import { userGroups } from '../users/user-pool-ports.ts';

export const handler = defineHandler(staffUserRoutes, 'listStaffUsers', ({ query }) => listStaffUsers(query, userGroups));
