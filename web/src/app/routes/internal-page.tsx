import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { ContactInbox } from '#web/features/content/components/contact-inbox.tsx';
import { internalTools } from '#web/config/internal-tools.ts';
import styles from './internal-page.module.css';

export function InternalPage() {
  return (
    <PageLayout title="Internal" lead="Staff tools for posts, parts, boards, orders, pricing, users and manufacturing.">
      <ul className={styles.tools}>
        {internalTools.map((tool) => (
          <li key={tool.name}>
            <Link to={paths.internal[tool.name].getHref()} className={styles.tool}>
              {tool.title}
            </Link>
          </li>
        ))}
      </ul>
      <ContactInbox />
    </PageLayout>
  );
}
