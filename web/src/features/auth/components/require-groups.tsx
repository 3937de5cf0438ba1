import type { ReactNode } from 'react';
import { hasGroups, type Group } from '../../../../../contracts/groups.ts';
import { useAuth } from '../use-auth.ts';
import { Forbidden } from './forbidden.tsx';
import { RequireSignIn } from './require-sign-in.tsx';

export type RequireGroupsProps = {
  /** Every group the user must belong to; Admin passes every check. Empty: any signed-in user. */
  groups: readonly Group[];
  /** Offer passkey sign-in on the auth screen shown to signed-out visitors. */
  allowPasskey?: boolean;
  children: ReactNode;
};

/** SPEC §6: sign-in first, then every required group (Admin bypasses), else a forbidden page. */
export function RequireGroups({ groups, allowPasskey = false, children }: RequireGroupsProps) {
  return (
    <RequireSignIn allowPasskey={allowPasskey}>
      <GroupCheck groups={groups}>{children}</GroupCheck>
    </RequireSignIn>
  );
}

function GroupCheck({ groups, children }: Omit<RequireGroupsProps, 'allowPasskey'>) {
  const { user } = useAuth();
  if (!user || !hasGroups(user.groups, groups)) return <Forbidden groups={groups} />;
  return <>{children}</>;
}
