import { BeingBuilt, PageLayout } from '../../../components/layouts/page-layout.tsx';

export function PressPage() {
  return (
    <PageLayout title="Press" lead="Announcements and news coverage.">
      <BeingBuilt />
    </PageLayout>
  );
}
