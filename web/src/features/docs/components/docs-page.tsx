import { useSearchParams } from 'react-router';
import { BeingBuilt, PageLayout } from '../../../components/layouts/page-layout.tsx';

export function DocsPage() {
  const [searchParams] = useSearchParams();
  const cad = searchParams.get('cad');
  return (
    <PageLayout title="Docs" lead={cad ? `How to export your board from ${cad} for Copperline.` : 'Guides for preparing, uploading and ordering your boards.'}>
      <BeingBuilt />
    </PageLayout>
  );
}
