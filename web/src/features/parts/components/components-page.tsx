import { useSearchParams } from 'react-router';
import { BeingBuilt, PageLayout } from '../../../components/layouts/page-layout.tsx';

export function ComponentsPage() {
  const [searchParams] = useSearchParams();
  const searchTerms = searchParams.get('searchTerms')?.trim();
  return (
    <PageLayout title="Parts search" lead="Search the categorised electronic-parts catalogue and filter by parameters and stock.">
      <BeingBuilt>
        {searchTerms ? `Results for “${searchTerms}” will appear here: the parts search is being built.` : undefined}
      </BeingBuilt>
    </PageLayout>
  );
}
