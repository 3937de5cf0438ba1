import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner/spinner.tsx';
import { useAuth } from '../use-auth.ts';
import { AuthForm } from './auth-form.tsx';

/** SPEC §6: while loading the gate shows "Authenticating", then the auth form. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { loading, signedIn } = useAuth();
  if (loading) return <Spinner text="Authenticating" />;
  if (!signedIn) return <AuthForm />;
  return <>{children}</>;
}
