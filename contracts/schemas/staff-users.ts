import * as z from 'zod';
import { GroupSchema } from '../groups.ts';
import { UserIdSchema } from './users.ts';

// /internal/users (Admin): the store's accounts by e-mail, their staff groups
// and order counts, and the approval to pay later (docs/data-model.md#payment-context payment method "None
// needed" for accounts the shop invoices after delivery).

export const STAFF_USERS_PAGE = 25;

export const StaffUserListQuerySchema = z.object({
  /** Part of the e-mail, any letter case. */
  search: z.string().trim().max(254).optional(),
  cursor: z.string().max(2000).optional(),
});

export const StaffUserParamsSchema = z.object({ userId: UserIdSchema });

/** Who last changed the approval, and when (null: never changed). */
export const PaymentApprovalSchema = z.object({
  payment_not_required: z.boolean(),
  /** Grows with each change; a change names the version it saw (0: never changed). */
  version: z.number().int().min(0),
  changed_by: z.string().nullable(),
  changed_at: z.string().nullable(),
});
export type PaymentApproval = z.infer<typeof PaymentApprovalSchema>;

export const StaffUserSummarySchema = z.object({
  user_id: UserIdSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  organization: z.string().nullable(),
  created_at: z.string(),
  /** Staff groups from the user pool (empty for customers). */
  groups: z.array(GroupSchema),
  /** Orders placed and not canceled. */
  orders_placed: z.number().int().min(0),
  payment_approval: PaymentApprovalSchema,
});
export type StaffUserSummary = z.infer<typeof StaffUserSummarySchema>;

export const StaffUserListSchema = z.object({ users: z.array(StaffUserSummarySchema), cursor: z.string().nullable() });
export type StaffUserList = z.infer<typeof StaffUserListSchema>;

/** PUT /internal/users/{userId}/payment-approval: from the approval version seen (else 409). */
export const SetPaymentApprovalBodySchema = z.object({
  payment_not_required: z.boolean(),
  version: z.number().int().min(0),
});
export type SetPaymentApprovalBody = z.infer<typeof SetPaymentApprovalBodySchema>;
