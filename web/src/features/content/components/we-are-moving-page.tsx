import { BeingBuilt, PageLayout } from '../../../components/layouts/page-layout.tsx';

export function WeAreMovingPage() {
  return (
    <PageLayout title="We are moving!" lead="Copperline is moving to a new home. Here is what changes for your orders.">
      <BeingBuilt />
    </PageLayout>
  );
}
