import { BeingBuilt, PageLayout } from '#web/components/layouts/page-layout.tsx';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';

/** Placeholder for one staff tool until its real page replaces it in the router; the route's gate already applies. */
export function InternalToolPage({ title }: { title: string }) {
  return (
    <PageLayout title={title} documentTitle={`${title} · Internal`}>
      <p>
        <StaffToolsLink />
      </p>
      <BeingBuilt>Not built yet: this staff tool is planned, and nothing on this page works today.</BeingBuilt>
    </PageLayout>
  );
}
