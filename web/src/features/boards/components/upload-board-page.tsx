import { lazy, Suspense } from 'react';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { useAuth } from '#web/lib/auth/use-auth.ts';
import styles from './upload-board-page.module.css';

// The form, with the board file rules and their schemas (zod), loads once the session is known
// (docs/performance.md#code-splitting); a signed-out visitor uploads as a guest (docs/access.md#guest-sessions).
const UploadBoardForm = lazy(() => import('./upload-board-form.tsx').then((m) => ({ default: m.UploadBoardForm })));

export function UploadBoardPage() {
  const { loading } = useAuth();
  return (
    <PageLayout title="Order a board" lead="Upload your design from Eagle, KiCad or as Gerber files to check it and get an instant quote.">
      {/* As tall as the sign-in screen or the form, so neither pushes the footer down when it arrives. */}
      <div className={styles.gate}>
        {loading ? (
          <Spinner text="Authenticating" />
        ) : (
          <Suspense fallback={<Spinner />}>
            <UploadBoardForm />
          </Suspense>
        )}
      </div>
    </PageLayout>
  );
}
