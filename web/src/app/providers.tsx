import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { SignInScreen } from '#web/lib/auth/sign-in-screen.ts';
import { createQueryClient } from '../lib/react-query.ts';

// The auth feature's form, loaded only when a gate first shows it to a signed-out visitor.
const LazyAuthScreen = lazy(() => import('#web/features/auth/components/auth-screen.tsx').then((m) => ({ default: m.AuthScreen })));
const renderSignInScreen = ({ allowPasskey }: { allowPasskey: boolean }) => (
  <Suspense fallback={<Spinner text="Authenticating" />}>
    <LazyAuthScreen allowPasskey={allowPasskey} />
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
      <SignInScreen.Provider value={renderSignInScreen}>{children}</SignInScreen.Provider>
      <AppReadyMark />
    </QueryClientProvider>
  );
}
