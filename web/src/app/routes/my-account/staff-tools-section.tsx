import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { canReachInternal } from '#web/config/internal-access.ts';
import { paths } from '#web/config/paths.ts';
import { internalTools } from '#web/config/internal-tools.ts';
import { AccountCard } from '#web/components/ui/account-card/account-card.tsx';
import styles from '#web/components/ui/account-card/account-page.module.css';

const STAFF_TOOLS_ID = 'staff-tools';

/** The internal pages this user's groups open (config/internal-access.ts); nothing for customers. */
export function StaffToolsSection({ groups }: { groups: readonly string[] }) {
  const tools = internalTools.filter((tool) => canReachInternal(groups, tool.name));
  const { hash } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // "← Your staff tools" links here; the card appears only once the user is loaded, after the browser's own jump.
  useEffect(() => {
    if (hash === `#${STAFF_TOOLS_ID}`) list.current?.closest('section')?.scrollIntoView({ block: 'start' });
  }, [hash]);
  if (tools.length === 0) return null;
  return (
    <AccountCard id={STAFF_TOOLS_ID} title="Staff tools" wide>
      <ul className={styles.toolLinks} ref={list}>
        {canReachInternal(groups, 'root') && (
          <li>
            <Link to={paths.internal.root.getHref()}>All internal tools</Link>
          </li>
        )}
        {tools.map((tool) => (
          <li key={tool.name}>
            <Link to={paths.internal[tool.name].getHref()}>{tool.title}</Link>
          </li>
        ))}
      </ul>
    </AccountCard>
  );
}
