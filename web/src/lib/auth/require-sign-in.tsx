import { useContext, type ReactNode } from 'react';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { useAuth } from './use-auth.ts';
import { SignInScreen } from './sign-in-screen.ts';
import { storedGuestToken } from './guest-session.ts';

/** What a gate shows instead of the page. */
export type GateState = 'authenticating' | 'signIn' | 'forbidden' | 'secondFactor';
export type GateFrame = (gate: ReactNode, state: GateState) => ReactNode;
const bare: GateFrame = (gate) => gate;

export type RequireSignInProps = {
  children: ReactNode;
  allowPasskey?: boolean;
  /** Wraps what the gate shows instead of the page (spinner, auth form), e.g. in the page's heading. */
  frame?: GateFrame;
  /** A signed-out visitor with a guest session passes too (a page of the guest routes: docs/access.md#guest-sessions). */
  allowGuest?: boolean;
};

/** docs/access.md#page-gates: while loading the gate shows "Authenticating", then the auth form. */
export function RequireSignIn({ children, allowPasskey = false, frame = bare, allowGuest = false }: RequireSignInProps) {
  const { loading, signedIn } = useAuth();
  const signInScreen = useContext(SignInScreen);
  if (loading) return frame(<Spinner text="Authenticating" />, 'authenticating');
  if (!signedIn && !(allowGuest && storedGuestToken())) {
    if (!signInScreen) throw new Error('No sign-in screen: wrap the app in AppProviders');
    return frame(signInScreen({ allowPasskey }), 'signIn');
  }
  return <>{children}</>;
}
