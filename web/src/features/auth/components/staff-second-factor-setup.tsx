import { useAuth } from '#web/lib/auth/use-auth.ts';
import { MfaSection } from './mfa-section.tsx';

/**
 * What the staff gate shows a member without a second factor (docs/security.md#staff-second-factor): the account
 * page's authenticator-app set-up, saying why. Once it is on, the gate shows the page.
 */
export function StaffSecondFactorSetup() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <MfaSection
      email={user.email}
      lead={
        <>
          Staff accounts need two-factor authentication before any staff page opens. Set up an authenticator app: each time you log in with
          your password, it asks for the app&apos;s code. A passkey is welcome too, but does not replace it, since your password must still
          need the code.
        </>
      }
    />
  );
}
