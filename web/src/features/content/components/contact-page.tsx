import { BeingBuilt, PageLayout } from '../../../components/layouts/page-layout.tsx';

export function ContactPage() {
  return (
    <PageLayout title="Contact" lead="Questions about a board, an order or a quote? Write to us.">
      <BeingBuilt />
    </PageLayout>
  );
}
