import { describe, expect, it } from 'vitest';
import type { UserRecord } from '#lambdas/core/db/users.ts';
import { userEmailKey } from '#lambdas/core/db/users.ts';
import { paymentApprovalOf, staffGroups, toStaffUserSummary } from '#lambdas/core/users/staff-users.ts';

// The account as /internal/users shows it (pure): staff groups from the pool,
// orders placed, and the approval to pay later with who changed it and when.

const user = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  userId: 'u'.repeat(24),
  sub: 'sub-1',
  email: 'Ada@Example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  organization: 'Analytical Engines',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

describe('the staff view of an account', () => {
  it('a customer never approved: no groups, no orders, approval version 0 with nobody recorded', () => {
    expect(toStaffUserSummary(user(), [])).toEqual({
      user_id: 'u'.repeat(24),
      email: 'Ada@Example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      organization: 'Analytical Engines',
      created_at: '2026-11-01T09:00:00.000Z',
      groups: [],
      orders_placed: 0,
      payment_approval: { payment_not_required: false, version: 0, changed_by: null, changed_at: null },
    });
  });

  it('an approved account shows who approved it and when, and its orders placed', () => {
    const approved = user({
      paymentNotRequired: true,
      paymentApprovalVersion: 3,
      paymentApprovalBy: 'admin@copperline.local',
      paymentApprovalAt: '2026-11-20T10:00:00.000Z',
      ordersPlaced: 4,
    });
    expect(toStaffUserSummary(approved, [])).toMatchObject({
      orders_placed: 4,
      payment_approval: {
        payment_not_required: true,
        version: 3,
        changed_by: 'admin@copperline.local',
        changed_at: '2026-11-20T10:00:00.000Z',
      },
    });
    // Withdrawn later: still says who withdrew it.
    expect(paymentApprovalOf({ ...approved, paymentNotRequired: false, paymentApprovalVersion: 4 })).toMatchObject({
      payment_not_required: false,
      version: 4,
    });
  });

  it('keeps only the staff groups, in a fixed order, whatever else the pool holds', () => {
    expect(staffGroups(['Engineer', 'us-east-1_Google', 'Admin'])).toEqual(['Admin', 'Engineer']);
    expect(staffGroups(['Blogger'])).toEqual(['Blogger']);
    expect(staffGroups([])).toEqual([]);
  });

  it('searches and sorts by the e-mail in lower case', () => {
    expect(userEmailKey('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});
