import { lazy, Suspense } from 'react';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { RequireSignIn } from '#web/lib/auth/require-sign-in.tsx';
import styles from './upload-board-page.module.css';

// The form, with the board file rules and their schemas (zod), loads only for a signed-in visitor: a
// signed-out one sees the sign-in screen and downloads neither (docs/performance.md#code-splitting).
const UploadBoardForm = lazy(() => import('./upload-board-form.tsx').then((m) => ({ default: m.UploadBoardForm })));

export function UploadBoardPage() {
  return (
    <PageLayout title="Order a board" lead="Upload your design from Eagle, KiCad or as Gerber files to check it and get an instant quote.">
      {/* As tall as the sign-in screen or the form, so neither pushes the footer down when it arrives. */}
      <div className={styles.gate}>
        <RequireSignIn>
          <Suspense fallback={<Spinner />}>
            <UploadBoardForm />
          </Suspense>
        </RequireSignIn>
      </div>
    </PageLayout>
  );
}
