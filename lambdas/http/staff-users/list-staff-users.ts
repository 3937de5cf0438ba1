import { listGroupsOfSub } from '#lambdas/core/aws/user-pool.ts';
import { listStaffUsers } from '#lambdas/core/users/staff-users.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('listStaffUsers', ({ query }) => listStaffUsers(query, { groupsOf: listGroupsOfSub }));
