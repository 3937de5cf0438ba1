import { BeingBuilt, PageLayout } from '../../../components/layouts/page-layout.tsx';

export function CapabilitiesPage() {
  return (
    <PageLayout title="Capabilities" lead="What we can build: layer counts, materials, finishes, tolerances and assembly options.">
      <BeingBuilt />
    </PageLayout>
  );
}
