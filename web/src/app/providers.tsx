import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { SecondFactorSetup } from '#web/lib/auth/second-factor.ts';
import { SignInScreen } from '#web/lib/auth/sign-in-screen.ts';
import { afterFirstUse } from '#web/lib/after-first-use.ts';
import { createQueryClient } from '../lib/react-query.ts';

// The auth feature's form, loaded only when a gate first shows it to a signed-out visitor. On a prerendered page the
// form is already on screen from the HTML and takes typing, so its code waits for the visitor's first use of the page
// and stays off the first visit; React keeps the HTML until then (docs/performance.md#the-sign-in-form-on-first-use).
// Only the hydrating render waits: a form drawn afresh later (another page, or after sign-out) loads at once.
const LazyAuthScreen = lazy(() => import('#web/features/auth/components/auth-screen.tsx').then((m) => ({ default: m.AuthScreen })));
let firstUse: Promise<void> | null = null;
const subscribeToNothing = () => () => undefined;
function AuthScreenOnFirstUse({ allowPasskey }: { allowPasskey: boolean }) {
  // The server snapshot is what a component sees while React hydrates it (in the first render or any later pass).
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  if (hydrating && typeof window !== 'undefined') use((firstUse ??= new Promise<void>((resolve) => afterFirstUse(resolve))));
  return <LazyAuthScreen allowPasskey={allowPasskey} />;
}
const renderSignInScreen = ({ allowPasskey }: { allowPasskey: boolean }) => (
  <Suspense fallback={<Spinner text="Authenticating" />}>
    <AuthScreenOnFirstUse allowPasskey={allowPasskey} />
  </Suspense>
);

// The auth feature's authenticator-app set-up, which the staff gate shows a member without a second factor; loaded
// only then (docs/security.md#staff-second-factor).
const LazySecondFactorSetup = lazy(() =>
  import('#web/features/auth/components/staff-second-factor-setup.tsx').then((m) => ({ default: m.StaffSecondFactorSetup })),
);
const renderSecondFactorSetup = () => (
  <Suspense fallback={<Spinner text="Loading" />}>
    <LazySecondFactorSetup />
  </Suspense>
);

// `<html data-app-ready>` once the app's first render is on screen: until then a prerendered page is only HTML, its
// buttons inert (docs/performance.md#prerendered-pages). End-to-end tests wait for it after each page load.
function AppReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SignInScreen.Provider value={renderSignInScreen}>
        <SecondFactorSetup.Provider value={renderSecondFactorSetup}>{children}</SecondFactorSetup.Provider>
      </SignInScreen.Provider>
      <AppReadyMark />
    </QueryClientProvider>
  );
}
