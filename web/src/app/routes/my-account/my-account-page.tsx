import { Button } from '#web/components/ui/button/button.tsx';
import { AddressesSection } from '#web/features/addresses/components/addresses-section.tsx';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { signOutEverywhere } from '#web/lib/auth/auth-store.ts';
import { formatPhone, stripCountryPrefix } from '#web/lib/phone.ts';
import { useAuth } from '#web/lib/auth/use-auth.ts';
import styles from '#web/components/ui/account-card/account-page.module.css';
import { ChangePasswordSection } from '#web/features/auth/components/change-password-section.tsx';
import { MfaSection } from '#web/features/auth/components/mfa-section.tsx';
import { OrdersSection } from './orders-section.tsx';
import { PasskeysSection } from '#web/features/auth/components/passkeys-section.tsx';
import { ProfileSection } from '#web/features/auth/components/profile-section.tsx';
import { RequireSignIn } from '#web/lib/auth/require-sign-in.tsx';
import { StaffToolsSection } from './staff-tools-section.tsx';

export function MyAccountPage() {
  return (
    <PageLayout title="My account">
      <RequireSignIn allowPasskey>
        <Account />
      </RequireSignIn>
    </PageLayout>
  );
}

function Account() {
  const { user } = useAuth();
  if (!user) return null;
  const phone = formatPhone(stripCountryPrefix(user.phoneNumber));
  return (
    <>
      <div className={styles.header}>
        <div className={styles.identity}>
          <p className={styles.name} data-testid="account-name">
            {user.firstName} {user.lastName}
          </p>
          <p className={styles.email} data-testid="account-email">
            {user.email}
          </p>
          {(user.organization || phone) && <p className={styles.groups}>{[user.organization, phone].filter(Boolean).join(' · ')}</p>}
          {user.groups.length > 0 && <p className={styles.groups}>Staff groups: {user.groups.join(', ')}</p>}
        </div>
        <Button variant="secondary" onClick={() => void signOutEverywhere()}>
          Sign out
        </Button>
      </div>
      <div className={styles.grid}>
        <StaffToolsSection groups={user.groups} />
        <OrdersSection userId={user.userId} />
        {user.userId && <AddressesSection userId={user.userId} />}
        <ProfileSection key={user.sub} user={user} />
        <ChangePasswordSection />
        <MfaSection email={user.email} />
        <PasskeysSection userSub={user.sub} />
      </div>
    </>
  );
}
