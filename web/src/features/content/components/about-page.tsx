import { BeingBuilt, PageLayout } from '../../../components/layouts/page-layout.tsx';

export function AboutPage() {
  return (
    <PageLayout title="About Copperline" lead="We build printed circuit boards and assemble them, with checks and prices you can see before you order.">
      <BeingBuilt />
    </PageLayout>
  );
}
