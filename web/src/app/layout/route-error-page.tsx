import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { publishErrored } from '#web/lib/errored-event.ts';
import { paths } from '#web/config/paths.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { LinkButton } from '#web/components/ui/link-button/link-button.tsx';
import { NotFoundPage } from '#web/components/layouts/not-found-page.tsx';

/** Shown inside the layout when a page throws while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) publishErrored(error, 'page');
  }, [error, notFound]);
  if (notFound) return <NotFoundPage />;
  return (
    <PageLayout title="Something went wrong">
      <p>This page failed to load. Try again, or go back to the home page.</p>
      <LinkButton to={paths.home.getHref()} variant="secondary">
        Go to the home page
      </LinkButton>
    </PageLayout>
  );
}
