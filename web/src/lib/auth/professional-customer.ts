import type { AuthUser } from './load-user.ts';

// docs/analytics.md#professional-customers: a customer is a professional once
// they name an organisation (at sign-up or later in their profile). It is
// remembered in custom:flags, so "Customer is a professional" is sent once
// per customer, not once per visit. Staff are not customers.

export const PROFESSIONAL_FLAG = 'professional';

export function isProfessional(user: Pick<AuthUser, 'organization' | 'groups'>): boolean {
  return user.groups.length === 0 && Boolean(user.organization?.trim());
}

/** The custom:flags to write when the user has just become a professional; null when nothing changes. */
export function professionalFlags(user: Pick<AuthUser, 'organization' | 'groups' | 'flags'>): Record<string, unknown> | null {
  if (!isProfessional(user) || user.flags[PROFESSIONAL_FLAG] === true) return null;
  return { ...user.flags, [PROFESSIONAL_FLAG]: true };
}

export type ProfessionalDeps = {
  /** UpdateUserAttributes with custom:flags (JSON). */
  writeFlags(json: string): Promise<void>;
  publish(): void;
};

/** Writes the flag, then publishes the event (a failed write publishes nothing: the next visit tries again). Returns the new flags, or null. */
export async function recordProfessional(
  user: Pick<AuthUser, 'organization' | 'groups' | 'flags'>,
  deps: ProfessionalDeps,
): Promise<Record<string, unknown> | null> {
  const next = professionalFlags(user);
  if (!next) return null;
  await deps.writeFlags(JSON.stringify(next));
  deps.publish();
  return next;
}
