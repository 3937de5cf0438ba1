import { useId, useState } from 'react';
import { useLocation, useMatch } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Drawer } from './drawer.tsx';
import { HeaderSearch } from './header-search.tsx';
import { Logo } from './logo.tsx';
import { NavLinks } from './nav-links.tsx';
import styles from './header.module.css';

/**
 * ≥1220px: logo, the full navigation bar and the search box.
 * 940–1219px: logo, a wide search box and the menu button.
 * <940px: logo and the menu button; the search box moves into the drawer.
 */
export function Header() {
  const location = useLocation();
  const onPartsPage = useMatch(paths.components.path) !== null;
  const drawerId = useId();
  // The drawer belongs to the location it was opened at, so any route change closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const drawerOpen = openedAt === location.key;
  const close = () => setOpenedAt(null);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <nav aria-label="Main" className={styles.nav}>
          <NavLinks layout="bar" />
        </nav>
        {!onPartsPage && <HeaderSearch className={styles.search} />}
        <button
          type="button"
          className={styles.menuButton}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          onClick={() => setOpenedAt(location.key)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <Drawer id={drawerId} title="Menu" open={drawerOpen} onClose={close}>
        {!onPartsPage && <HeaderSearch className={styles.drawerSearch} onSearch={close} />}
        <nav aria-label="Main">
          <NavLinks layout="drawer" />
        </nav>
      </Drawer>
    </header>
  );
}
