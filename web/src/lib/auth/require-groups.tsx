import { useContext, type ReactNode } from 'react';
import { passesGroupRule, type GroupRule } from '#contracts/groups.ts';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { useAuth } from './use-auth.ts';
import { Forbidden } from './forbidden.tsx';
import { RequireSignIn, type GateFrame } from './require-sign-in.tsx';
import { SecondFactorSetup, useAuthenticatorApp } from './second-factor.ts';

export type RequireGroupsProps = {
  /** Every group the user must belong to (or `{ anyOf }`: one of them); Admin passes every check. Empty: any signed-in user. */
  groups: GroupRule;
  /** Offer passkey sign-in on the auth screen shown to signed-out visitors. */
  allowPasskey?: boolean;
  /** Wraps what the gate shows instead of the page (spinner, auth form, forbidden page). */
  frame?: GateFrame;
  children: ReactNode;
};

/**
 * docs/access.md#groups: sign-in first, then every required group (Admin bypasses), else a forbidden page; then, for
 * a page that needs a group, a second factor (docs/security.md#staff-second-factor), else its set-up.
 */
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
  const needsGroup = 'anyOf' in groups ? groups.anyOf.length > 0 : groups.length > 0;
  if (!needsGroup) return <>{children}</>;
  return (
    <SecondFactorCheck email={user.email} frame={frame}>
      {children}
    </SecondFactorCheck>
  );
}

/** A staff page: the page once the account has an authenticator app, its set-up until then. */
function SecondFactorCheck({ email, frame = (gate) => gate, children }: { email: string; frame?: GateFrame; children: ReactNode }) {
  const app = useAuthenticatorApp(email);
  const setup = useContext(SecondFactorSetup);
  if (app.data === true) return <>{children}</>;
  if (app.isPending) return <>{frame(<Spinner text="Checking two-factor authentication" />, 'authenticating')}</>;
  if (app.isError)
    return (
      <>{frame(<ValidationMessage>Two-factor authentication could not be checked. Reload the page.</ValidationMessage>, 'secondFactor')}</>
    );
  if (!setup) throw new Error('No two-factor set-up: wrap the app in AppProviders');
  return <>{frame(setup(), 'secondFactor')}</>;
}
