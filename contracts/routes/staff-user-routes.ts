import { SetPaymentApprovalBodySchema, StaffUserListQuerySchema, StaffUserListSchema, StaffUserParamsSchema, StaffUserSchema } from '../schemas/staff-users.ts';
import type { RouteDef } from '../route-types.ts';

// /internal/users (Admin): accounts by e-mail with their groups and orders,
// and the approval to pay later ("None needed" at checkout).
export const staffUserRoutes = {
  listStaffUsers: {
    method: 'GET',
    path: '/internal/users',
    auth: ['Admin'],
    handler: 'http/staff-users/list-staff-users',
    query: StaffUserListQuerySchema,
    response: StaffUserListSchema,
    access: { table: 'read', userPool: ['AdminListGroupsForUser'] },
  },
  getStaffUser: {
    method: 'GET',
    path: '/internal/users/{userId}',
    auth: ['Admin'],
    handler: 'http/staff-users/get-staff-user',
    params: StaffUserParamsSchema,
    response: StaffUserSchema,
    access: { table: 'read', userPool: ['AdminListGroupsForUser'] },
  },
  setPaymentApproval: {
    method: 'PUT',
    path: '/internal/users/{userId}/payment-approval',
    auth: ['Admin'],
    handler: 'http/staff-users/set-payment-approval',
    params: StaffUserParamsSchema,
    // From the approval version the Admin saw; a newer change elsewhere is 409.
    body: SetPaymentApprovalBodySchema,
    response: StaffUserSchema,
    access: { table: 'readwrite', userPool: ['AdminListGroupsForUser'] },
    maxBodyBytes: 1024,
  },
} as const satisfies Record<string, RouteDef>;
