import { listGroupsOfSub } from '../../core/aws/user-pool.ts';
import { getStaffUser } from '../../core/users/staff-users.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('getStaffUser', ({ params }) => getStaffUser(params.userId, { groupsOf: listGroupsOfSub }));
