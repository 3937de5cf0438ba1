import { useParams } from 'react-router';
import { BeingBuilt, PageLayout } from '../../../components/layouts/page-layout.tsx';

export function OrderCompletePage() {
  const { orderId } = useParams();
  return (
    <PageLayout title="Thank you for your order" lead={<>Order <span className="numeric">{orderId}</span></>}>
      <BeingBuilt />
    </PageLayout>
  );
}
