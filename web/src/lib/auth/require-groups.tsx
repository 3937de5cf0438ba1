import type { ReactNode } from 'react';
import { passesGroupRule, type GroupRule } from '#contracts/groups.ts';
import { useAuth } from './use-auth.ts';
import { Forbidden } from './forbidden.tsx';
import { RequireSignIn, type GateFrame } from './require-sign-in.tsx';

export type RequireGroupsProps = {
  /** Every group the user must belong to (or `{ anyOf }`: one of them); Admin passes every check. Empty: any signed-in user. */
  groups: GroupRule;
  /** Offer passkey sign-in on the auth screen shown to signed-out visitors. */
  allowPasskey?: boolean;
  /** Wraps what the gate shows instead of the page (spinner, auth form, forbidden page). */
  frame?: GateFrame;
  children: ReactNode;
};

/** docs/access.md#groups: sign-in first, then every required group (Admin bypasses), else a forbidden page. */
export function RequireGroups({ groups, allowPasskey = false, frame, children }: RequireGroupsProps) {
  return (
    <RequireSignIn allowPasskey={allowPasskey} frame={frame}>
      <GroupCheck groups={groups} frame={frame}>
        {children}
      </GroupCheck>
    </RequireSignIn>
  );
}

function GroupCheck({ groups, frame, children }: Omit<RequireGroupsProps, 'allowPasskey'>) {
  const { user } = useAuth();
  if (!user || !passesGroupRule(user.groups, groups)) {
    const forbidden = <Forbidden groups={groups} />;
    return <>{frame ? frame(forbidden, 'forbidden') : forbidden}</>;
  }
  return <>{children}</>;
}
