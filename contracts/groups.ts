import * as z from 'zod';

// Staff roles are Cognito groups (SPEC §3, §6). Admin passes every group check.
export const GROUPS = ['Admin', 'Blogger', 'Engineer'] as const;
export const GroupSchema = z.enum(GROUPS);
export type Group = z.infer<typeof GroupSchema>;

export function hasGroups(userGroups: readonly string[], required: readonly Group[]): boolean {
  if (userGroups.includes('Admin')) return true;
  return required.every((g) => userGroups.includes(g));
}
