import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { BeingBuilt, PageLayout } from '../../../components/layouts/page-layout.tsx';
import { LinkButton } from '../../../components/ui/link-button/link-button.tsx';
import { Spinner } from '../../../components/ui/spinner/spinner.tsx';

export function ShoppingCartPage() {
  const { loading, signedIn } = useAuth();
  return (
    <PageLayout title="Shopping cart">
      {loading ? (
        <Spinner text="Authenticating" />
      ) : signedIn ? (
        <BeingBuilt />
      ) : (
        <>
          <p>Log in to see your cart.</p>
          <LinkButton to={paths.myAccount.getHref()}>Log in/register</LinkButton>
        </>
      )}
    </PageLayout>
  );
}
