import { BeingBuilt, PageLayout } from '../../../components/layouts/page-layout.tsx';

export function NsfPhaseIPage() {
  return (
    <PageLayout title="NSF SBIR Phase I award" lead="Copperline received a Phase I Small Business Innovation Research award from the National Science Foundation.">
      <BeingBuilt />
    </PageLayout>
  );
}
