import { BeingBuilt, PageLayout } from '../../../components/layouts/page-layout.tsx';

export function PrivacyPage() {
  return (
    <PageLayout title="Privacy" lead="What we collect, why, and how long we keep it.">
      <BeingBuilt />
    </PageLayout>
  );
}
