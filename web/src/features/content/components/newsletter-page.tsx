import { BeingBuilt, PageLayout } from '../../../components/layouts/page-layout.tsx';

export function NewsletterPage() {
  return (
    <PageLayout title="Newsletter" lead="News about boards, parts and the beta. First-time subscribers get $100 off a first order over $200.">
      <BeingBuilt />
    </PageLayout>
  );
}
