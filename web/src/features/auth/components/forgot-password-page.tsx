import { useLocation, useNavigate } from 'react-router';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { paths } from '#web/config/paths.ts';
import { AuthScreen } from './auth-screen.tsx';
import { emailFromState } from '#web/features/auth/recovery-state.ts';

/** /forgot-password: send a reset code, reset, "Success!"; sign-in here leads to the account page. */
export function ForgotPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <PageLayout title="Account recovery" documentTitle="Forgot password">
      <AuthScreen
        key={location.key}
        initialMode="forgot"
        initialEmail={emailFromState(location.state)}
        onSignedIn={() => void navigate(paths.myAccount.getHref())}
      />
    </PageLayout>
  );
}
