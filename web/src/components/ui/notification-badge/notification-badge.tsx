import styles from './notification-badge.module.css';

export type NotificationBadgeProps = {
  count?: number | null;
  /** Read by screen readers after the count, e.g. "items in cart". */
  label?: string;
  className?: string;
};

/** A count bubble, hidden when the count is missing or zero. */
export function NotificationBadge({ count, label, className }: NotificationBadgeProps) {
  if (!count) return null;
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')}>
      {count > 99 ? '99+' : count}
      {label && <span className="visually-hidden"> {label}</span>}
    </span>
  );
}
