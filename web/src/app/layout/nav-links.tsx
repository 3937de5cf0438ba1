import { NavLink } from 'react-router';
import { NotificationBadge } from '#web/components/ui/notification-badge/notification-badge.tsx';
import { useAuth } from '#web/lib/auth/use-auth.ts';
import { useCartSummary } from '#web/features/cart/api/get-cart.ts';
import { navItems } from './nav-items.ts';
import styles from './nav-links.module.css';

/** The navigation links, laid out as a bar (header) or a list (drawer). */
export function NavLinks({ layout }: { layout: 'bar' | 'drawer' }) {
  const { signedIn, loading } = useAuth();
  const summary = useCartSummary();
  return (
    <ul className={layout === 'bar' ? styles.bar : styles.list}>
      {navItems({ signedIn, loading }).map((item) => (
        <li key={item.key}>
          <NavLink
            to={item.href}
            end={item.key !== 'docs'}
            className={({ isActive }) => [styles.link, isActive && styles.active].filter(Boolean).join(' ')}
          >
            {item.label}
            {item.key === 'cart' && (
              <NotificationBadge count={summary.data?.num_items} label="boards in your cart" className={styles.badge} />
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
