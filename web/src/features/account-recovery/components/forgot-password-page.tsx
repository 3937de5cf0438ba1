import { BeingBuilt, PageLayout } from '../../../components/layouts/page-layout.tsx';

export function ForgotPasswordPage() {
  return (
    <PageLayout title="Forgot password" lead="We will send a reset code to your e-mail address.">
      <BeingBuilt />
    </PageLayout>
  );
}
