import {
  InviteFromWaitlistBodySchema,
  InviteFromWaitlistResponseSchema,
  WaitlistExportSchema,
  WaitlistPageSchema,
  WaitlistQuerySchema,
} from '../schemas/waitlist.ts';
import type { RouteDef } from '../route-types.ts';

// /internal/user-waitlist (Admin): list and search the newsletter and beta
// list, export it, invite people to create an account.
export const staffWaitlistRoutes = {
  listWaitlist: {
    method: 'GET',
    path: '/internal/waitlist',
    auth: ['Admin'],
    handler: 'http/waitlist/list-waitlist',
    query: WaitlistQuerySchema,
    response: WaitlistPageSchema,
    access: { table: 'read' },
  },
  exportWaitlist: {
    method: 'GET',
    path: '/internal/waitlist/export',
    auth: ['Admin'],
    handler: 'http/waitlist/export-waitlist',
    query: WaitlistQuerySchema,
    response: WaitlistExportSchema,
    access: { table: 'read' },
  },
  inviteFromWaitlist: {
    method: 'POST',
    path: '/internal/waitlist/invitations',
    auth: ['Admin'],
    handler: 'http/waitlist/invite-from-waitlist',
    body: InviteFromWaitlistBodySchema,
    response: InviteFromWaitlistResponseSchema,
    access: { table: 'readwrite', email: 'send' },
    maxBodyBytes: 16 * 1024,
  },
} as const satisfies Record<string, RouteDef>;
