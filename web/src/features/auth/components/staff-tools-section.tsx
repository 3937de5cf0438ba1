import { Link } from 'react-router';
import { canReachInternal } from '../../../config/internal-access.ts';
import { paths } from '../../../config/paths.ts';
import { internalTools } from '../../internal/internal-tools.ts';
import { AccountCard } from './account-card.tsx';
import styles from './account-page.module.css';

/** The internal pages this user's groups open (config/internal-access.ts); nothing for customers. */
export function StaffToolsSection({ groups }: { groups: readonly string[] }) {
  const tools = internalTools.filter((tool) => canReachInternal(groups, tool.name));
  if (tools.length === 0) return null;
  return (
    <AccountCard id="staff-tools" title="Staff tools" wide>
      <ul className={styles.toolLinks}>
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
