import { paths } from '#web/config/paths.ts';
import { PageLayout } from './page-layout.tsx';
import { LinkButton } from '#web/components/ui/link-button/link-button.tsx';

export function NotFoundPage() {
  return (
    <PageLayout title="Page not found">
      <p>There is nothing here. Try your luck on a different page!</p>
      <LinkButton to={paths.home.getHref()} variant="secondary">
        Go to the home page
      </LinkButton>
    </PageLayout>
  );
}
