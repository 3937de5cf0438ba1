import * as z from 'zod/mini';

// Staff roles are Cognito groups (docs/data-model.md#roles, docs/access.md#groups). Admin passes every group check.
export const GROUPS = ['Admin', 'Blogger', 'Engineer'] as const;
export const GroupSchema = z.enum(GROUPS);
export type Group = z.infer<typeof GroupSchema>;

/** A list: every listed group; `{ anyOf }`: at least one of them. Admin passes every check. */
export type GroupRule = readonly Group[] | { readonly anyOf: readonly Group[] };

/** Anyone in a staff group. */
export const ANY_STAFF = { anyOf: GROUPS } as const satisfies GroupRule;

export function passesGroupRule(userGroups: readonly string[], rule: GroupRule): boolean {
  if ('anyOf' in rule) return userGroups.includes('Admin') || rule.anyOf.some((g) => userGroups.includes(g));
  return hasGroups(userGroups, rule);
}

export function hasGroups(userGroups: readonly string[], required: readonly Group[]): boolean {
  if (userGroups.includes('Admin')) return true;
  return required.every((g) => userGroups.includes(g));
}
