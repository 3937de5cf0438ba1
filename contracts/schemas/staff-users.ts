import * as z from 'zod/mini';
import { GroupSchema } from '../groups.ts';
import { UserIdSchema } from './users.ts';

// /internal/users (Admin): the store's accounts by e-mail, their staff groups
// and order counts, and the approval to pay later (docs/data-model.md#payment-context payment method "None
// needed" for accounts the shop invoices after delivery).

export const STAFF_USERS_PAGE = 25;

export const StaffUserListQuerySchema = z.object({
  /** Part of the e-mail, any letter case. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
});

export const StaffUserParamsSchema = z.object({ userId: UserIdSchema });

/** Who last changed the approval, and when (null: never changed). */
export const PaymentApprovalSchema = z.object({
  payment_not_required: z.boolean(),
  /** Grows with each change; a change names the version it saw (0: never changed). */
  version: z.number().check(z.int(), z.gte(0)),
  changed_by: z.nullable(z.string()),
  changed_at: z.nullable(z.string()),
});
export type PaymentApproval = z.infer<typeof PaymentApprovalSchema>;

export const StaffUserSummarySchema = z.object({
  user_id: UserIdSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  organization: z.nullable(z.string()),
  created_at: z.string(),
  /** Staff groups from the user pool (empty for customers). */
  groups: z.array(GroupSchema),
  /** Orders placed and not canceled. */
  orders_placed: z.number().check(z.int(), z.gte(0)),
  payment_approval: PaymentApprovalSchema,
});
export type StaffUserSummary = z.infer<typeof StaffUserSummarySchema>;

export const StaffUserListSchema = z.object({ users: z.array(StaffUserSummarySchema), cursor: z.nullable(z.string()) });
export type StaffUserList = z.infer<typeof StaffUserListSchema>;

/** PUT /internal/users/{userId}/payment-approval: from the approval version seen (else 409). */
export const SetPaymentApprovalBodySchema = z.object({
  payment_not_required: z.boolean(),
  version: z.number().check(z.int(), z.gte(0)),
});
export type SetPaymentApprovalBody = z.infer<typeof SetPaymentApprovalBodySchema>;
