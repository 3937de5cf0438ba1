import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner/spinner.tsx';
import { useAuth } from '../use-auth.ts';
import { AuthScreen } from './auth-screen.tsx';

/** SPEC §6: while loading the gate shows "Authenticating", then the auth form. */
export function RequireSignIn({ children, allowPasskey = false }: { children: ReactNode; allowPasskey?: boolean }) {
  const { loading, signedIn } = useAuth();
  if (loading) return <Spinner text="Authenticating" />;
  if (!signedIn) return <AuthScreen allowPasskey={allowPasskey} />;
  return <>{children}</>;
}
