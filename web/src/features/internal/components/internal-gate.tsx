import type { ReactNode } from 'react';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { internalAccess } from '#web/config/internal-access.ts';
import type { InternalRouteName } from '#web/config/paths.ts';
import { FORBIDDEN_TITLE } from '#web/lib/auth/forbidden.tsx';
import { RequireGroups } from '#web/lib/auth/require-groups.tsx';
import { internalTitle } from '#web/config/internal-tools.ts';

/**
 * The gate in front of every /internal route (config/internal-access.ts says
 * who passes): "Authenticating", then the auth form, then the page or the
 * forbidden page, under the page's own heading.
 */
export function InternalGate({ name, children }: { name: InternalRouteName; children: ReactNode }) {
  const title = internalTitle(name);
  return (
    <RequireGroups
      groups={internalAccess[name]}
      frame={(gate, state) => (
        // The page's heading stays; the tab says "Access denied" when that is what the page shows.
        <PageLayout title={title} documentTitle={state === 'forbidden' ? FORBIDDEN_TITLE : name === 'root' ? title : `${title} · Internal`}>
          {gate}
        </PageLayout>
      )}
    >
      {children}
    </RequireGroups>
  );
}
