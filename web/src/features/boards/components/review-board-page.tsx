import { useParams } from 'react-router';
import { BeingBuilt, PageLayout } from '../../../components/layouts/page-layout.tsx';

export function ReviewBoardPage() {
  const { boardId } = useParams();
  return (
    <PageLayout title="Review your board" lead={<>Board <span className="numeric">{boardId}</span></>}>
      <BeingBuilt />
    </PageLayout>
  );
}
