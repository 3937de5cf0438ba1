import { Outlet, ScrollRestoration } from 'react-router';
import { NewsletterPopup } from '#web/features/newsletter/components/newsletter-popup.tsx';
import { ShopClosedNotice } from '#web/features/shop-status/components/shop-closed-notice.tsx';
import { ClaimGuestBoardsOnSignIn } from './claim-guest-boards-on-sign-in.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MovingBanner } from './moving-banner.tsx';
import styles from './app-layout.module.css';

export function AppLayout() {
  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <ShopClosedNotice />
      <MovingBanner />
      <Header />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <NewsletterPopup />
      <ClaimGuestBoardsOnSignIn />
      <ScrollRestoration />
    </div>
  );
}
