import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { BeingBuilt, PageLayout } from '../../../components/layouts/page-layout.tsx';

/** Placeholder for one staff tool until its real page replaces it in the router. */
export function InternalToolPage({ title }: { title: string }) {
  return (
    <PageLayout title={title} documentTitle={`${title} · Internal`}>
      <p>
        <Link to={paths.internal.root.getHref()}>← All internal tools</Link>
      </p>
      <BeingBuilt />
    </PageLayout>
  );
}
