import { Button } from '../../../components/ui/button/button.tsx';
import { PageLayout } from '../../../components/layouts/page-layout.tsx';
import { signOutEverywhere } from '../auth-store.ts';
import { useAuth } from '../use-auth.ts';
import { PasskeysSection } from './passkeys-section.tsx';
import { RequireSignIn } from './require-sign-in.tsx';

export function MyAccountPage() {
  return (
    <PageLayout title="My account">
      <RequireSignIn>
        <AccountSummary />
      </RequireSignIn>
    </PageLayout>
  );
}

function AccountSummary() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section aria-label="Profile">
      <p data-testid="account-name">
        {user.firstName} {user.lastName}
      </p>
      <p data-testid="account-email">{user.email}</p>
      {user.groups.length > 0 && <p>Staff groups: {user.groups.join(', ')}</p>}
      <Button variant="secondary" onClick={() => void signOutEverywhere()}>
        Sign out
      </Button>
      <PasskeysSection />
    </section>
  );
}
