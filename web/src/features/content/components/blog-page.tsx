import { BeingBuilt, PageLayout } from '../../../components/layouts/page-layout.tsx';

export function BlogPage() {
  return (
    <PageLayout title="Blog" lead="Notes from the shop floor: design tips, process changes and new capabilities.">
      <BeingBuilt />
    </PageLayout>
  );
}
