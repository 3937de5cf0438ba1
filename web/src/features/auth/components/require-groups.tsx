import type { ReactNode } from 'react';
import { hasGroups, type Group } from '../../../../../contracts/groups.ts';
import { useAuth } from '../use-auth.ts';
import { Forbidden } from './forbidden.tsx';
import { RequireSignIn } from './require-sign-in.tsx';

export type RequireGroupsProps = {
  /** Every group the user must belong to; Admin passes every check. Empty: any signed-in user. */
  groups: readonly Group[];
  children: ReactNode;
};

/** SPEC §6: sign-in first, then every required group (Admin bypasses), else a forbidden page. */
export function RequireGroups({ groups, children }: RequireGroupsProps) {
  return (
    <RequireSignIn>
      <GroupCheck groups={groups}>{children}</GroupCheck>
    </RequireSignIn>
  );
}

function GroupCheck({ groups, children }: RequireGroupsProps) {
  const { user } = useAuth();
  if (!user || !hasGroups(user.groups, groups)) return <Forbidden groups={groups} />;
  return <>{children}</>;
}
