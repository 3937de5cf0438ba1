import { BeingBuilt, PageLayout } from '../../../components/layouts/page-layout.tsx';

export function UploadBoardPage() {
  return (
    <PageLayout title="Order a board" lead="Upload your design from Eagle, KiCad or as Gerber files to check it and get an instant quote.">
      <BeingBuilt />
    </PageLayout>
  );
}
