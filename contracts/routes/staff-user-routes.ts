import {
  SetPaymentApprovalBodySchema,
  StaffUserListQuerySchema,
  StaffUserListSchema,
  StaffUserParamsSchema,
  StaffUserSummarySchema,
} from '../schemas/staff-users.ts';
import type { RouteDef } from '../route-types.ts';

// /internal/users (Admin): accounts by e-mail with their groups and order
// counts, and the approval to pay later ("None needed" at checkout). An
// account's orders come from GET /users/{userId}/orders ('self': Admin passes),
// so this area adds two routes, not three (the app stack is near
// CloudFormation's 500-resource limit: six resources a route).
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
  setPaymentApproval: {
    method: 'PUT',
    path: '/internal/users/{userId}/payment-approval',
    auth: ['Admin'],
    handler: 'http/staff-users/set-payment-approval',
    params: StaffUserParamsSchema,
    // From the approval version the Admin saw; a newer change elsewhere is 409.
    body: SetPaymentApprovalBodySchema,
    response: StaffUserSummarySchema,
    access: { table: 'readwrite', userPool: ['AdminListGroupsForUser'] },
    maxBodyBytes: 1024,
  },
} as const satisfies Record<string, RouteDef>;
